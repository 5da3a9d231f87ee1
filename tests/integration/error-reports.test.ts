// Errors reach Sentry only when SENTRY_DSN is set (docs/product.md#operations, decision 0039):
// one envelope per error, from a loader (handleError) or a scheduled run, naming the route
// pattern, the release and the environment, never the URL, a cookie, an address or a phone.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fetchMock } from "../mocks/fetch";
import { SENTRY_ENV, sentryMock } from "../mocks/sentry";
import { get } from "../helpers/http";
import { runScheduled } from "../helpers/scheduled";

const ADDRESS = "meena.k@example.test";
const PHONE = "9876543210";
const TOKEN = "sessiontoken0123456789abcdefABCDEF";

/** A D1 binding whose every query fails with a message holding personal data. */
const brokenDb = {
  prepare() {
    throw new Error(`D1_ERROR: lookup failed for ${ADDRESS} (${PHONE})`);
  },
  batch() {
    throw new Error(`D1_ERROR: batch failed for ${ADDRESS}`);
  },
};

const WITH_SENTRY = { ...SENTRY_ENV, DB: brokenDb };
const WITHOUT_SENTRY = { DB: brokenDb };

beforeEach(() => sentryMock.install());
afterEach(() => fetchMock.reset());

function expectNoPersonalData(raw: string) {
  for (const secret of [ADDRESS, PHONE, TOKEN, "meena", "cookie", "Cookie"]) expect(raw).not.toContain(secret);
}

describe("error reports", () => {
  it("sends one envelope for a loader's error, with the route pattern and no personal data", async () => {
    const res = await get(`/listing/424242?q=${encodeURIComponent(ADDRESS)}`, { env: WITH_SENTRY });
    expect(res.status).toBe(500);
    expect(sentryMock.envelopes).toHaveLength(1);
    const [{ header, item, event, raw, auth }] = sentryMock.envelopes;
    expect(header).toMatchObject({ event_id: event.event_id, dsn: SENTRY_ENV.SENTRY_DSN });
    expect(new Date(header.sent_at).toString()).not.toBe("Invalid Date");
    expect(item.type).toBe("event");
    expect(auth).toContain("sentry_version=7");
    expect(event).toMatchObject({
      level: "error",
      platform: "javascript",
      transaction: "/listing/:id",
      release: "test-release-1",
      environment: "test",
    });
    const [exception] = (
      event.exception as { values: { type: string; value: string; stacktrace: { frames: unknown[] } }[] }
    ).values;
    expect(exception.type).toBe("Error");
    expect(exception.value).toBe("D1_ERROR: lookup failed for [email] ([phone])");
    expect(exception.stacktrace.frames.length).toBeGreaterThan(0);
    expect(raw).not.toContain("424242");
    expect(event).not.toHaveProperty("request");
    expect(event).not.toHaveProperty("user");
    expectNoPersonalData(raw);
  });

  it("sends no cookie or token of a signed-in request (its root loader fails too: one envelope each)", async () => {
    const res = await get("/listing/424244", { env: WITH_SENTRY, cookie: `session-token=${TOKEN}` });
    expect(res.status).toBe(500);
    expect(sentryMock.envelopes.length).toBeGreaterThanOrEqual(1);
    for (const { raw } of sentryMock.envelopes) expectNoPersonalData(raw);
  });

  it("sends nothing without SENTRY_DSN", async () => {
    const res = await get("/listing/424243", { env: WITHOUT_SENTRY });
    expect(res.status).toBe(500);
    expect(sentryMock.envelopes).toHaveLength(0);
    expect(fetchMock.calls).toEqual([]);
  });

  it("sends nothing for a thrown 404", async () => {
    const res = await get("/listing/987654321", { env: SENTRY_ENV });
    expect(res.status).toBe(404);
    expect(fetchMock.calls).toEqual([]);
  });

  it("reports a failed scheduled run under its cron", async () => {
    await expect(runScheduled("*/10 * * * *", Date.now(), WITH_SENTRY)).rejects.toThrow("D1_ERROR");
    expect(sentryMock.envelopes).toHaveLength(1);
    const [{ event, raw }] = sentryMock.envelopes;
    expect(event).toMatchObject({ transaction: "cron */10 * * * *", environment: "test" });
    expectNoPersonalData(raw);

    await expect(runScheduled("*/10 * * * *", Date.now(), WITHOUT_SENTRY)).rejects.toThrow("D1_ERROR");
    expect(sentryMock.envelopes).toHaveLength(1);
  });
});
