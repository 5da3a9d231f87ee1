// Pure account rules (app/domain/auth.ts), redirect targets and the password format.
import { describe, expect, it } from "vitest";
import { LOGIN_ERRORS, catalogueMessage, normaliseEmail, tooManyAttemptsMessage, usernameBase } from "~/domain/auth";
import { safeRedirect } from "~/domain/safe-redirect";
import { hashPassword, parsePasswordHash, verifyPassword } from "~/server/accounts/password.server";

describe("safeRedirect", () => {
  it.each([
    ["/profile?x=1", "/profile?x=1"],
    ["/listing/4?image=2#map", "/listing/4?image=2#map"],
    ["/?type=plot,villa&area=RS%20Puram", "/?type=plot,villa&area=RS%20Puram"],
    ["/?area=RS+Puram", "/?area=RS+Puram"],
  ])("keeps the same-site path %s", (input, out) => expect(safeRedirect(input)).toBe(out));

  it("percent-encodes what a header cannot carry", () => {
    expect(safeRedirect("/seller/priya?q=வீடு")).toBe("/seller/priya?q=%E0%AE%B5%E0%AF%80%E0%AE%9F%E0%AF%81");
  });

  it.each([
    // Other origins, and what browsers read as one.
    "https://evil.example",
    "http://localhost/x",
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/%5C/evil.example",
    "/%2F/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "",
    // Whitespace and control characters (browsers drop TAB/CR/LF: "/\t/evil" is "//evil").
    "/\tevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " /profile",
    "/profile ",
    "/pro file",
    "/\u0000",
    "/\u00a0/evil.example",
    "/\u200b/evil.example",
    "/\u2028",
    // The same, percent-encoded (decoded once by a query string or a cookie reader).
    "/%09/evil.example",
    "/%0Aevil",
    "/%0D",
    "/%0d%0aSet-Cookie:%20x=1",
    "/%00",
    "/%E2%80%8B",
    // Malformed escapes.
    "/%",
    "/%E0%A4%A",
  ])("refuses %j", (input) => {
    expect(safeRedirect(input)).toBe("/");
    expect(safeRedirect(input, "/favourites")).toBe("/favourites");
  });

  it("falls back for missing values and non-strings (a File from a multipart form)", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "")).toBe("");
    expect(safeRedirect(new File(["x"], "x.txt"), "/f")).toBe("/f");
  });
});

describe("catalogues", () => {
  it("known codes map to the product's text, others to nothing", () => {
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
