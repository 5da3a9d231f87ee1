// Security headers on every answer of the Worker (docs/product.md#headers): a CSP
// with a per-response nonce on pages, no framing, nosniff, referrer and permissions policies,
// HSTS in production, private/no-store for signed-in requests, a sandbox for pictures.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applySecurityHeaders } from "~/server/http/security-headers.server";
import { insertListing, insertUser } from "../helpers/db";
import { PRODUCTION_ENV } from "../helpers/env";
import { get, signInAs } from "../helpers/http";

/** directive -> sources */
function parseCsp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

function nonceOf(csp: Map<string, string[]>): string | undefined {
  return csp
    .get("script-src")
    ?.find((s) => s.startsWith("'nonce-"))
    ?.slice(7, -1);
}

/** Every <script> tag that would run (not JSON-LD data blocks), with its nonce attribute. */
function executableScripts(html: string): { tag: string; nonce: string | null }[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    .map((tag) => ({ tag, nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null }));
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  const permissions = res.headers.get("Permissions-Policy") ?? "";
  expect(permissions).toContain("geolocation=(self)");
  expect(permissions).toContain("camera=()");
  expect(permissions).toContain("microphone=()");
  // Tests run locally (plain http): no HSTS here; see the production case below.
  expect(res.headers.get("Strict-Transport-Security")).toBeNull();
}

describe("finding 9: security headers", () => {
  it("a public page: a CSP whose fresh nonce is on every inline script, no framing, nosniff", async () => {
    const res = await get("/login");
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const csp = parseCsp(res.headers.get("Content-Security-Policy"));
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/_-]{16,}={0,2}$/);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    // What the app really loads: map tiles, maplibre's worker, Razorpay's checkout.
    expect(csp.get("img-src")).toContain("https://tile.openstreetmap.org");
    expect(csp.get("connect-src")).toContain("https://tile.openstreetmap.org");
    expect(csp.get("worker-src")).toEqual(expect.arrayContaining(["'self'", "blob:"]));
    expect(csp.get("script-src")).toContain("https://checkout.razorpay.com");
    expect(csp.get("frame-src")).toEqual(
      expect.arrayContaining(["https://api.razorpay.com", "https://checkout.razorpay.com"]),
    );

    const scripts = executableScripts(await res.text());
    expect(scripts.length).toBeGreaterThan(1); // the theme script and Remix's
    for (const s of scripts) expect(s.nonce, s.tag).toBe(nonce);

    const again = await get("/login");
    expect(nonceOf(parseCsp(again.headers.get("Content-Security-Policy")))).not.toBe(nonce);
  });

  it("the home page and a listing page carry the nonce too", async () => {
    const listing = await insertListing({}, { images: 1 });
    for (const path of ["/", `/listing/${listing.id}`, "/?view=map"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const nonce = nonceOf(parseCsp(res.headers.get("Content-Security-Policy")));
      expect(nonce, path).toBeTruthy();
      for (const s of executableScripts(await res.text())) expect(s.nonce, `${path}: ${s.tag}`).toBe(nonce);
    }
  });

  it("every response to a signed-in request is private, no-store", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    for (const path of ["/", "/profile", "/profile.data", "/login"]) {
      const res = await get(path, { cookie });
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      expectCommonHeaders(res);
    }
  });

  it("pictures are sandboxed with default-src 'none' and nosniff", async () => {
    const listing = await insertListing({}, { images: 1, putObjects: true });
    const res = await get(`/images/${listing.imageKeys[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // Public and identical for everyone: cacheable even when a signed-in browser asks.
    const user = await insertUser();
    const signedIn = await get(`/images/${listing.imageKeys[0]}`, { cookie: await signInAs(user.id) });
    expect(signedIn.headers.get("Cache-Control")).toMatch(/immutable/);
  });

  it("HSTS only in production", () => {
    const page = () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
    const production = { ...env, ...PRODUCTION_ENV } as unknown as Env;
    const secure = applySecurityHeaders(new Request("https://example.in/"), production, page(), "n1");
    expect(secure.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const local = applySecurityHeaders(new Request("http://localhost/"), env, page(), "n1");
    expect(local.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
