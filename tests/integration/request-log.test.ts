// The Worker's request log line (app/server/platform/observed.server.ts, docs/deploy.md "Logs"):
// one JSON line per request with the route pattern, never the URL's values.
import { afterEach, describe, expect, it, vi } from "vitest";
import { insertListing } from "../helpers/db";
import { get } from "../helpers/http";

afterEach(() => {
  vi.restoreAllMocks();
});

function requestLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map((args) => String(args[0]))
    .filter((line) => line.startsWith('{"event":"request"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the request log", () => {
  it("names the route, status and cache result, never the path's values or the query", async () => {
    const listing = await insertListing();
    const spy = vi.spyOn(console, "log");
    const res = await get(`/listing/${listing.id}?ref=someone@example.com&phone=9843012345`, {
      headers: { "cf-ray": "8f0000000000abcd-MAA" },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const lines = requestLines(spy);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      event: "request",
      ray: "8f0000000000abcd-MAA",
      method: "GET",
      route: "/listing/:id",
      status: 200,
      cache: expect.stringMatching(/^(BYPASS|MISS|HIT|STALE|none)$/),
    });
    expect(typeof lines[0].ms).toBe("number");
    const all = spy.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(all).not.toContain("someone@example.com");
    expect(all).not.toContain("9843012345");
    expect(all).not.toContain(`/listing/${listing.id}`);
  });
});
