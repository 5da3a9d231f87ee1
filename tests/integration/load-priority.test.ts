// What a page asks the browser to fetch first (decisions 0014, 0016, 0053): one stylesheet, and its
// largest picture at high priority, so on a slow phone connection the picture does not wait
// behind the scripts; the scripts themselves only once the page has painted
// (patches/@remix-run+react+2.17.5.patch).
import { describe, expect, it } from "vitest";
import { insertUser } from "../helpers/db";
import { get, signInAs } from "../helpers/http";
import { insertVilla } from "../helpers/listing";
import { firstScripts, moduleScriptOf } from "../../scripts/bundle/first-scripts";

/** Every `<link>` of the page as its attributes, in order. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
}

function expectOneStylesheet(html: string) {
  const styles = links(html).filter((l) => l.rel === "stylesheet");
  expect(styles.length).toBe(1);
  expect(styles[0]!.fetchpriority).toBeUndefined();
  expectScriptsAfterPaint(html);
}

/** The HTML names no script for the browser to fetch at once; its module script preloads them after a frame. */
function expectScriptsAfterPaint(html: string) {
  expect(links(html).filter((l) => l.rel === "modulepreload" || l.rel === "preload")).toEqual([]);
  expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
  const script = moduleScriptOf(html);
  // No static import: those are fetched as soon as the script is parsed.
  expect(script).not.toMatch(/^\s*import\b[^(]/m);
  expect(script).toContain("requestAnimationFrame(()=>setTimeout(go))");
  expect(script).toContain('observe({type:"paint",buffered:true})');
  const scripts = firstScripts(html);
  expect(scripts.some((src) => /\/entry\.client-[^/]+\.js$/.test(src))).toBe(true);
  expect(scripts.some((src) => /\/root-[^/]+\.js$/.test(src))).toBe(true);
}

describe("load priority", () => {
  it("the list page: the one stylesheet, at its usual priority", async () => {
    expectOneStylesheet(await (await get("/")).text());
  });

  it("a listing page: the one stylesheet, its main photo high", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id, images } = await insertVilla({ postedById: seller.id }, { images: 2 });
    const html = await (await get(`/listing/${id}`)).text();
    expectOneStylesheet(html);
    const main = /<a class="listing-gallery__main"[^>]*>\s*<img([^>]*)>/.exec(html)?.[1] ?? "";
    expect(main).toContain(`src="/images/${images[0]!.key1000}"`);
    expect(main).toContain('fetchpriority="high"');
  });

  it("signed in too (rendered for the user, never from the edge cache)", async () => {
    const user = await insertUser({ role: "buyer" });
    const cookie = await signInAs(user.id);
    expectOneStylesheet(await (await get("/", { cookie })).text());
  });
});
