// The listing form in the browser (docs/product.md#listings): fill every required field and
// create a listing, with JavaScript or without. Shared by the listings and admin specs.
import { expect, type Page, test } from "@playwright/test";
import { makeJpeg } from "../../helpers/photos";
import { newVerifiedAccount } from "./session";

const SLOW = { timeout: 20_000 };

export const photo = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: "image/jpeg",
  buffer: Buffer.from(makeJpeg(80, 60, () => rgb)),
});
export const RED = photo("red.jpg", [220, 30, 30]);
export const BLUE = photo("blue.jpg", [30, 30, 220]);

/** Fills every required field (and one amenity, through its Add button) of the listing form. */
export async function fillListing(page: Page, title: string, price = 2500000) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("A level corner plot near the park.");
  await page.getByLabel("Price (₹)").fill(String(price));
  await page.getByLabel("Land area (sq ft)").fill("2178");
  await page.getByLabel("Latitude").fill("11.0089");
  await page.getByLabel("Longitude").fill("76.9507");
  await page.getByLabel("Street").fill("12 Bharathi Park Road");
  await page.getByLabel("Pincode").fill("641002");
  // Without JavaScript "Add" sends the form and it comes back with the entry added.
  await page.getByLabel("Add an amenity").fill("Borewell");
  await page.getByRole("button", { name: "Add amenity" }).click();
  await expect(page.getByRole("button", { name: "Remove amenity: Borewell" })).toBeVisible(SLOW);
  await expect(page.getByLabel("Title")).toHaveValue(title);
}

/** Creates a listing with the given photos; returns its id. */
export async function createListing(page: Page, title: string, photos = [RED, BLUE], javaScriptEnabled = true) {
  await page.goto("/create-listing");
  await expect(page.getByRole("heading", { name: "Create New Listing" })).toBeVisible();
  // A price of its own: the demo seller posting the same locality, type and price twice would be
  // asked "You already listed this property" first (docs/product.md#trust).
  await fillListing(page, title, 2_000_000 + Math.floor(Math.random() * 1_000_000));
  await page.getByLabel(/^Add (more )?photos$/).setInputFiles(photos);
  if (javaScriptEnabled) await expect(page.getByText(photosAdded(photos.length))).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Create Listing (20 credits)" }).click();
  await expect(page.getByText("Listing created successfully")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/create-listing\?created=\d+$/);
  return Number(new URL(page.url()).searchParams.get("created"));
}

export const photosAdded = (n: number) => `${n} ${n === 1 ? "photo" : "photos"} added.`;

/**
 * A new verified seller with 100 credits (bought through the local test provider), signed in.
 * Made with the real forms posted from the page's context (newVerifiedAccount, then the buy,
 * pay and callback forms): the page loads of sign-up and checkout are tested by auth.spec.ts and
 * credits.spec.ts. The page has not moved. `javaScriptEnabled` is no longer needed (kept for
 * callers).
 */
export async function newSeller(page: Page, tag: string, _javaScriptEnabled?: boolean): Promise<string> {
  const email = await newVerifiedAccount(page, { prefix: `listings-${tag}`, accountType: "seller" });
  await buyCredits(page, "pack-100");
  return email;
}

/** Buys a credit pack for the page's signed-in user through the local test provider's forms, paid. */
export async function buyCredits(page: Page, packId: string) {
  const headers = { Origin: test.info().project.use.baseURL! };
  const before = await balance(page);
  const order = await page.request.post("/buy-credits", { form: { packId }, headers, maxRedirects: 0 });
  expect(order.status(), "an order redirects to the test checkout").toBe(303);
  const checkout = order.headers().location;
  expect(checkout).toMatch(/\/dev\/pay\/\d+$/);
  const paid = await (await page.request.post(checkout, { form: { outcome: "success" }, headers })).text();
  // The test provider's page then posts its callback form back to the app, as the provider would.
  const callback = paid.match(/<form[^>]*action="(\/payments\/callback\/\d+)"/)?.[1];
  expect(callback, "the paid checkout holds the callback form").toBeTruthy();
  const fields = Object.fromEntries(
    [...paid.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
      name,
      value.replaceAll("&amp;", "&"),
    ]),
  );
  const back = await page.request.post(callback!, { form: fields, headers });
  expect(back.ok(), "the callback lands on the payment result").toBe(true);
  const credits = Number(packId.replace("pack-", ""));
  await expect.poll(() => balance(page), { message: "the pack is credited", ...SLOW }).toBe(before + credits);
}

/** The signed-in user's balance as /buy-credits shows it. */
async function balance(page: Page): Promise<number> {
  const html = await (await page.request.get("/buy-credits")).text();
  const m = html.match(/Your balance:(?:<!-- -->)? <strong>([\d,]+)(?:<!-- -->)? credits?<\/strong>/);
  expect(m, "/buy-credits shows the balance").toBeTruthy();
  return Number(m![1].replaceAll(",", ""));
}
