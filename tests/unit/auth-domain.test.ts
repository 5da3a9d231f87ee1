// Pure account rules (app/domain/auth.ts) and the password format.
import { describe, expect, it } from "vitest";
import {
  LOGIN_ERRORS,
  catalogueMessage,
  normaliseEmail,
  safeRedirect,
  tooManyAttemptsMessage,
  usernameBase,
} from "~/domain/auth";
import { hashPassword, parsePasswordHash, verifyPassword } from "~/server/password.server";

describe("safeRedirect", () => {
  it.each([
    ["/profile?x=1", "/profile?x=1"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["", "/"],
    [null, "/"],
  ])("%s -> %s", (input, out) => expect(safeRedirect(input)).toBe(out));
});

describe("catalogues", () => {
  it("known codes map to the spec's text, others to nothing", () => {
    expect(catalogueMessage(LOGIN_ERRORS, "InvalidPassword")).toBe("Invalid email or password");
    expect(catalogueMessage(LOGIN_ERRORS, "toString")).toBeNull();
    expect(catalogueMessage(LOGIN_ERRORS, null)).toBeNull();
  });
  it("the throttling message rounds up to minutes", () => {
    expect(tooManyAttemptsMessage(61_000)).toBe("Too many failed sign-in attempts. Please try again in 2 minutes.");
    expect(tooManyAttemptsMessage(1)).toBe("Too many failed sign-in attempts. Please try again in 1 minute.");
  });
});

describe("usernames and e-mails", () => {
  it("derives a clean username base", () => {
    expect(usernameBase("Ravi.Kumar+test@Example.com")).toBe("ravi.kumartest");
    expect(usernameBase("___@x.com")).toBe("user");
    expect(normaliseEmail("  A@B.COM ")).toBe("a@b.com");
  });
});

describe("password hashes", () => {
  it("round-trips in the versioned format at 100,000 iterations", async () => {
    const stored = await hashPassword("demo-password");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("demo-password", stored)).toEqual({ ok: true, needsRehash: false });
    expect((await verifyPassword("other", stored)).ok).toBe(false);
  });
  it("refuses unknown schemes and counts production cannot compute", () => {
    expect(parsePasswordHash("bcrypt$10$x$y")).toBeNull();
    expect(parsePasswordHash("pbkdf2-sha256$200000$AAAA$AAAA")).toBeNull();
    expect(parsePasswordHash("pbkdf2-sha256$1000$AAAA$AAAA")).not.toBeNull();
  });
});
