// The map view drawn on the server and maplibre's takeover (docs/product.md#the-server-map,
// docs/product.md#search-this-area). Runs in "js" and "nojs" (desktop); the links are the same
// on a phone, which the integration tests cover (tests/integration/server-map.test.ts).
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { noTiles } from "./helpers/map";

const frame = (page: Page) => page.locator(".server-map__frame");
const z = (page: Page) => Number(new URL(page.url()).searchParams.get("z"));

test.beforeEach(async ({ context }) => noTiles(context));

/**
 * The marker of `kind` nearest the middle of the frame's visible box. The server draws every
 * marker of a 1280 x 800 area and the frame shows its middle: a marker near the clipped edge is
 * "visible" to Playwright yet lies under the filter bar, the sticky top bar or off the frame.
 */
async function markerInView(page: Page, kind: "price" | "cluster") {
  await frame(page).scrollIntoViewIfNeeded();
  const box = (await frame(page).boundingBox())!;
  const markers = frame(page).locator(`a.${kind}-marker`);
  const margin = 40;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  let best: { i: number; d: number } | null = null;
  for (let i = 0; i < (await markers.count()); i++) {
    const b = await markers.nth(i).boundingBox();
    if (!b) continue;
    const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
    const inside =
      x > box.x + margin &&
      x < box.x + box.width - margin &&
      y > box.y + margin &&
      y < box.y + box.height - margin &&
      // What a click there would reach is the marker itself (not the cookie banner, not nothing).
      (await markers.nth(i).evaluate(
        (el, [px, py]) => {
          const hit = document.elementFromPoint(px!, py!);
          return hit === el || el.contains(hit);
        },
        [x, y],
      ));
    const d = Math.hypot(x - cx, y - cy);
    if (inside && (!best || d < best.d)) best = { i, d };
  }
  if (!best) return null;
  // By its link, not its place in the list: markers drawn later (the next map, or the live map's
  // own) would shift `nth` onto another one before the click.
  const href = await markers.nth(best.i).getAttribute("href");
  return frame(page).locator(`a.${kind}-marker[href="${href}"]`).first();
}

test("server map: a bubble zooms in, zoom and pan links move, a pin opens its listing", async ({ page }) => {
  await page.goto("/?view=map&type=plot");
  await expect(frame(page).locator("a.cluster-marker").first()).toBeVisible();
  const bubble = (await markerInView(page, "cluster"))!;
  const before = Number(await frame(page).getAttribute("data-z"));
  await bubble.click();
  await expect(page).toHaveURL(/[?&]z=\d+/);
  expect(z(page)).toBeGreaterThan(before);
  await expect(page).toHaveURL(/type=plot/);

  const zoom = z(page);
  await page.getByRole("link", { name: "Zoom in", exact: true }).click();
  await expect.poll(() => z(page)).toBe(zoom + 1);
  const lng = Number(new URL(page.url()).searchParams.get("lng"));
  await page.getByRole("link", { name: "Move east", exact: true }).click();
  await expect.poll(() => Number(new URL(page.url()).searchParams.get("lng"))).toBeGreaterThan(lng);
  await page.getByRole("link", { name: "Move west", exact: true }).click();

  // Bubbles until pins: then a pin is a link to its listing.
  let pin = await markerInView(page, "price");
  for (let i = 0; i < 6 && !pin; i++) {
    const zoomed = Number(await frame(page).getAttribute("data-z"));
    await (await markerInView(page, "cluster"))!.click();
    // The next map is drawn (a client-side navigation has no load to wait for): only then are its
    // markers the ones to look at.
    await expect.poll(async () => Number(await frame(page).getAttribute("data-z"))).toBeGreaterThan(zoomed);
    pin = await markerInView(page, "price");
  }
  if (!pin) throw new Error("no price pin inside the map after six zooms");
  const href = await pin.getAttribute("href");
  expect(href).toMatch(/^\/listing\/\d+$/);
  await pin.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("with JavaScript: a touch starts maplibre where the server map was; Search this area keeps the filters", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "maplibre needs JavaScript");
  test.slow(); // WebGL in software
  await page.goto("/?view=map&type=plot&minPrice=100000");
  const first = frame(page).locator("a.cluster-marker").first();
  const text = await first.innerText();
  const at = await first.boundingBox();
  const box = (await frame(page).boundingBox())!;
  // The map's own code arrives after the page's (an island, decision 0050): touch it once it has.
  await expect(frame(page)).toHaveAttribute("data-ready", "");
  // Near its top-left corner: its bottom may lie under the cookie banner.
  await page.mouse.click(box.x + 60, box.y + 60);
  await expect(frame(page)).toHaveAttribute("data-phase", /live|failed/, { timeout: 15_000 });
  test.skip((await frame(page).getAttribute("data-phase")) === "failed", "no WebGL in this browser");
  // The same bubble where the server drew it: no jump.
  const live = page.locator(".maplibregl-marker.cluster-marker", { hasText: new RegExp(`^${text}$`) }).first();
  await expect(live).toBeVisible();
  // Measured from the map's corner: focusing the map may scroll the page to show all of it.
  const liveAt = (await live.boundingBox())!;
  const now = (await frame(page).boundingBox())!;
  expect(Math.abs(liveAt.x - now.x + liveAt.width / 2 - (at!.x - box.x + at!.width / 2))).toBeLessThan(3);
  expect(Math.abs(liveAt.y - now.y + liveAt.height / 2 - (at!.y - box.y + at!.height / 2))).toBeLessThan(3);

  // A drag, then "Search this area": the box as a filter beside the others, and its chip.
  await page.mouse.move(box.x + 200, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 320, box.y + 260, { steps: 6 });
  await page.mouse.up();
  await page.getByRole("button", { name: "Search this area" }).click();
  await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+/);
  await expect(page).toHaveURL(/type=plot/);
  await expect(page).toHaveURL(/minPrice=100000/);
  await expect(page.getByText("Map area")).toBeVisible();
  await page.getByRole("link", { name: "Remove Map area" }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(page).toHaveURL(/type=plot/);
});

test.describe("on a dense screen", () => {
  test.use({ deviceScaleFactor: 2 });
  const tile = (page: Page) => frame(page).locator("img.server-map__tile").first();
  const loadedAndHydrated = async (page: Page) => {
    await expect(frame(page)).toHaveAttribute("data-ready", "");
    await page.waitForFunction(() => document.readyState === "complete");
  };

  test("the server sends 256 px tiles; with JavaScript the sharp ones follow the page's load", async ({
    page,
    javaScriptEnabled,
  }) => {
    // The first screen's tiles are its largest paint: the page's own HTML offers no @2x twin.
    const html = await (await page.request.get("/?view=map")).text();
    expect(html).toMatch(/<img class="server-map__tile" src="https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png"/);
    expect(html).not.toMatch(/<img class="server-map__tile"[^>]*srcset/i);
    await page.goto("/?view=map");
    if (!javaScriptEnabled) {
      await expect(tile(page)).not.toHaveAttribute("srcset");
      return;
    }
    await loadedAndHydrated(page);
    await expect(tile(page)).toHaveAttribute("srcset", /^(\S+)\.png 1x, \1@2x\.png 2x$/);
  });

  test("a browser saving data keeps the 256 px tiles", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript no tile is ever swapped");
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
    await page.goto("/?view=map");
    await loadedAndHydrated(page);
    // One more frame for an effect the load event would have set off.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await expect(tile(page)).not.toHaveAttribute("srcset");
  });
});
