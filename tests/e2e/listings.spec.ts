// Posting listings in Chromium (docs/product.md#listings), with JavaScript and without: create
// with photos, edit and delete from My Listings; make another photo main; a superadmin approves
// and the listing reaches the home page. And the slow phone: 700 kbps up, 300 ms latency, five
// 4 MB photos, the connection cut during the third upload and restored.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { phonePhotos } from "../helpers/phone-photos";
import { BLUE, createListing, fillListing, newSeller, RED } from "./helpers/listing-form";
import { noTiles } from "./helpers/map";
import { creditsBadge, DEMO_USERS, runIpHeaders, signIn } from "./helpers/session";

const SLOW = { timeout: 20_000 };

const RUN_IP = runIpHeaders();
test.use({ extraHTTPHeaders: RUN_IP });

const uniqueTitle = (p: string) => `${p} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

/** The listing page's pictures, main first, as the upload ids in their URLs. */
async function galleryPhotoIds(page: Page): Promise<string[]> {
  await expect(page.locator(".listing-page img[src*='/images/photos/']").first()).toBeVisible(SLOW);
  const srcs = await page
    .locator(".listing-page img[src*='/images/photos/']")
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
  return [...new Set(srcs.map((src) => src.match(/photos\/([a-f0-9]{32})\//)?.[1] ?? ""))].filter(Boolean);
}

test.describe("posting listings", () => {
  test.skip(({ isMobile }) => isMobile, "the phone project runs the slow-connection test below");
  test.beforeEach(async ({ context }) => noTiles(context));

  test("create with photos, edit, then delete from My Listings", async ({ page, javaScriptEnabled }) => {
    test.slow();
    await newSeller(page, javaScriptEnabled ? "create" : "create-nojs", javaScriptEnabled);
    const title = uniqueTitle("Corner plot");
    const id = await createListing(page, title, [RED, BLUE], javaScriptEnabled);
    // The form is empty again, ready for the next listing.
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(creditsBadge(page, 80)).toBeVisible();

    await page.getByRole("link", { name: "View listing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Pending review.")).toBeVisible();
    await expect(page.getByText("Borewell")).toBeVisible();
    expect(await galleryPhotoIds(page)).toHaveLength(2);

    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(`/listing/edit/${id}`);
    await expect(page.getByRole("heading", { name: "Edit Listing" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByLabel("Price (₹)").fill("3100000");
    await page.getByRole("button", { name: "Update Listing" }).click();
    await expect(page).toHaveURL(`/listing/${id}`, SLOW);
    await expect(page.getByText("Listing updated successfully")).toBeVisible();
    await expect(page.getByText("₹31,00,000")).toBeVisible();
    // The photos were not touched.
    expect(await galleryPhotoIds(page)).toHaveLength(2);

    await page.goto("/seller/listings");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByText("Pending")).toBeVisible();
    await row.getByRole("link", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Delete this listing?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete listing" }).click();
    await expect(page).toHaveURL(/\/seller\/listings$/, SLOW);
    await expect(page.getByText("Listing deleted successfully")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
    const gone = await page.goto(`/listing/${id}`);
    expect(gone?.status()).toBe(404);
  });

  test("make another photo main", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "choosing the main photo needs JavaScript");
    test.slow();
    await newSeller(page, "main", true);
    await page.goto("/create-listing");
    await fillListing(page, uniqueTitle("Two photos"));
    const uploads: string[] = [];
    page.on("response", async (res) => {
      if (res.url().endsWith("/uploads/photos") && res.request().method() === "POST" && res.ok()) {
        uploads.push(((await res.json()) as { upload: { id: string } }).upload.id);
      }
    });
    await page.getByLabel("Add photos").setInputFiles([RED, BLUE]);
    await expect(page.getByText("2 photos added.")).toBeVisible(SLOW);
    await page.getByRole("button", { name: "Make main: photo 2" }).click();
    // The blue photo is now first and badged Main.
    await expect(page.locator(".photo-picker-item").first().getByText("Main")).toBeVisible();
    await page.getByRole("button", { name: "Create Listing (20 credits)" }).click();
    await expect(page.getByText("Listing created successfully")).toBeVisible(SLOW);
    await page.getByRole("link", { name: "View listing" }).click();
    expect(await galleryPhotoIds(page)).toEqual([uploads[1], uploads[0]]);

    // On edit the first photo is made main again.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByRole("button", { name: "Make main: photo 2" }).click();
    await page.getByRole("button", { name: "Update Listing" }).click();
    await expect(page.getByText("Listing updated successfully")).toBeVisible(SLOW);
    expect(await galleryPhotoIds(page)).toEqual([uploads[0], uploads[1]]);
  });

  test("a superadmin approves, and the listing appears on the home page", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    await newSeller(page, javaScriptEnabled ? "approve" : "approve-nojs", javaScriptEnabled);
    const title = uniqueTitle("Approved villa");
    const id = await createListing(page, title, [RED], javaScriptEnabled);
    await page.goto("/");
    await expect(page.getByText(title)).toHaveCount(0);

    const admin = await superadminPage(browser, javaScriptEnabled);
    await admin.goto(`/listing/${id}`);
    await admin.getByLabel("Status").selectOption("Approved");
    await admin.getByRole("button", { name: "Update status" }).click();
    await expect(admin.getByText("Status updated successfully")).toBeVisible(SLOW);
    await expect(admin.getByLabel("Status")).toHaveValue("Approved");
    await admin.context().close();

    await page.goto("/");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible(SLOW);
  });
});

async function superadminPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: RUN_IP,
  });
  await noTiles(context);
  const page = await context.newPage();
  await signIn(page, DEMO_USERS.superadmin);
  return page;
}

// --- The slow phone ------------------------------------------------------------------------

const KBPS = 1000 / 8;
const PHONE_NETWORK = {
  offline: false,
  latency: 300,
  uploadThroughput: 700 * KBPS,
  downloadThroughput: 1600 * KBPS,
};

test("slow phone: a cut connection costs only the photo in flight", async ({ page, context, isMobile }) => {
  test.skip(!isMobile, "runs in the phone project");
  test.setTimeout(240_000);
  await noTiles(context);
  await newSeller(page, "phone", true);
  await page.goto("/create-listing");
  await fillListing(page, uniqueTitle("Phone plot"));
  const photos = await phonePhotos(page, 4);
  for (const p of photos) expect(p.buffer.length).toBeGreaterThan(3.5 * 1024 * 1024);

  // Every upload request, and which succeeded with which upload id.
  const requests: number[] = [];
  const uploaded: { request: number; id: string }[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/uploads/photos") && req.method() === "POST") requests.push(requests.length + 1);
  });
  page.on("response", async (res) => {
    if (!res.url().endsWith("/uploads/photos") || res.request().method() !== "POST" || !res.ok()) return;
    // One upload at a time: the answer belongs to the latest request.
    const request = requests.length;
    const body = (await res.json()) as { upload: { id: string } };
    uploaded.push({ request, id: body.upload.id });
  });

  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);

  // 14 MB of photos through the browser's debugging channel: slow on a busy machine.
  await page.getByLabel("Add photos").setInputFiles(photos, { timeout: 60_000 });
  // The third photo is on its way: the connection drops.
  await expect.poll(() => requests.length, { timeout: 90_000 }).toBe(3);
  await expect(page.getByText(/Uploading… [1-9]\d?%/)).toBeVisible({ timeout: 30_000 });
  expect(uploaded.map((u) => u.request)).toEqual([1, 2]);
  await cdp.send("Network.emulateNetworkConditions", { ...PHONE_NETWORK, offline: true });
  // The seller presses Create meanwhile: the form waits for the photos.
  await page.getByRole("button", { name: "Create Listing (20 credits)" }).click();
  // The photo in flight fails, and the seller is told it waits for the connection.
  await expect(
    page.getByText("Connection lost. The photo will be sent again when you are back online.").first(),
  ).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);

  await expect(page.getByText("Listing created successfully")).toBeVisible({ timeout: 150_000 });
  // Four photos uploaded, one each; the first two never again.
  expect(uploaded).toHaveLength(4);
  expect(new Set(uploaded.map((u) => u.id)).size).toBe(4);
  expect(uploaded.slice(0, 2).map((u) => u.request)).toEqual([1, 2]);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    uploadThroughput: -1,
    downloadThroughput: -1,
  });
  await page.getByRole("link", { name: "View listing" }).click();
  expect(await galleryPhotoIds(page)).toEqual(uploaded.map((u) => u.id));
});
