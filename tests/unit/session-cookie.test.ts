// "Signed in" is decided once, by the session reader's own cookie parser (decision 0009):
// whenever the session reader would find a token, the edge cache renders fresh and the security
// headers make the answer private, for any spelling of the Cookie header.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { edgeCacheKey } from "~/server/http/edge-cache.server";
import { applySecurityHeaders } from "~/server/http/security-headers.server";
import { currentSessionId, hasSessionCookie, PERSONAL_RENDER_HEADER } from "~/server/accounts/session.server";

/** A request for a page the edge cache may share, or null when the runtime refuses the header. */
function pageRequest(cookie: string): Request | null {
  try {
    return new Request("https://coimbatore.example/listing/4", { headers: { Cookie: cookie } });
  } catch {
    return null;
  }
}

function cacheControlFor(request: Request, headers: Record<string, string> = {}): string | null {
  const page = new Response("<p>page</p>", { headers: { "Content-Type": "text/html", ...headers } });
  return applySecurityHeaders(request, env, page, "nonce").headers.get("Cache-Control");
}

/** What a name or a separator looks like in a hand-made or hostile Cookie header. */
// (ASCII only: a non-ASCII header value is sent as UTF-8 with a warning; the examples above
// cover U+00A0, which JavaScript's trim also removes.)
const SPACE = fc.constantFrom("", " ", "  ", "\t", " \t", "\t\t");
const NAME = fc.constantFrom("session-token", "Session-Token", "session_token", "session-tokens", "xsession-token");
const VALUE = fc.constantFrom("tok-abc123", "", "=", "a=b", "%41bc", "%zz", '"quoted"', "tok en");
const OTHER = fc.constantFrom("theme=dark", "cookieConsent=true", "toast=%7B%7D", "d1-bookmark=abc", "junk", "=x", "");
const pair = fc
  .tuple(SPACE, NAME, SPACE, fc.constantFrom("=", "=="), SPACE, VALUE, SPACE)
  .map(([a, name, b, eq, c, value, d]) => `${a}${name}${b}${eq}${c}${value}${d}`);
const SEPARATOR = fc.constantFrom(";", "; ", ";\t", " ;", ", ", ";;");
const cookieHeader = fc
  .array(fc.oneof(pair, OTHER), { minLength: 1, maxLength: 5 })
  .chain((parts) =>
    fc
      .array(SEPARATOR, { minLength: parts.length, maxLength: parts.length })
      .map((seps) => parts.map((p, i) => (i === 0 ? p : `${seps[i]}${p}`)).join("")),
  );

describe("one decision of 'signed in'", () => {
  it.each([
    "session-token =tok-1",
    "session-token\t=tok-1",
    "\tsession-token=tok-1",
    "session-token  =  tok-1 ",
    "theme=dark;session-token =tok-1",
    "session-token =tok-1; session-token=junk",
    "theme=dark; \u00a0session-token=tok-1",
  ])("%j is a session for the reader, the edge cache and the security headers", async (cookie) => {
    const request = pageRequest(cookie)!;
    expect(await currentSessionId(request)).not.toBeNull();
    expect(hasSessionCookie(request)).toBe(true);
    expect(edgeCacheKey(request)).toBeNull();
    expect(cacheControlFor(request)).toBe("private, no-store");
  });

  it("property: whenever the session reader finds a token, the cache and the headers treat the request as signed in", async () => {
    let sessions = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(cookieHeader, fc.string({ maxLength: 60 })), async (cookie) => {
        const request = pageRequest(cookie);
        fc.pre(request !== null);
        if (!(await currentSessionId(request!))) return;
        sessions++;
        expect(hasSessionCookie(request!)).toBe(true);
        expect(edgeCacheKey(request!)).toBeNull();
        expect(cacheControlFor(request!)).toBe("private, no-store");
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: many generated headers carry a session for the reader (about a tenth or more;
    // 300 of 3,000 was the edge of the random spread and failed one clean-clone run).
    expect(sessions).toBeGreaterThan(100);
  });

  it("a render marked personal is private and the mark never leaves the Worker", () => {
    const request = pageRequest("theme=dark")!;
    expect(cacheControlFor(request)).toBeNull();
    const page = new Response("<p>page</p>", {
      headers: { "Content-Type": "text/html", [PERSONAL_RENDER_HEADER]: "1" },
    });
    const out = applySecurityHeaders(request, env, page, "nonce");
    expect(out.headers.get("Cache-Control")).toBe("private, no-store");
    expect(out.headers.has(PERSONAL_RENDER_HEADER)).toBe(false);
  });
});
