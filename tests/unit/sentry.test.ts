// The Sentry reporter's pure parts (app/server/platform/sentry.server.ts, report-error.server.ts):
// the DSN's envelope endpoint, route patterns from params, stack frames, the envelope's shape.
import { describe, expect, it } from "vitest";
import { patternFromParams } from "~/server/platform/report-error.server";
import { errorEnvelope, parseDsn, stackFrames } from "~/server/platform/sentry.server";

describe("parseDsn", () => {
  it("finds the envelope endpoint and drops an old DSN's secret", () => {
    expect(parseDsn("https://abc@o1.ingest.sentry.io/42")).toEqual({
      endpoint: "https://o1.ingest.sentry.io/api/42/envelope/",
      publicKey: "abc",
      dsn: "https://abc@o1.ingest.sentry.io/42",
    });
    expect(parseDsn("https://abc:secret@sentry.example.com/path/7")).toEqual({
      endpoint: "https://sentry.example.com/path/api/7/envelope/",
      publicKey: "abc",
      dsn: "https://abc@sentry.example.com/path/7",
    });
  });

  it("refuses what is not a DSN", () => {
    for (const value of ["not a url", "https://sentry.io/42", "https://abc@sentry.io/", "ftp://abc@sentry.io/1"]) {
      expect(parseDsn(value), value).toBeNull();
    }
  });
});

describe("patternFromParams", () => {
  it("puts the params' names where their values were", () => {
    expect(patternFromParams("/listing/42", { id: "42" })).toBe("/listing/:id");
    expect(patternFromParams("/listing/42.data", { id: "42" })).toBe("/listing/:id");
    expect(patternFromParams("/coimbatore/rs-puram/plots", { locality: "rs-puram", type: "plots" })).toBe(
      "/coimbatore/:locality/:type",
    );
    expect(patternFromParams("/a/b/c", { "*": "b/c" })).toBe("/a/*");
    expect(patternFromParams("/", {})).toBe("/");
  });
});

describe("stackFrames", () => {
  it("reads V8 frames, oldest first", () => {
    const stack = "Error: x\n    at load (worker.js:10:5)\n    at worker.js:20:7\n    at <anonymous>";
    expect(stackFrames(stack)).toEqual([
      { function: undefined, filename: "worker.js", lineno: 20, colno: 7 },
      { function: "load", filename: "worker.js", lineno: 10, colno: 5 },
    ]);
  });
});

describe("errorEnvelope", () => {
  it("is three JSON lines: header, item, event, with a redacted message", () => {
    const target = parseDsn("https://abc@sentry.example/1")!;
    const lines = errorEnvelope(
      target,
      new TypeError("bad input from a@b.example"),
      { transaction: "/x/:id", release: "r1", environment: "production" },
      Date.UTC(2026, 10, 27),
    ).split("\n");
    expect(lines).toHaveLength(3);
    const [header, item, event] = lines.map((line) => JSON.parse(line));
    expect(header).toEqual({ event_id: event.event_id, dsn: target.dsn, sent_at: "2026-11-27T00:00:00.000Z" });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(item).toEqual({ type: "event" });
    expect(event.exception.values[0]).toMatchObject({ type: "TypeError", value: "bad input from [email]" });
    expect(event).toMatchObject({
      release: "r1",
      environment: "production",
      transaction: "/x/:id",
      timestamp: 1795737600,
    });
  });
});
