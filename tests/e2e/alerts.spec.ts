// Alerts in Chromium without JavaScript (docs/product.md#alerts): a buyer saves a search, a
// listing that matches it is approved, the 07:30 job mails the digest, and the mail's link stops
// the alerts; on Favourites a buyer asks to hear when a favourite's price drops, sees it on, and
// stops it, through plain forms. The rules (matching, limits, tokens, retries) are tested in
// tests/integration/alerts.test.ts.
import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { fillListing, RED } from "./helpers/listing-form";
import { DEMO_USERS, newVerifiedAccount, runIpHeaders, signIn, uniqueSuffix } from "./helpers/session";

const SLOW = { timeout: 20_000 };

test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES, extraHTTPHeaders: runIpHeaders() });

test.describe(() => {
  // Plain forms, the same with JavaScript (they post in place there): run once, without.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the forms are the same with JavaScript");

  test("a saved search's digest comes after a match is approved, and its link stops the alerts", async ({
    page,
    browser,
  }) => {
    test.slow();
    // A price no other listing has: the search matches only the listing this test posts.
    const price = 41_000_000 + Math.floor(Math.random() * 1_000_000);
    const email = await newVerifiedAccount(page, { prefix: "digest" });
    await page.goto(`/saved-searches/new?minPrice=${price}&maxPrice=${price}`);
    const name = `Digest ${uniqueSuffix()}`;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.locator("main").getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Search saved.")).toBeVisible();

    // A superadmin posts a matching listing and approves it (admins may post too).
    const admin = await (
      await browser.newContext({
        javaScriptEnabled: false,
        baseURL: test.info().project.use.baseURL,
        extraHTTPHeaders: runIpHeaders(),
      })
    ).newPage();
    await signIn(admin, DEMO_USERS.superadmin);
    await admin.goto("/create-listing");
    const title = `Digest plot ${uniqueSuffix()}`;
    await fillListing(admin, title, price);
    await admin.getByLabel(/^Add (more )?photos$/).setInputFiles([RED]);
    await admin.getByRole("button", { name: "Create Listing (20 credits)" }).click();
    await expect(admin.getByText("Listing created successfully")).toBeVisible(SLOW);
    const id = new URL(admin.url()).searchParams.get("created");
    await admin.goto(`/admin/listing/${id}`);
    await admin.getByLabel("Status").selectOption("Approved");
    await admin.getByRole("button", { name: "Save status" }).click();
    await expect(admin.getByText("Status updated successfully")).toBeVisible(SLOW);

    // The 07:30 India-time job (02:00 UTC), run by hand; its digest goes through the mail queue.
    expect((await admin.request.get("/__scheduled?cron=0+2+*+*+*")).ok()).toBe(true);
    const digest = async () => {
      const html = await (await page.request.get("/dev/outbox")).text();
      return html
        .split("<article")
        .slice(1)
        .map((a) => a.split("</article>")[0]!)
        .find((a) => a.includes(email) && a.includes(title));
    };
    await expect.poll(digest, SLOW).toBeTruthy();
    const mail = (await digest())!;
    expect(mail).toContain("New on Coimbatore Properties for your alerts");
    const stop = /\/alerts\/unsubscribe\?t=[^"<\s&]+/.exec(mail)?.[0];
    expect(stop).toBeTruthy();

    // The mail's link opens a page of ours that needs no sign-in (a browser with no cookie): one
    // press stops the alerts.
    const mailReader = await (
      await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL })
    ).newPage();
    await mailReader.goto(stop!);
    await expect(mailReader.getByText(`Saved search “${name}”`)).toBeVisible();
    await mailReader.getByRole("button", { name: "Stop these alerts" }).click();
    await expect(mailReader.getByRole("status")).toBeVisible();
    await page.goto("/saved-searches");
    await expect(page.getByLabel(`E-mail alerts for ${name}`)).toHaveValue("off");
  });

  test("a favourite's price alert turns on and off from Favourites", async ({ page }) => {
    await newVerifiedAccount(page, { prefix: "alerts" });
    await page.goto("/");
    const href = await page.locator('a[href^="/listing/"]').first().getAttribute("href");
    const id = /\/listing\/(\d+)/.exec(href ?? "")?.[1];
    const origin = test.info().project.use.baseURL!;
    const saved = await page.request.post("/favourites", {
      form: { listingId: id!, intent: "add", redirectTo: "/favourites" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);

    await page.goto("/favourites");
    await page.getByRole("button", { name: /^Tell me if the price drops/ }).click();
    await expect(page.getByText("We will tell you if the price drops")).toBeVisible();
    await expect(page.getByText("Price alert on", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: /^Stop price alert/ }).click();
    await expect(page.getByText("Price alert turned off")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Tell me if the price drops/ })).toBeVisible();
  });
});
