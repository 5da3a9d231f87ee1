// The seller's side of moderation in Chromium (docs/product.md#my-listings-and-deleting): a
// superadmin rejects a new listing with a reason; its seller sees the reason on My Listings and on
// the listing page, fixes it, presses "Resubmit for review" (Pending again, the button gone); the
// superadmin approves it and the seller finds "Your listing is live" in the outbox. On a 390 px
// phone without JavaScript, and on a desktop with it.
import { type Browser, expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { createListing, RED } from "./helpers/listing-form";
import { noTiles } from "./helpers/map";
import { DEMO_USERS, runIpHeaders, signIn, uniqueSuffix } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

const SLOW = { timeout: 20_000 };
const RUN_IP = runIpHeaders();
test.use({ extraHTTPHeaders: RUN_IP });

/** The superadmin in a browser of their own (desktop), with the same JavaScript setting. */
async function superadmin(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
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

async function setStatus(admin: Page, id: number, status: string, reason?: string) {
  await admin.goto(`/admin/listing/${id}`);
  await admin.getByLabel("Status").selectOption(status);
  if (reason) await admin.getByLabel("Reason for rejection").fill(reason);
  await admin.getByRole("button", { name: "Save status" }).click();
  await expect(admin.getByText("Status updated successfully")).toBeVisible(SLOW);
}

async function journey(page: Page, browser: Browser, javaScriptEnabled: boolean) {
  // Two browsers, two sign-ins, a listing created and moderated twice, on a shared machine.
  test.setTimeout(180_000);
  await noTiles(page.context());
  const title = `Resubmitted plot ${uniqueSuffix()}`;
  const reason = `The pincode does not match the area ${uniqueSuffix()}`;
  await signIn(page, DEMO_USERS.seller);
  const id = await createListing(page, title, [RED], javaScriptEnabled);

  const admin = await superadmin(browser, javaScriptEnabled);
  await setStatus(admin, id, "Rejected", reason);

  // My Listings: the reason under the status, and the button beside it.
  await page.goto("/seller/listings");
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();
  const button = row.getByRole("button", { name: `Resubmit for review: ${title}` });
  await expect(button).toBeInViewport();

  // The listing page says it too; the seller fixes the listing first.
  await row.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible(SLOW);
  await expect(page.getByRole("note").filter({ hasText: `Reason: ${reason}` })).toBeVisible();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit Listing" })).toBeVisible(SLOW);
  await page.getByLabel("Pincode").fill("641018");
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page.getByText("Listing updated successfully")).toBeVisible(SLOW);
  await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));

  // Resubmit: Pending again, the button gone until another rejection.
  await page.getByRole("button", { name: "Resubmit for review" }).click();
  await expect(page.getByText("Listing resubmitted for review")).toBeVisible(SLOW);
  await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));
  await expect(page.getByRole("note").filter({ hasText: "Pending review." })).toContainText("Resubmitted on");
  await expect(page.getByRole("button", { name: "Resubmit for review" })).toHaveCount(0);
  await page.goto("/seller/listings");
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Resubmit for review: ${title}` })).toHaveCount(0);

  // The superadmin approves; the seller is told it is live.
  await setStatus(admin, id, "Approved");
  await page.goto("/dev/outbox");
  const mail = page.getByRole("article", { name: "Your listing is live" }).filter({ hasText: title });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(`/listing/${id}`);
  await admin.context().close();
}

test.describe("on a 390 px phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the phone journey runs without JavaScript");

  test("rejected with a reason, fixed, resubmitted, approved and mailed live", async ({ page, browser }) => {
    await journey(page, browser, false);
  });
});

test.describe("on a desktop with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the desktop journey runs with JavaScript");

  test("rejected with a reason, fixed, resubmitted, approved and mailed live", async ({ page, browser }) => {
    await journey(page, browser, true);
  });
});
