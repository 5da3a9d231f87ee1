// A signed-in page is never stored by the edge cache (decision 0009, docs/product.md#headers): any
// Cookie spelling the session reader accepts renders fresh and private, and a render that found a
// user is marked personal and never stored, even if its request looked anonymous to the cache.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createRequestHandler } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { EDGE_CACHE_HEADER, serveFromEdgeCache } from "~/server/http/edge-cache.server";
import { applySecurityHeaders } from "~/server/http/security-headers.server";
import { markPersonalRender, PERSONAL_RENDER_HEADER } from "~/server/accounts/session.server";
import { insertUser } from "../helpers/db";
import { get, ORIGIN, signInAs } from "../helpers/http";
import { insertVilla } from "../helpers/listing";
// biome-ignore lint/suspicious/noTsIgnore: the build exists only after `npm run build` (vitest.config.ts).
// @ts-ignore - missing before the first build.
import * as build from "../../build/server";

/** The edge cache is off under vitest unless a request opts in (edge-cache.test.ts). */
const CACHED = { EDGE_CACHE: "on" };
const state = (res: Response) => res.headers.get(EDGE_CACHE_HEADER);

/** Cookie headers the session reader (cookies.server.ts parseCookies) reads as this session. */
const SPELLINGS: [string, (token: string) => string][] = [
  ["a space before =", (t) => `session-token =${t}`],
  ["spaces around =", (t) => `session-token  =  ${t}`],
  ["a tab before =", (t) => `session-token\t=${t}`],
  ["a leading tab", (t) => `\tsession-token=${t}`],
  ["after another cookie, no space", (t) => `theme=dark;session-token =${t}`],
  ["a duplicate after it (the first wins)", (t) => `session-token =${t}; session-token=junk`],
  ["a tab after ;", (t) => `cookieConsent=true;\tsession-token\t=\t${t}`],
];

async function adminAndToken() {
  const admin = await insertUser({ role: "admin" });
  const cookie = await signInAs(admin.id);
  return { admin, token: cookie.slice("session-token=".length) };
}

describe("odd spellings of the session cookie", () => {
  it.each(SPELLINGS)("%s: rendered for the user, never stored, never served to a visitor", async (_, spell) => {
    const { id } = await insertVilla();
    const { admin, token } = await adminAndToken();
    const mine = await get(`/listing/${id}`, { env: CACHED, headers: { Cookie: spell(token) } });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain(admin.username);
    expect(state(mine)).toBe("BYPASS");
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mine.headers.get(PERSONAL_RENDER_HEADER)).toBeNull();

    // A visitor with no cookie gets a page of their own, rendered now (nothing was stored).
    const visitor = await get(`/listing/${id}`, { env: CACHED });
    expect(state(visitor)).toBe("MISS");
    expect(await visitor.text()).not.toContain(admin.username);
    const again = await get(`/listing/${id}`, { env: CACHED });
    expect(state(again)).toBe("HIT");
    expect(await again.text()).not.toContain(admin.username);
  });

  it("the home page and its single-fetch data too", async () => {
    const { admin, token } = await adminAndToken();
    for (const path of ["/", "/_root.data"]) {
      const mine = await get(path, { env: CACHED, headers: { Cookie: `session-token =${token}` } });
      expect([path, state(mine)]).toEqual([path, "BYPASS"]);
      expect(await mine.text()).toContain(admin.username);
      const visitor = await get(path, { env: CACHED });
      expect(await visitor.text()).not.toContain(admin.username);
    }
  });

  it("a name the reader does not accept (other case) is anonymous for everyone", async () => {
    const { id } = await insertVilla();
    const { admin, token } = await adminAndToken();
    const res = await get(`/listing/${id}`, { env: CACHED, headers: { Cookie: `Session-Token=${token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(admin.username);
  });
});

describe("a render that found a user marks itself personal", () => {
  const handleRemixRequest = createRequestHandler(build as never);
  const edgeEnv = { ...env, EDGE_CACHE: "on" } as unknown as Env;

  it("is never stored even when its request looked anonymous to the cache, and the mark never reaches the browser", async () => {
    const { id } = await insertVilla();
    const { admin, token } = await adminAndToken();
    const ctx = createExecutionContext();
    const nonce = "test-nonce";
    // The cache sees no cookie at all; the render reads a session anyway (as if some reader
    // knew a spelling the cache's check did not). Only the render's own mark can stop it.
    const request = new Request(`${ORIGIN}/listing/${id}`);
    const render = async (req: Request) => {
      const headers = new Headers(req.headers);
      headers.set("Cookie", `session-token=${token}`);
      const loadContext = { cloudflare: { env: edgeEnv, ctx, cf: undefined, caches }, cspNonce: nonce };
      const res = await handleRemixRequest(new Request(req, { headers }), loadContext as never);
      return markPersonalRender(res, loadContext as never);
    };
    const res = await serveFromEdgeCache(request, edgeEnv, ctx, nonce, render);
    await waitOnExecutionContext(ctx);
    expect(state(res)).toBe("BYPASS");
    const answer = applySecurityHeaders(request, edgeEnv, res, nonce);
    expect(await answer.text()).toContain(admin.username);
    expect(answer.headers.get(PERSONAL_RENDER_HEADER)).toBeNull();
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");

    const visitor = await get(`/listing/${id}`, { env: CACHED });
    expect(state(visitor)).toBe("MISS");
    expect(await visitor.text()).not.toContain(admin.username);
  });
});
