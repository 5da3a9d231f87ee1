// Credits in Chromium, with JavaScript on and off: buying a pack through the local test provider
// (success, failure, cancel), the balance and the history, revealing a seller's mobile on a
// seller page and on a listing, and running out of credits. Each test signs up its own user.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { creditsBadge, newVerifiedAccount, runIpHeaders } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

// Server round trips here include a Durable Object and a payment: allow for a busy machine.
const SLOW = { timeout: 15_000 };

test.use({ extraHTTPHeaders: runIpHeaders() });

// Each test signs up and pays through the local provider before it starts: time for a busy machine.
test.beforeEach(() => test.slow());

/** A new verified account with 0 credits, signed in (made by posting the sign-up forms: auth.spec.ts tests them). */
const newVerifiedUser = (page: Page, tag: string) => newVerifiedAccount(page, { prefix: `credits-${tag}` });

/** From /buy-credits through the local provider's page to the result page. */
async function buy(
  page: Page,
  credits: 100 | 200 | 300,
  outcome: "Pay successfully" | "Fail payment" | "Cancel",
  javaScriptEnabled: boolean,
) {
  await page.goto("/buy-credits");
  await page.getByRole("button", { name: `Buy ${credits} credits` }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/\d+$/, SLOW);
  await expect(page.getByText("Local test payment page.")).toBeVisible();
  if (outcome === "Cancel") await page.getByRole("link", { name: "Cancel" }).click();
  else await page.getByRole("button", { name: outcome }).click();
  // With JavaScript the provider's page returns by itself; without, the buyer presses Continue.
  if (outcome !== "Cancel" && !javaScriptEnabled) {
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/\/payments\/\d+/, SLOW);
}

test("buy a pack: a failed and a cancelled payment add nothing; a success adds the pack", async ({
  page,
  javaScriptEnabled,
}) => {
  await newVerifiedUser(page, javaScriptEnabled ? "js" : "nojs");
  await page.goto("/buy-credits");
  await expect(page.getByText("10 contacts can be viewed and 5 posts can be created")).toBeVisible();
  await expect(page.getByText("Your balance: 0 credits")).toBeVisible();

  await buy(page, 200, "Fail payment", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await expect(page.getByText("The bank or card declined the payment.")).toBeVisible();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/buy-credits$/);

  await buy(page, 300, "Cancel", javaScriptEnabled);
  await expect(page.getByText("Payment cancelled. No money was taken.")).toBeVisible();
  await expect(page.getByText("Your balance: 0 credits")).toBeVisible();
  await page.goto("/credit-history");
  await expect(page.getByText("No credit transactions found.")).toBeVisible();

  await buy(page, 100, "Pay successfully", javaScriptEnabled);
  await expect(page.getByText("Payment Successful! Credits will be added shortly.")).toBeVisible();
  await expect(page.getByText("Your balance: 100 credits")).toBeVisible();
  await expect(creditsBadge(page, 100)).toBeVisible();

  await page.getByRole("link", { name: "View credit history" }).click();
  await expect(page).toHaveURL(/\/credit-history$/);
  const row = page.getByRole("row", { name: /Purchased 100 credits \(₹1,000\)/ });
  await expect(row).toContainText("+100");
  await expect(row.getByRole("cell").last()).toHaveText("100");
  // Only the paid order is in the history.
  await expect(page.getByRole("row", { name: /Purchased/ })).toHaveCount(1);
});

test("reveal: out of credits, buy, then a listing and a seller page", async ({ page, javaScriptEnabled }) => {
  // Sign-up, a purchase and two reveals: a long journey.
  test.slow();
  await newVerifiedUser(page, javaScriptEnabled ? "jsr" : "nojsr");
  // Two listings by different sellers, from the home page: found in the server HTML (the pages
  // the test is about are then opened in the browser).
  const home = await (await page.request.get("/")).text();
  const hrefs = [...new Set([...home.matchAll(/href="(\/listing\/\d+)"/g)].map((m) => m[1]!))];
  const sellers = new Map<string, string>();
  for (const href of hrefs.slice(0, 12)) {
    const html = await (await page.request.get(href)).text();
    const contact = html.slice(html.indexOf('class="listing-contact"'));
    const card = contact.slice(0, contact.indexOf("</aside>"));
    const seller = card.match(/href="(\/seller\/[^"?#]+)"/)?.[1];
    // Sellers with a mobile to reveal (listings other tests post come from sellers without one).
    const masked = card.includes("+91 XXXXX XXXXX");
    if (seller && masked && !sellers.has(seller)) sellers.set(seller, href);
    if (sellers.size === 2) break;
  }
  const [[, listingPath], [sellerPath]] = [...sellers.entries()] as [[string, string], [string, string]];

  // No credits: the failure message (docs/product.md#credits) and a way to buy some.
  await page.goto(listingPath);
  const contact = page.locator(".listing-contact");
  await expect(contact.getByText("+91 XXXXX XXXXX")).toBeVisible();
  await contact.getByRole("button", { name: "Show Mobile Number" }).click();
  await expect(page.getByText("Failed to fetch mobile number, Check your credits")).toBeVisible(SLOW);
  await expect(contact.getByText("+91 XXXXX XXXXX")).toBeVisible();
  await contact.getByRole("link", { name: "Buy credits" }).click();
  await expect(page).toHaveURL(/\/buy-credits$/);
  await buy(page, 100, "Pay successfully", javaScriptEnabled);
  await expect(creditsBadge(page, 100)).toBeVisible();

  // On a listing.
  await page.goto(listingPath);
  await contact.getByRole("button", { name: "Show Mobile Number" }).click();
  await expect(page.getByText("Mobile number fetched successfully")).toBeVisible(SLOW);
  await expect(contact.locator("a.reveal-phone__number")).toHaveText(/^\+91/);
  await expect(contact.getByText("+91 XXXXX XXXXX")).toHaveCount(0);
  await expect(creditsBadge(page, 90)).toBeVisible();

  // On another seller's page.
  await page.goto(sellerPath);
  await expect(page.getByText("+91 XXXXX XXXXX")).toBeVisible();
  await page.getByRole("button", { name: "Show Mobile Number" }).click();
  await expect(page.getByText("Mobile number fetched successfully")).toBeVisible(SLOW);
  await expect(page.locator("a.reveal-phone__number")).toHaveText(/^\+91/);
  await expect(creditsBadge(page, 80)).toBeVisible();

  // Paid once per seller: the first seller's page shows the number at no cost.
  const firstSeller = [...sellers.keys()][0]!;
  await page.goto(firstSeller);
  await expect(page.locator("a.reveal-phone__number")).toHaveText(/^\+91/);
  await expect(creditsBadge(page, 80)).toBeVisible();
  await page.goto("/credit-history");
  await expect(page.getByRole("row", { name: /Viewed mobile number of/ })).toHaveCount(2);
});
