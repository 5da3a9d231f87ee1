// Admin listings and quick enquiries in Chromium (docs/product.md#admin): a new listing is
// moderated by a superadmin (a rejection needs a reason, which is mailed to the poster; then
// approval from the table) until it shows on the home page, with JavaScript (without it, the same
// forms carry seller-moderation.spec.ts's phone journey, and the table's Save button the call-back
// test: decision 0042); a visitor asks for a call back from the footer and an admin closes and
// deletes it, with JavaScript and without.
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

/** A second browser, signed in as `email`, with the same JavaScript setting as the test. */
async function signedInPage(browser: Browser, email: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: RUN_IP,
  });
  await noTiles(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Sets a row's status select: with JavaScript it posts on change; without, Save posts it. */
async function setRowStatus(page: Page, select: string, save: string, value: string, javaScriptEnabled: boolean) {
  await page.getByRole("combobox", { name: select }).selectOption(value);
  if (!javaScriptEnabled) await page.getByRole("button", { name: save }).click();
  await expect(page.getByText("Status updated successfully")).toBeVisible(SLOW);
}

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "once, with JavaScript (decision 0042)");
  test("a superadmin moderates a new listing until it shows on the home page", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.slow();
    await noTiles(context);
    const title = `Moderated plot ${uniqueSuffix()}`;
    // Admins may post too: one sign-in (password hashing is slow on a busy machine) for both roles.
    await signIn(page, DEMO_USERS.superadmin);
    const id = await createListing(page, title, [RED], javaScriptEnabled);
    await page.goto("/");
    await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);

    const admin = page;
    // The moderation queue: Pending first, so the new listing is on the first page.
    await admin.goto("/admin/listings?status=Pending");
    await admin.getByRole("link", { name: title, exact: true }).click();
    // A client-side navigation that first loads the page's code (charts included): give it time.
    await expect(admin).toHaveURL(new RegExp(`/admin/listing/${id}$`), SLOW);
    await expect(admin.getByRole("heading", { name: title, level: 1 })).toBeVisible(SLOW);
    await expect(admin.getByRole("heading", { name: "Views over the last 30 days" })).toBeVisible();

    // A rejection needs a reason; the reason is mailed to the poster.
    await admin.getByLabel("Status").selectOption("Rejected");
    await admin.getByRole("button", { name: "Save status" }).click();
    await expect(admin.getByText("Please give the poster a reason for the rejection")).toBeVisible(SLOW);
    const reason = `Blurry photos ${uniqueSuffix()}`;
    await admin.getByLabel("Reason for rejection").fill(reason);
    await admin.getByRole("button", { name: "Save status" }).click();
    await expect(admin.getByText("Status updated successfully")).toBeVisible(SLOW);
    await admin.goto("/dev/outbox");
    await expect(
      admin.getByRole("article", { name: "Your listing was not approved" }).filter({ hasText: reason }),
    ).toBeVisible();

    // Approve from the table.
    await admin.goto(`/admin/listings?status=Rejected`);
    await setRowStatus(admin, `Status of ${title}`, `Save status: ${title}`, "Approved", javaScriptEnabled);
    // No longer Rejected: with JavaScript the table reloads a second after the toast; without, the
    // redirect already did.
    await expect(admin.getByRole("row", { name: new RegExp(title) })).toHaveCount(0, SLOW);
    await admin.goto("/admin/listings?status=Approved");
    await expect(admin.getByRole("combobox", { name: `Status of ${title}` })).toHaveValue("Approved");

    await page.goto("/");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible(SLOW);
  });
});

test("a visitor asks for a call back from the footer; an admin closes it and deletes it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const name = `Caller ${uniqueSuffix()}`;
  await page.goto("/terms");
  const form = page.getByRole("region", { name: "Request a call back" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your mobile number").fill("98765 43210");
  await form.getByLabel("Message (optional)").fill("Looking for a villa in Vadavalli");
  await form.getByRole("button", { name: "Request a call back" }).click();
  await expect(page.getByText("Thank you! We will call you back soon.")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/terms$/);
  // With JavaScript the form empties itself in place.
  if (javaScriptEnabled) await expect(form.getByLabel("Your name")).toHaveValue("");

  const admin = await signedInPage(browser, DEMO_USERS.admin, javaScriptEnabled);
  await admin.goto(`/admin/listings?tab=quick-enquiries&name=${encodeURIComponent(name)}`);
  const who = `${name} (+91 98765 43210)`;
  const select = admin.getByRole("combobox", { name: `Status of the enquiry from ${who}` });
  await expect(select).toHaveValue("Open");
  await setRowStatus(
    admin,
    `Status of the enquiry from ${who}`,
    `Save status: enquiry from ${who}`,
    "Closed",
    javaScriptEnabled,
  );
  await admin.reload();
  await expect(select).toHaveValue("Closed");

  // A second tab still shows the enquiry after the first deletes it.
  const stale = await admin.context().newPage();
  await stale.goto(admin.url());
  admin.on("dialog", (dialog) => dialog.accept());
  await admin.getByRole("button", { name: `Delete the enquiry from ${who}` }).click();
  await expect(admin.getByText("Enquiry deleted successfully")).toBeVisible(SLOW);
  // With JavaScript the table reloads a second later; without, the redirect already did.
  await expect(admin.getByRole("row", { name: new RegExp(name) })).toHaveCount(0, SLOW);

  // A change to a row that is gone fails, and the select shows the stored status again.
  const staleSelect = stale.getByRole("combobox", { name: `Status of the enquiry from ${who}` });
  await staleSelect.selectOption("Open");
  if (!javaScriptEnabled) await stale.getByRole("button", { name: `Save status: enquiry from ${who}` }).click();
  await expect(stale.getByText("Failed to update status")).toBeVisible(SLOW);
  if (javaScriptEnabled) await expect(staleSelect).toHaveValue("Closed");
  await admin.context().close();
});
