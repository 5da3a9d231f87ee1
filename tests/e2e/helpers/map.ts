// The home map (app/components/map): listings start as count bubbles that a tap zooms into,
// and become price pills once zoomed in.
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";

/** Map tiles come from the internet, which the test machine does not have: answer with nothing. */
export async function noTiles(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: "" }));
}

/**
 * Opens the home map with its street tiles failing (as offline, so the localities are drawn) and
 * returns its first count bubble; skips the test in a browser without WebGL.
 */
export async function openMapOffline(page: Page): Promise<Locator> {
  await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
  // live=1: maplibre starts at once over the server map (docs/product.md#the-server-map).
  await page.goto("/?view=map&live=1");
  const failed = page.locator('.server-map__frame[data-phase="failed"]');
  await expect(page.locator('.server-map__frame[data-phase="live"]').or(failed)).toBeVisible({ timeout: 15_000 });
  test.skip(await failed.isVisible(), "no WebGL in this browser");
  const bubble = page.locator(".cluster-marker").first();
  await expect(bubble).toBeVisible();
  return bubble;
}

/** A bubble or a pill once the map has drawn, or the "could not start" note (no WebGL). */
export function mapSettled(page: Page): Locator {
  return page.locator('.server-map__frame[data-phase="live"], .server-map__frame[data-phase="failed"]');
}

/**
 * Taps bubbles (in the page: one may sit partly outside the map's frame) until a price pill
 * shows; returns it.
 */
export async function zoomToPricePill(page: Page): Promise<Locator> {
  const pill = page.locator(".price-marker").first();
  for (let i = 0; i < 6 && !(await pill.isVisible()); i++) {
    await page
      .locator(".cluster-marker")
      .first()
      .evaluate((el: HTMLElement) => el.click());
    await expect(pill)
      .toBeVisible({ timeout: 4_000 })
      .catch(() => {});
  }
  await expect(pill).toBeVisible();
  return pill;
}
