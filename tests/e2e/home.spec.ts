// Home page `/`: list view, filters (bar, Search dialog, compact bar), paging, map view.
// Runs in every project ("js", "nojs", "phone"); tests that need JavaScript skip themselves.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { mapSettled, zoomToPricePill } from "./helpers/map";
import { hydrated } from "./helpers/hydrated";

const cards = (page: Page) => page.locator(".listing-card");
const typeToggle = (page: Page, name: string) =>
  page.getByRole("form", { name: "Property types" }).getByRole("button", { name, exact: true });

/** Every card passes `check`, once the list has caught up with the URL (React may commit a moment after it). */
async function expectEveryCard(page: Page, check: (text: string) => boolean) {
  await expect.poll(async () => (await cards(page).allInnerTexts()).filter((text) => !check(text))).toEqual([]);
}

test.describe("list view", () => {
  test.describe(() => {
    test.skip(
      ({ javaScriptEnabled }) => !javaScriptEnabled,
      "server HTML and a server redirect, the same without JavaScript (decision 0035)",
    );
    test("browse: cards link to listings, toggle reads View on Map", async ({ page }) => {
      await page.goto("/");
      await expect(cards(page).first()).toBeVisible();
      expect(await cards(page).count()).toBeLessThanOrEqual(12);
      const first = cards(page).first();
      await expect(first.locator("a.listing-card__link")).toHaveAttribute("href", /^\/listing\/\d+$/);
      await expect(first).toContainText("₹");
      await expect(first).toContainText(/cents|acres/);
      await expect(page.getByRole("link", { name: "View on Map" })).toBeVisible();
      // Only the first card's picture loads at once, at high priority; the rest lazily; all at 375 px.
      await expect(page.locator(".listing-card img:not([loading=lazy])")).toHaveCount(
        await first.locator("img").count(),
      );
      if (await first.locator("img").count())
        await expect(first.locator("img")).toHaveAttribute("fetchpriority", "high");
      const lazy = page.locator(".listing-card img[loading=lazy]");
      if (await lazy.count()) await expect(lazy.first()).toHaveAttribute("width", "375");
    });
  });

  test("type toggles filter through the URL (with or without JavaScript)", async ({ page }) => {
    await page.goto("/");
    await typeToggle(page, "Plot").click();
    await expect(page).toHaveURL(/[?&]type=plot(&|$)/);
    await expect(typeToggle(page, "Plot")).toHaveAttribute("aria-pressed", "true");
    await expectEveryCard(page, (t) => t.includes("Plot"));
    await typeToggle(page, "Villa").click();
    await expect(page).toHaveURL(/[?&]type=plot(,|%2C)villa(&|$)/);
    await expectEveryCard(page, (t) => t.includes("Plot") || t.includes("Villa"));
    await expect(page.getByRole("link", { name: "Filters 2 selected" })).toBeVisible();
    await typeToggle(page, "Plot").click();
    await typeToggle(page, "Villa").click();
    await expect(page).toHaveURL(/\/\??$/);
  });

  test("paginate with Next, numbered pages and Previous", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Pagination" });
    await expect(nav.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await expect(nav.getByText("More pages")).toBeAttached();
    const firstTitle = await cards(page).first().innerText();
    await nav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // Without JavaScript that was a page load: until its stylesheets arrive, the phone's compact
    // pager is not hidden yet (a browser paints nothing before them; the DOM is there already).
    await page.waitForLoadState();
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Page 1" })).toBeVisible();
    expect(await cards(page).first().innerText()).not.toBe(firstTitle);
    await nav.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe(() => {
    test.skip(
      ({ javaScriptEnabled }) => !javaScriptEnabled,
      "server HTML and a server redirect, the same without JavaScript (decision 0035)",
    );
    test("a page past the end goes back to page 1; unknown filters show the empty state", async ({ page }) => {
      await page.goto("/?type=plot&page=100000");
      await expect(page).toHaveURL(/\/\?type=plot$/);
      await expect(cards(page).first()).toBeVisible();
      // A rare combination: either matching cards or the empty state, never an error.
      await page.goto("/?type=commercial&location=Kuruntha%20Malai,Melpaviyur");
      if (!(await cards(page).count())) await expect(page.getByText("No listings found")).toBeVisible();
    });
  });

  test("the view toggle keeps the filters and sets page 1", async ({ page, javaScriptEnabled }) => {
    await page.goto("/?type=villa");
    // With JavaScript the link gains live=1 once the page runs: wait for that, not a race.
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole("link", { name: "View on Map" }).click();
    // From a page running scripts the live map starts at once (live=1).
    await expect(page).toHaveURL(
      javaScriptEnabled ? /\?type=villa&view=map&page=1&live=1$/ : /\?type=villa&view=map&page=1$/,
    );
    await page.getByRole("link", { name: "View on List" }).first().click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await expect(page).toHaveURL(/[?&]type=villa/);
    await expect(page.getByRole("link", { name: "View on Map" })).toBeVisible();
  });
});

test.describe("Search dialog (JavaScript)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the modal needs JavaScript; see the no-JS panel test");

  test("filter by type and location, badge counts both, Clear All empties", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /^Filters/ }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/); // opened in place, not through ?filters=open
    await dialog.getByRole("checkbox", { name: "Villa" }).check();
    await dialog.getByRole("tab", { name: "Location" }).click();
    await dialog.getByPlaceholder("Search location...").fill("PEEL");
    await expect(dialog.getByRole("checkbox")).toHaveCount(1);
    await dialog.getByRole("checkbox", { name: "Peelamedu" }).check();
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/coimbatore\/peelamedu\/villas$/);
    await expect(page.getByRole("link", { name: "Filters 2 selected" })).toBeVisible();
    await expectEveryCard(page, (t) => t.includes("Villa") && t.includes("Peelamedu"));

    // Reopening starts on the Filters tab (the last tab is not remembered).
    await page.getByRole("link", { name: /^Filters/ }).click();
    await expect(dialog.getByRole("tab", { name: "Filters" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("button", { name: "Clear All" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Villa" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Filters", exact: true })).toBeVisible();
  });

  test("compact bar: opens on typing, at most 5 matches, toggles a locality, closes outside", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const input = page.locator('input[placeholder="Search..."]:visible').first();
    await input.focus();
    const menu = page.getByRole("list", { name: "Matching localities" });
    await expect(menu).toHaveCount(0);
    await input.fill("a");
    await expect(menu.getByRole("checkbox")).toHaveCount(5);
    await input.fill("SAI");
    await expect(menu.getByRole("checkbox")).toHaveCount(1);
    // The box follows the URL: click, then wait for the navigation to land.
    await menu.getByRole("checkbox", { name: "Saibaba Colony" }).click();
    await expect(page).toHaveURL(/\/coimbatore\/saibaba-colony$/);
    await expect(menu.getByRole("checkbox", { name: "Saibaba Colony" })).toBeChecked();
    await page.locator("body").click({ position: { x: 5, y: 600 } });
    await expect(menu).toBeHidden();
    // The chip of the selected area removes it.
    await page.getByRole("link", { name: "Remove Saibaba Colony" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("map view: bubbles zoom in to price pills, popup with the unit price, close button", async ({ page }) => {
    await page.goto("/?type=plot");
    await page.getByRole("link", { name: "View on Map" }).click();
    await expect(page).toHaveURL(/view=map/);
    const failed = page.locator('.server-map__frame[data-phase="failed"]');
    await expect(mapSettled(page)).toBeVisible({ timeout: 15_000 });
    if (await failed.isVisible()) {
      // Headless browsers without WebGL get the friendly fallback, never a crash.
      await expect(page.getByRole("link", { name: "View on List" }).first()).toBeVisible();
      return;
    }
    await expect(page.getByText("© OpenStreetMap contributors")).toBeVisible();
    const marker = await zoomToPricePill(page);
    await marker.evaluate((el: HTMLElement) => el.click());
    const popup = page.locator(".map-popup");
    await expect(popup).toContainText("/cent");
    await expect(popup.getByRole("link", { name: "View details" })).toHaveAttribute("href", /^\/listing\/\d+$/);
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
  });

  test("map view in a browser without WebGL2: the server map stays, never a crash", async ({ page }) => {
    // maplibre-gl 6 draws with WebGL2 only; old phones and some locked-down browsers have none.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type === "webgl2") return null;
        return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof getContext;
    });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/?view=map&type=plot&live=1");
    // The server map stays, its pins and bubbles still links (docs/product.md#the-server-map).
    await expect(page.locator('.server-map__frame[data-phase="failed"]')).toBeVisible();
    await expect(
      page.locator(".server-map__frame a.cluster-marker, .server-map__frame a.price-marker").first(),
    ).toBeVisible();
    await expect(page.getByText("Loading map…")).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("maplibre is not loaded on the list view", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" || r.resourceType() === "stylesheet") scripts.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((u) => u.includes("map-engine") || u.includes("maplibre"))).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "checks the plain-HTML fallbacks");

  test("Search panel: a GET form of types and localities", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /^Filters/ }).click();
    await expect(page).toHaveURL(/filters=open/);
    const panel = page.getByRole("region", { name: "Search" });
    await panel.getByRole("checkbox", { name: "Villa" }).check();
    await panel.getByRole("checkbox", { name: "Peelamedu" }).check();
    await panel.getByRole("checkbox", { name: "RS Puram" }).check();
    await panel.getByRole("button", { name: "Search" }).click();
    // Repeated form values come back joined with commas, as a shareable URL.
    await expect(page).toHaveURL(/\?type=villa&location=Peelamedu(,|%2C)RS(\+|%20)Puram$/);
    await expect(page.getByRole("link", { name: "Filters 3 selected" })).toBeVisible();
    await expectEveryCard(page, (t) => t.includes("Villa") && (t.includes("Peelamedu") || t.includes("RS Puram")));
    await page.getByRole("link", { name: /^Filters/ }).click();
    await page.getByRole("region", { name: "Search" }).getByRole("link", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/\?filters=open$/);
  });

  test("compact bar: submitting q lists matching localities as links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?type=plot");
    await page.locator('input[placeholder="Search..."]:visible').first().fill("peel");
    await page.locator('input[placeholder="Search..."]:visible').first().press("Enter");
    await expect(page).toHaveURL(/q=peel/);
    const results = page.getByRole("region", { name: /Locations matching/ });
    await results.getByRole("link", { name: "Peelamedu" }).click();
    await expect(page).toHaveURL(/\/coimbatore\/peelamedu\/plots$/);
  });
});

test.describe("phone, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("one column, no sideways scrolling, filter chips shown, controls reachable", async ({ page }) => {
    await page.goto("/?location=Peelamedu");
    await expect(cards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = await cards(page).evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().left));
    if (boxes.length === 2) expect(boxes[0]).toBe(boxes[1]);
    await expect(page.getByRole("list", { name: "Filters in use" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View on Map" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Filters/ })).toBeVisible();
    await expect(page.locator('input[placeholder="Search..."]:visible').first()).toBeVisible();
  });
});
