// Nothing on a page moves when its scripts arrive (docs/product.md#speed). On a slow phone a
// page is read for seconds before React hydrates it; anything rendered only before or only after
// hydration that takes up room pushes the listings under the reader's thumb. The scripts are
// held back until the server's page has painted, so hydration always comes after a paint.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { signIn } from "./helpers/session";
import { hydrated } from "./helpers/hydrated";

/**
 * Opens `path` with its scripts held until it has painted (`painted` shows); returns the layout
 * shift it then suffered.
 */
async function shiftWhileHydrating(
  page: Page,
  path: string,
  painted = ".listing-card",
  /** What shows once the page's late parts (an island) have hydrated too. */
  ready?: string,
): Promise<number> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__shift += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator(painted).first()).toBeVisible();
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  release();
  await hydrated(page);
  if (ready) await expect(page.locator(ready)).toBeAttached();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await page.unroute("**/assets/*.js");
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration needs JavaScript");

  test("the home list does not move when it hydrates", async ({ page }) => {
    expect(await shiftWhileHydrating(page, "/")).toBe(0);
  });

  test("the map view and its list do not move when they hydrate", async ({ page }) => {
    expect(
      await shiftWhileHydrating(page, "/?view=map", ".server-map__list li", ".server-map__frame[data-ready]"),
    ).toBe(0);
  });

  test("a listing page does not move when it hydrates", async ({ page }) => {
    await page.goto("/");
    const listing = await page.locator(".listing-card a.listing-card__link").first().getAttribute("href");
    expect(await shiftWhileHydrating(page, listing as string, "h1")).toBe(0);
  });

  test("a seller's page does not move when it hydrates", async ({ page }) => {
    // Seller pages are for signed-in users.
    await signIn(page);
    await page.goto("/");
    const listing = await page.locator(".listing-card a.listing-card__link").first().getAttribute("href");
    await page.goto(listing as string);
    const seller = await page.locator('.listing-contact a[href^="/seller/"]').first().getAttribute("href");
    expect(await shiftWhileHydrating(page, seller as string)).toBe(0);
    // Without JavaScript the filters need their button; once hydrated each change applies at once.
    await expect(page.getByRole("button", { name: "Apply filters" })).toBeHidden();
  });
});

test("without JavaScript a seller's filters apply with their button", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the button is for pages without scripts");
  await signIn(page);
  await page.goto("/");
  const listing = await page.locator(".listing-card a.listing-card__link").first().getAttribute("href");
  await page.goto(listing as string);
  const seller = (await page.locator('.listing-contact a[href^="/seller/"]').first().getAttribute("href")) as string;
  await page.goto(seller);
  await page.getByRole("checkbox", { name: "Plot" }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]type=plot/);
  await expect(page.getByRole("checkbox", { name: "Plot" })).toBeChecked();
});
