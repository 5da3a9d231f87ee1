// A signed-in page reads its session once (docs/decisions/0034-request-plumbing-once.md): the
// root loader and the route's guard share one lookup per request. The built app renders with a
// load context whose D1 counts the statements it is sent.
import { createExecutionContext, env } from "cloudflare:test";
import { type AppLoadContext, createRequestHandler } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { insertUser } from "../helpers/db";
import { ORIGIN, signInAs } from "../helpers/http";
import { insertVilla } from "../helpers/listing";
// biome-ignore lint/suspicious/noTsIgnore: the build exists only after `npm run build` (vitest.config.ts).
// @ts-ignore - missing before the first build.
import * as build from "../../build/server";

const handle = createRequestHandler(build as never);

/** Renders `path` for `cookie` through the built app; returns the status and D1's statements. */
async function render(path: string, cookie: string) {
  const statements: string[] = [];
  const d1 = new Proxy(env.DB, {
    get(target, key) {
      if (key === "prepare") {
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const context: AppLoadContext = {
    cloudflare: { env, ctx: createExecutionContext(), cf: undefined as never, caches: caches as never },
    cspNonce: "nonce",
    d1,
  };
  const res = await handle(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), context);
  await res.text();
  return { status: res.status, sessionReads: statements.filter((sql) => /from "sessions"/i.test(sql)).length };
}

describe("the session, once per request", () => {
  it.each(["/profile", "/favourites", "/credit-history"])(
    "%s: the root loader and the page's guard make one session query",
    async (path) => {
      const user = await insertUser({});
      const { status, sessionReads } = await render(path, await signInAs(user.id));
      expect(status).toBe(200);
      expect(sessionReads).toBe(1);
    },
  );

  it("a listing's page, signed in: one session query too", async () => {
    const { id } = await insertVilla();
    const user = await insertUser({});
    const { status, sessionReads } = await render(`/listing/${id}`, await signInAs(user.id));
    expect(status).toBe(200);
    expect(sessionReads).toBe(1);
  });

  it("its single-fetch data request too", async () => {
    const user = await insertUser({});
    const { status, sessionReads } = await render("/profile.data", await signInAs(user.id));
    expect(status).toBe(200);
    expect(sessionReads).toBe(1);
  });
});
