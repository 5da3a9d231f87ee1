// The log's redaction rule (app/server/platform/log.server.ts, docs/decisions/0038): no e-mail
// address, phone number, token, key, password or cookie ever reaches a log line.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { logLine, redact, routePattern } from "~/server/platform/log.server";

const phone = fc
  .tuple(
    fc.constantFrom("", "+91", "+91 ", "91", "0"),
    fc.integer({ min: 6, max: 9 }),
    fc.array(fc.tuple(fc.constantFrom("", "", " ", "-"), fc.integer({ min: 0, max: 9 })), {
      minLength: 9,
      maxLength: 9,
    }),
  )
  .map(([prefix, first, rest]) => `${prefix}${first}${rest.map(([sep, d]) => `${sep}${d}`).join("")}`);
const token = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{24,64}$/),
  fc.stringMatching(/^[A-Za-z_-]{8,12}[0-9][A-Za-z0-9_-]{7,10}$/),
  fc.stringMatching(/^[0-9a-f]{32,64}$/),
);
const secret = fc.oneof(fc.emailAddress(), phone, token);
// Free text around the secret, split from it by whatever a message puts there.
const around = fc.tuple(fc.string({ maxLength: 40 }), fc.constantFrom(" ", ": ", "=", "(", "<", "\n", ", "));

describe("redact", () => {
  it("replaces e-mail addresses, phone numbers, tokens and secret values", () => {
    expect(redact("mail to buyer@example.com: Verify")).toBe("mail to [email] Verify");
    expect(redact("call +91 98765 43210 now")).toBe("call [phone] now");
    expect(redact("call 9876543210")).toBe("call [phone]");
    expect(redact("Authorization: Bearer abc.def")).toBe("Authorization: [redacted] [redacted]");
    expect(redact("password=hunter2 and api_key: 'x y'")).toBe("password=[redacted] and api_key: [redacted]");
    expect(redact("Cookie: session-token=abc; theme=dark")).toBe("Cookie: [redacted]; theme=dark");
    expect(redact("/reset-password?token=abc&next=/x")).toBe("/reset-password?token=[redacted]&next=[redacted]");
    expect(redact("key rzp_test_1DP5mmOlF5G5ag")).toBe("key [token]");
    expect(redact("sha a94a8fe5ccb19ba61c4c0873d391e987982fbbd3")).toBe("sha [token]");
  });

  it("keeps what a log needs: routes, outcomes, counts, short ids", () => {
    for (const text of ["/listings/:id", "scheduled: 3 deleted", "timeout (5000 ms)", "HIT"]) {
      expect(redact(text)).toBe(text);
    }
  });

  it("never lets an e-mail, phone or token through, whatever text surrounds it", () => {
    fc.assert(
      fc.property(secret, around, around, (value, [pre, sep1], [post, sep2]) => {
        const text = `${pre}${sep1}${value}${sep2}${post}`;
        expect(redact(text)).not.toContain(value);
        expect(logLine("mail", { note: text, [`${pre}${value}`.slice(0, 30)]: 1 })).not.toContain(value);
      }),
      { numRuns: 500 },
    );
  });
});

describe("logLine", () => {
  it("is one JSON line naming the event", () => {
    const line = logLine("request", { route: "/listings/:id", status: 200, ms: 12, cache: "HIT", ray: null });
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      event: "request",
      route: "/listings/:id",
      status: 200,
      ms: 12,
      cache: "HIT",
      ray: null,
    });
  });

  it("keeps a cf-ray id, which only looks like a token", () => {
    expect(JSON.parse(logLine("request", { ray: "8f0000000000abcd-MAA" })).ray).toBe("8f0000000000abcd-MAA");
    expect(JSON.parse(logLine("request", { ray: "someone@example.com" })).ray).toBe("[email]");
  });

  it("never writes the value of a field named like a secret or a contact detail", () => {
    const name = fc.constantFrom("password", "apiKey", "cookie", "sessionToken", "email", "phone", "authorization");
    fc.assert(
      fc.property(name, fc.stringMatching(/^[0-9a-f]{8,40}$/), (field, value) => {
        expect(logLine("payment", { [field]: value })).not.toContain(value);
      }),
    );
  });
});

describe("routePattern", () => {
  const routes = {
    root: { id: "root", path: "" },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true },
    "routes/listings.$id": { id: "routes/listings.$id", parentId: "root", path: "listings/:id" },
    "routes/admin": { id: "routes/admin", parentId: "root", path: "admin" },
    "routes/admin.users": { id: "routes/admin.users", parentId: "routes/admin", path: "users" },
    "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  };

  it("names the route a path matched, never the path's values", () => {
    expect(routePattern(routes, "/")).toBe("/");
    expect(routePattern(routes, "/listings/42")).toBe("/listings/:id");
    expect(routePattern(routes, "/listings/42.data")).toBe("/listings/:id");
    expect(routePattern(routes, "/_root.data")).toBe("/");
    expect(routePattern(routes, "/admin/users")).toBe("/admin/users");
    expect(routePattern(routes, "/someone@example.com")).toBe("/*");
  });
});
