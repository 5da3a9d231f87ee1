// Smaller display defects in Chromium, with JavaScript and without: a listing whose
// main photo is portrait keeps its card the size of its neighbours at 390 px and 1280 px (the
// picture cropped to the card's 4:3), and its listing page shows the photo whole
// (docs/product.md#browsing, #listing-detail); on a phone, phone numbers read +91 98430 12345
// (docs/product.md#formatting). The page-by-page rules are in tests/integration/display-defects.test.ts.
import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { makeJpeg } from "../helpers/photos";
import { createListing, newSeller } from "./helpers/listing-form";
import { noTiles } from "./helpers/map";
import { DEMO_USERS, runIpHeaders, signIn } from "./helpers/session";

const SLOW = { timeout: 20_000 };
const RUN_IP = runIpHeaders();
test.use({ extraHTTPHeaders: RUN_IP });

/** Twice as tall as wide: the shape that used to stretch a card. */
const PORTRAIT = {
  name: "portrait.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from(makeJpeg(120, 240, (_x, y) => (y < 120 ? [40, 120, 200] : [200, 160, 40]))),
};

async function approve(browser: Browser, id: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: RUN_IP,
  });
  await noTiles(context);
  const admin = await context.newPage();
  await signIn(admin, DEMO_USERS.superadmin);
  await admin.goto(`/listing/${id}`);
  await admin.getByLabel("Status").selectOption("Approved");
  await admin.getByRole("button", { name: "Update status" }).click();
  await expect(admin.getByText("Status updated successfully")).toBeVisible(SLOW);
  await context.close();
}

type Box = { width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return { width: b.width, height: b.height };
};

/** The card of `title` on the home page and the card after it, once both pictures have loaded. */
async function cardAndNeighbour(page: Page, title: string) {
  await page.goto("/");
  const cards = page.locator(".listing-grid > li");
  const card = cards.filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(card).toHaveCount(1, SLOW);
  const portrait = card.locator(".listing-card__media img");
  // Card pictures load lazily: bring this one into view first.
  await card.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveJSProperty("complete", true);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth)).toBe(true);
  const neighbour = card.locator("xpath=following-sibling::li[1]");
  return { card, neighbour };
}

async function expectCardLikeItsNeighbour(page: Page, title: string) {
  const { card, neighbour } = await cardAndNeighbour(page, title);
  const media = await box(card.locator(".listing-card__media"));
  // The picture box keeps 4:3 whatever the photo.
  expect(Math.abs(media.height - (media.width * 3) / 4)).toBeLessThan(2);
  expect(Math.abs(media.height - (await box(neighbour.locator(".listing-card__media"))).height)).toBeLessThan(2);
  // The whole card: as tall as its neighbour, give or take a line of title.
  const own = await box(card);
  const next = await box(neighbour);
  expect(Math.abs(own.height - next.height)).toBeLessThan(50);
  // Cropped to fill, centred.
  await expect(card.locator(".listing-card__media img")).toHaveCSS("object-fit", "cover");
}

test.describe("a portrait main photo", () => {
  test.beforeEach(async ({ context }) => noTiles(context));

  test.describe(() => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "once, with JavaScript (decision 0042)");
    test("its card matches its neighbours at 1280 px and 390 px; the listing page shows it whole", async ({
      page,
      browser,
      javaScriptEnabled,
    }) => {
      // Cards and the gallery are the same server HTML and CSS without JavaScript (decision 0042).
      test.setTimeout(240_000);
      await newSeller(page, javaScriptEnabled ? "dd-js" : "dd-nojs");
      const title = `Tall photo ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
      const id = await createListing(page, title, [PORTRAIT], javaScriptEnabled);
      await approve(browser, id, javaScriptEnabled);

      await page.setViewportSize({ width: 1280, height: 900 });
      await expectCardLikeItsNeighbour(page, title);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectCardLikeItsNeighbour(page, title);

      // The listing page: the whole photo, not a band cut from its middle.
      await page.goto(`/listing/${id}`);
      const main = page.locator(".listing-gallery__main img");
      await expect(main).toHaveJSProperty("complete", true);
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const shown = await main.evaluate((img: HTMLImageElement) => {
        const fit = getComputedStyle(img).objectFit;
        const r = img.getBoundingClientRect();
        return { fit, boxRatio: r.width / r.height, photoRatio: img.naturalWidth / img.naturalHeight };
      });
      // Either the frame has the photo's own shape, or the photo is fitted inside it.
      if (Math.abs(shown.boxRatio - shown.photoRatio) > 0.02) expect(shown.fit).toBe("contain");
      expect((await box(main)).height).toBeLessThanOrEqual(844);
    });
  });
});

test.describe("phone numbers on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the profile shows the number as +91 98430 12345", async ({ page }) => {
    await signIn(page, DEMO_USERS.buyer);
    await page.goto("/profile");
    await expect(page.getByText("+91 98430 12345", { exact: true })).toBeVisible();
    await expect(page.getByText("+919843012345")).toHaveCount(0);
  });
});
