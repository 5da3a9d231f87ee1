// The listing form without JavaScript (docs/product.md#listings) on a 390 px phone (the same
// server HTML as at 1280 px: once, decision 0042): each stored photo has a "Main photo" radio,
// and the chosen one becomes the listing's main photo on create and on edit; a form refused for
// a field (enough credits) never says "Check your credits"; a click on the map sets the spot
// (docs/product.md#picking-the-location-without-javascript) and Enter still adds a location
// feature. Runs in the nojs project only (with JavaScript the picker's "Make main" does it:
// listings.spec.ts; the live map picks the spot in the browser).
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { BLUE, fillListing, RED } from "./helpers/listing-form";
import { noTiles } from "./helpers/map";
import { DEMO_USERS, runIpHeaders, signIn } from "./helpers/session";

const SLOW = { timeout: 20_000 };

test.use({ extraHTTPHeaders: runIpHeaders() });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the no-JavaScript form");

const uniqueTitle = (p: string) => `${p} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

/** The listing page's pictures, main first, as the upload ids in their URLs. */
async function galleryPhotoIds(page: Page): Promise<string[]> {
  await expect(page.locator(".listing-page img[src*='/images/photos/']").first()).toBeVisible(SLOW);
  const srcs = await page
    .locator(".listing-page img[src*='/images/photos/']")
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
  return [...new Set(srcs.map((src) => src.match(/photos\/([a-f0-9]{32})\//)?.[1] ?? ""))].filter(Boolean);
}

const mainRadio = (page: Page, n: number) => page.getByRole("radio", { name: `Main photo: photo ${n}` });

async function chooseSecondAsMain(page: Page) {
  await noTiles(page.context());
  await signIn(page, DEMO_USERS.seller);
  await page.goto("/create-listing");
  const title = uniqueTitle("Main photo");
  // A price of its own: the demo seller's same locality, type and price would first be asked
  // "You already listed this property" (docs/product.md#trust).
  await fillListing(page, title, 2_000_000 + Math.floor(Math.random() * 1_000_000));
  // Photos sent with a valid form (here with a list's Add) are stored and come back, each with
  // its "Keep" box and "Main photo" radio.
  await page.getByLabel("Add photos").setInputFiles([RED, BLUE]);
  await page.getByLabel("Add an amenity").fill("Compound wall");
  await page.getByRole("button", { name: "Add amenity" }).click();
  await expect(page.getByRole("checkbox", { name: "Keep photo 2" })).toBeChecked(SLOW);
  await expect(mainRadio(page, 1)).toBeChecked();
  await expect(mainRadio(page, 2)).not.toBeChecked();
  const uploads = await page
    .locator("input[name='mainPhoto']")
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
  expect(uploads).toHaveLength(2);
  await mainRadio(page, 2).check();
  await page.getByRole("button", { name: "Create Listing (20 credits)" }).click();
  await expect(page.getByText("Listing created successfully")).toBeVisible(SLOW);
  await page.getByRole("link", { name: "View listing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await galleryPhotoIds(page)).toEqual([uploads[1], uploads[0]]);

  // On edit: the radio of the main photo is checked; choosing photo 2 makes the first one main again.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit Listing" })).toBeVisible();
  await expect(mainRadio(page, 1)).toBeChecked();
  await mainRadio(page, 2).check();
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page.getByText("Listing updated successfully")).toBeVisible(SLOW);
  expect(await galleryPhotoIds(page)).toEqual([uploads[0], uploads[1]]);
}

/** A form with every field but no photo, from a seller with credits: refused, credits not blamed. */
async function refusedWithoutPhoto(page: Page) {
  await noTiles(page.context());
  await signIn(page, DEMO_USERS.seller);
  await page.goto("/create-listing");
  await fillListing(page, uniqueTitle("No photo"));
  await page.getByRole("button", { name: "Create Listing (20 credits)" }).click();
  await expect(page.getByText("Please upload atleast one image")).toBeVisible(SLOW);
  await expect(page.getByText("Failed to create listing", { exact: true })).toBeVisible();
  await expect(page.getByText(/Check your credits/)).toHaveCount(0);
}

/** A click on the map sets Latitude and Longitude from where it landed; Enter adds a location feature. */
async function pickOnTheMap(page: Page) {
  await noTiles(page.context());
  await signIn(page, DEMO_USERS.seller);
  await page.goto("/create-listing");
  const title = uniqueTitle("Map pick");
  await page.getByLabel("Title").fill(title);
  // Enter in a box presses the form's first submit button: still the Location features' Add.
  await page.getByLabel("Add a location feature").fill("Near the school");
  await page.getByLabel("Add a location feature").press("Enter");
  await expect(page.getByRole("button", { name: "Remove location feature: Near the school" })).toBeVisible(SLOW);
  await expect(page.getByLabel("Latitude")).toHaveValue("");

  // Drawn round RS Puram (11.009, 76.95) at zoom 13; 100 px right of and 50 px above the middle
  // of the 300 x 256 map is 11.013213, 76.958583 (tests/unit/location-pick.test.ts has the maths).
  const map = page.getByRole("button", { name: /^Map: click the listing's spot/ });
  await map.click({ position: { x: 250, y: 78 } });
  await expect(page.getByText("Location set to 11.013213, 76.958583.")).toBeVisible(SLOW);
  await expect(page.getByLabel("Latitude")).toHaveValue("11.013213");
  await expect(page.getByLabel("Longitude")).toHaveValue("76.958583");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("button", { name: "Remove location feature: Near the school" })).toBeVisible();
  await expect(page.locator(".map-pick__marker")).toBeVisible();

  // Zoom in: the same spot, a closer map.
  await page.getByRole("button", { name: "Zoom the map in" }).click();
  await expect(page.locator("input[name='mapZoom']")).toHaveValue("14", SLOW);
  await expect(page.getByLabel("Latitude")).toHaveValue("11.013213");
}

test.describe("The listing form without JavaScript on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the second photo chosen as main becomes the listing's main photo", async ({ page }) => {
    // Five form posts, four page loads and two sign-in steps on a shared two-core machine.
    test.setTimeout(180_000);
    await chooseSecondAsMain(page);
  });

  test("a missing photo says 'Failed to create listing', not 'Check your credits'", async ({ page }) => {
    test.slow();
    await refusedWithoutPhoto(page);
  });

  test("a click on the map sets the spot; Enter still adds a location feature", async ({ page }) => {
    test.slow();
    await pickOnTheMap(page);
  });
});
