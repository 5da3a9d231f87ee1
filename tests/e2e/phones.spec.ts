// Phones first (docs/product.md#layout): what a buyer on a 390 px phone (project `phone`) and on a
// 800 px tablet (project `tablet`) meets, with JavaScript on and, where it matters, off. Runs in
// those two projects only (playwright.config.ts).
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { firstListingPath } from "./helpers/axe";
import { openDropdown } from "./helpers/dropdown";
import { openMapOffline, zoomToPricePill } from "./helpers/map";
import { newVerifiedAccount, runIpHeaders } from "./helpers/session";

test.use({ extraHTTPHeaders: runIpHeaders() });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Small controls (not the stretched card links) that the floating chat bubble covers now. */
function controlsUnderBubble(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bubble = document.querySelector(".whatsapp-float");
    if (!bubble || getComputedStyle(bubble).display === "none") return [];
    const b = bubble.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of document.querySelectorAll("a, button, input, select, summary, textarea")) {
      if (el === bubble || bubble.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || r.width > 250 || r.height > 250) continue;
      if (getComputedStyle(el).visibility === "hidden") continue;
      if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom) {
        hits.push(el.outerHTML.slice(0, 100));
      }
    }
    return hits;
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box | null, b: Box | null) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

/** A public listing of a built type with square feet (the seed's villas have them). */
async function villaPath(page: Page): Promise<string> {
  await page.goto("/?type=villa");
  const href = await page.locator('a[href^="/listing/"]').first().getAttribute("href");
  if (!href) throw new Error("no villa on /?type=villa");
  return href;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "JavaScript on" : "JavaScript off", () => {
    test.use({ javaScriptEnabled });

    test("listing page: action bar on phones, two-column facts, unit price, Social Links card", async ({ page }) => {
      await page.goto(await villaPath(page));
      const bar = page.locator(".listing-action-bar");
      const contact = page.getByRole("complementary", { name: "Contact and share" });
      if (isPhone(page)) {
        // The bar holds Enquire, Share and the heart; the chat bubble is gone from this page.
        await expect(bar.getByRole("link", { name: "Enquire on WhatsApp" })).toBeVisible();
        await expect(bar.getByText("Share", { exact: true })).toBeVisible();
        await expect(bar.getByRole("button", { name: "Sign in to add to favourites" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toBeHidden();
        await expect(contact.getByRole("link", { name: "Enquire on WhatsApp" })).toBeHidden();
        const box = await bar.boundingBox();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(page.viewportSize()?.height ?? 0, 0);
      } else {
        await expect(bar).toBeHidden();
        await expect(contact.getByRole("link", { name: "Enquire on WhatsApp" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
      }
      expect(await controlsUnderBubble(page)).toEqual([]);

      // Facts: two boxes side by side at least (a phone used to get one tall column).
      const lefts = await page
        .locator(".listing-facts__item")
        .evaluateAll((els) => els.slice(0, 2).map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(lefts[0]).toBe(lefts[1]);

      // A villa with square feet is priced per square foot, not per cent.
      await expect(page.locator(".listing-price")).toContainText(/₹[\d,]+\/sq ft/);
      await expect(page.locator(".listing-price")).not.toContainText("/cent");

      // Social Links: plain share links, and the link itself.
      const social = page.locator(".social-links");
      await expect(social.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\?text=/,
      );
      await expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com\/sharer/);
      await expect(social.getByRole("link", { name: "X" })).toHaveAttribute("href", /^https:\/\/x\.com\/intent\/post/);
      await expect(social.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:\?subject=/);
      await expect(page.getByRole("textbox", { name: "Listing link" })).toHaveValue(/\/listing\/\d+$/);
      await expect(page.getByText("You can manage this listing")).toHaveCount(0);
      if (javaScriptEnabled) {
        // Copying says so in the old client's words.
        await page.getByRole("button", { name: "Copy link" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
      }

      // Nothing wider than the screen; on a phone the gallery turns a photo to fill it.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (isPhone(page) && javaScriptEnabled) {
        await page
          .getByRole("link", { name: /View all \d+ images?/ })
          .first()
          .click();
        await page.getByRole("link", { name: "Rotate" }).click();
        await expect(page.getByRole("dialog")).toHaveAttribute("data-rotated", "true");
      }
    });

    test("home: every filter is a removable chip with Clear all; the pager fits; toggles reachable", async ({
      page,
    }) => {
      // Nothing matches: the chips still show why, and how to undo it.
      await page.goto("/?type=commercial&location=Karamadai&bhk=6&dtcp=1");
      const chips = page.getByRole("list", { name: "Filters in use" });
      for (const label of ["Commercial", "Karamadai", "6 BHK", "DTCP approved"]) {
        await expect(chips.getByText(label, { exact: true })).toBeVisible();
      }
      await chips.getByRole("link", { name: "Remove Karamadai" }).click();
      await expect(page).toHaveURL(/\?type=commercial&bhk=6&dtcp=1$/);
      await page.getByRole("link", { name: "Clear all" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("list", { name: "Filters in use" })).toHaveCount(0);

      // Type toggles: each reachable; on a tablet none hides behind "View on Map".
      const view = await page.getByRole("link", { name: "View on Map" }).boundingBox();
      for (const name of ["Plot", "Agri Land", "Commercial"]) {
        const toggle = page.getByRole("button", { name, exact: true });
        await toggle.scrollIntoViewIfNeeded();
        await expect(toggle).toBeInViewport({ ratio: 1 });
        if (!isPhone(page)) expect(overlap(await toggle.boundingBox(), view)).toBe(false);
      }
      expect(await controlsUnderBubble(page)).toEqual([]);

      // Pager: a phone gets first page, a window around the current one, Next, on one row.
      await page.goto("/?page=6");
      const pager = page.getByRole("navigation", { name: "Pagination" });
      const visible = async (n: number) => pager.getByRole("link", { name: `Page ${n}`, exact: true }).isVisible();
      expect(await visible(1)).toBe(true);
      expect(await visible(5)).toBe(true);
      expect(await visible(7)).toBe(isPhone(page));
      expect(await visible(2)).toBe(!isPhone(page));
      const rows = await pager.boundingBox();
      if (isPhone(page)) expect(rows?.height).toBeLessThan(60);
      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=7/);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await controlsUnderBubble(page)).toEqual([]);
    });
  });
}

test.describe(() => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 768,
    "the theme does not depend on the width: once, on the phone",
  );
  test("theme: System follows the device live, the footer writes local storage", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/terms");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    // The phone switches to light at sunrise: no reload needed.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveClass(/\blight\b/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);

    const footer = page.getByRole("form", { name: "Theme" });
    await footer.getByRole("button", { name: "Light" }).click();
    await expect(footer.getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "true");
    const stored = () => page.evaluate(() => localStorage.getItem("theme"));
    await expect.poll(stored).toBe("light");
    await expect(html).toHaveClass(/\blight\b/);
    await footer.getByRole("button", { name: "System" }).click();
    await expect(footer.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(stored).toBe("system");
    await expect(html).toHaveClass(/\bdark\b/);
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test.describe(() => {
    test.skip(
      ({ viewport }) => (viewport?.width ?? 0) >= 768,
      "the theme does not depend on the width: once, on the phone",
    );
    test("theme: a phone in dark mode gets the dark theme without JavaScript", async ({ page }) => {
      const background = () =>
        page.evaluate(() => getComputedStyle(document.querySelector(".radix-themes") as Element).backgroundColor);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/terms");
      await expect(page.locator("html")).toHaveClass("system");
      const dark = await background();
      await page.emulateMedia({ colorScheme: "light" });
      const light = await background();
      expect(dark).not.toBe(light);
      // Dark means a dark page: each channel of the background well under half.
      const channels = (dark.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      expect(Math.max(...channels)).toBeLessThan(80);
    });
  });
});

test("signed in: heart in the action bar, toasts clear of open menus, menus close right", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // a new account and several menus on a phone
  await newVerifiedAccount(page, { prefix: "phones" });
  const listing = await firstListingPath(page);
  await page.goto(listing);
  const scope = isPhone(page) ? page.locator(".listing-action-bar") : page.locator(".listing-contact");
  await scope.getByRole("button", { name: "Add to favourites" }).click();
  await expect(scope.getByRole("button", { name: "Remove from favourites" })).toBeVisible();

  // Remove it from the open favourites menu: the menu stays open and the toast does not cover it.
  const menu = await openDropdown(page, /Favourites/);
  await menu.getByRole("button", { name: /^Remove .* from favourites$/ }).click();
  const toast = page.getByRole("status").filter({ hasText: "Removed from favourites" });
  await expect(toast).toBeVisible();
  await expect(menu).toHaveAttribute("open", "");
  await expect(menu.getByText("No favorites yet")).toBeVisible();
  expect(overlap(await toast.boundingBox(), await menu.locator(".dropdown__panel").boundingBox())).toBe(false);
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");

  // An unknown seller: the not-found page (docs/decisions/0024).
  const unknown = await page.goto("/seller/nobody-at-all-here");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("Sorry, we couldn't find this page.")).toBeVisible();

  if (!isPhone(page)) {
    // The credits menu (1024 px and up): its icon is not a rupee sign; Escape and outside clicks close it.
    await page.setViewportSize({ width: 1100, height: 900 });
    const trigger = page.locator("summary.dropdown__trigger").filter({ hasText: /credits/ });
    await expect(trigger).not.toContainText("₹");
    const credits = await openDropdown(page, /credits/);
    await page.keyboard.press("Escape");
    await expect(credits).not.toHaveAttribute("open", "");
    await openDropdown(page, /credits/);
    await page.mouse.click(8, 500);
    await expect(credits).not.toHaveAttribute("open", "");
  }

  // A session the server no longer knows: signed out, and the dead cookie is removed.
  await context.clearCookies();
  await context.addCookies([{ name: "session-token", value: "no-such-session", url: baseURL! }]);
  await page.goto("/");
  await expect(page.locator("summary.dropdown__trigger").filter({ hasText: /Favourites/ })).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain("session-token");
});

test.describe(() => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 768,
    "the popup and label clash on phones; the map is the same on a tablet",
  );
  test("map: count bubbles zoom in to price pills; popup clear of the label; localities when tiles fail", async ({
    page,
  }) => {
    test.slow(); // WebGL in software, and a few zooms
    // No street tiles (as offline): the localities are drawn instead.
    const bubble = await openMapOffline(page);
    const label = page.locator(".listings-map__status");
    await expect(label).toContainText("Street map unavailable: localities shown");
    await expect(page.locator(".locality-label")).toHaveCount(40);
    await expect(page.locator(".locality-label").filter({ hasText: "RS Puram" })).toHaveCount(1);
    await expect(bubble).toHaveAccessibleName(/^\d+ properties: zoom in$/);

    // Tap bubbles until price pills show (each tap zooms in to split the bubble).
    const pill = await zoomToPricePill(page);
    await pill.evaluate((el: HTMLElement) => el.click());
    const popup = page.locator(".map-popup");
    await expect(popup.getByRole("link", { name: "View details" })).toBeVisible();
    await expect(popup).toContainText(/\/(cent|sq ft)/);
    // The popup settles below the label, never over "N properties here".
    await expect(async () => {
      expect(overlap(await popup.boundingBox(), await label.boundingBox())).toBe(false);
    }).toPass({ timeout: 5_000 });
    await expect(label).toBeInViewport();
  });
});

test.describe("on a dense screen", () => {
  test.use({ deviceScaleFactor: 2 });

  test.describe(() => {
    test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the same map on a tablet");
    test("map: its canvas is drawn at one pixel per CSS pixel (the tiles are 256 px pictures, the markers HTML)", async ({
      page,
    }) => {
      const bubble = await openMapOffline(page);
      const canvas = page.locator("canvas.maplibregl-canvas");
      const [width, cssWidth] = await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.clientWidth]);
      expect(cssWidth).toBeGreaterThan(300);
      expect(width).toBe(cssWidth);
      await expect(bubble).toBeInViewport();
    });
  });
});
