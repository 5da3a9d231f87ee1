// What a page asks the browser to fetch first (docs/product.md#speed, decision 0016): its
// stylesheet and its largest picture at once, its scripts at low priority
// (patches/@remix-run+react+2.17.5.patch), so on a slow phone connection the page paints before the
// code that makes it nicer arrives.
import { describe, expect, it } from "vitest";
import { insertUser } from "../helpers/db";
import { get, signInAs } from "../helpers/http";
import { insertVilla } from "../helpers/listing";

/** Every `<link>` of the page as its attributes, in order. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
}

function expectScriptsAtLowPriority(html: string) {
  const all = links(html);
  const scripts = all.filter((l) => l.rel === "modulepreload");
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((l) => l.fetchpriority !== "low")).toEqual([]);
  const styles = all.filter((l) => l.rel === "stylesheet");
  expect(styles.length).toBe(1);
  expect(styles[0]!.fetchpriority).toBeUndefined();
}

describe("load priority", () => {
  it("the list page: scripts low, the one stylesheet as usual", async () => {
    expectScriptsAtLowPriority(await (await get("/")).text());
  });

  it("a listing page: scripts low, its main photo high", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id, images } = await insertVilla({ postedById: seller.id }, { images: 2 });
    const html = await (await get(`/listing/${id}`)).text();
    expectScriptsAtLowPriority(html);
    const main = /<a class="listing-gallery__main"[^>]*>\s*<img([^>]*)>/.exec(html)?.[1] ?? "";
    expect(main).toContain(`src="/images/${images[0]!.key1000}"`);
    expect(main).toContain('fetchpriority="high"');
  });

  it("signed in too (rendered for the user, never from the edge cache)", async () => {
    const user = await insertUser({ role: "buyer" });
    const cookie = await signInAs(user.id);
    expectScriptsAtLowPriority(await (await get("/", { cookie })).text());
  });
});
