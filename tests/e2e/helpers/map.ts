// The home map (app/components/map): listings start as count bubbles that a tap zooms into,
// and become price pills once zoomed in.
import { expect, type Locator, type Page } from "@playwright/test";

/** A bubble or a pill once the map has drawn, or the "could not start" note (no WebGL). */
export function mapSettled(page: Page): Locator {
  return page.locator(".price-marker, .cluster-marker").first().or(page.getByText("the map could not start"));
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
