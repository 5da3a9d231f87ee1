// The buyer's forms in Tamil in Chromium (docs/product.md#languages), with JavaScript and
// without: what only a browser shows, since with JavaScript the report form and the footer's
// call-back form post through fetchers and the page says the answer itself (the report's toast
// through the page's `said` tables, the call-back's from the catalogue, the form's own checks).
// tests/integration/tamil-buy.test.ts covers the pages and the plain posts.
import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { hydrated } from "./helpers/hydrated";
import { noTiles } from "./helpers/map";
import { runIpHeaders } from "./helpers/session";

const SLOW = { timeout: 20_000 };
test.use({ extraHTTPHeaders: runIpHeaders() });

test("a visitor reports a listing in Tamil", async ({ page, javaScriptEnabled }) => {
  await noTiles(page.context());
  await page.goto("/ta");
  // Not the listings trust.spec.ts reports (one open report per reporter and listing).
  const href = await page
    .locator('a[href^="/ta/listing/"]')
    .nth(javaScriptEnabled ? 1 : 3)
    .getAttribute("href");
  const id = Number(/\/listing\/(\d+)/.exec(href ?? "")?.[1]);
  await page.goto(`/ta/listing/${id}`);
  if (javaScriptEnabled) await hydrated(page);

  await page.getByText("இந்த விளம்பரம் பற்றிப் புகார் செய்க", { exact: true }).click();
  const reasons = page.getByRole("group", { name: "இந்த விளம்பரத்தில் என்ன தவறு?" });
  if (javaScriptEnabled) {
    // The form's own check, said in Tamil (without JavaScript the browser asks for a reason).
    await page.getByRole("button", { name: "புகாரை அனுப்பு" }).click();
    await expect(page.getByText("ஒரு காரணத்தைத் தேர்ந்தெடுங்கள்")).toBeVisible();
  }
  await reasons.getByRole("radio", { name: "விலை அல்லது விவரங்கள் தவறு" }).check();
  await page.getByRole("textbox", { name: "குறிப்பு (விருப்பப்பட்டால்)" }).fill("விலை வேறு");
  await page.getByRole("button", { name: "புகாரை அனுப்பு" }).click();
  await expect(page.getByText("நன்றி. எங்கள் குழு இந்த விளம்பரத்தைப் பார்க்கும்.")).toBeVisible(SLOW);
  await expect(page).toHaveURL(new RegExp(`/ta/listing/${id}$`));
  await expect(page.getByText("Thank you. Our team will look at this listing.")).toHaveCount(0);
});

test("the footer's call-back form in Tamil", async ({ page, javaScriptEnabled }) => {
  await noTiles(page.context());
  await page.goto("/ta");
  if (javaScriptEnabled) await hydrated(page);
  const form = page.getByRole("region", { name: "திரும்ப அழைக்கச் சொல்லுங்கள்" });
  // Its code loads as it comes near (island.tsx); the form is drawn with JavaScript once its form
  // tells the action a fetcher waits (callback-form.tsx).
  await form.scrollIntoViewIfNeeded();
  if (javaScriptEnabled) await expect(form.locator('input[name="stay"]')).toBeAttached(SLOW);
  await form.getByRole("textbox", { name: "உங்கள் பெயர்" }).fill("ரவி");
  await form.getByRole("textbox", { name: "உங்கள் மொபைல் எண்" }).fill("12345");
  await form.getByRole("button", { name: "திரும்ப அழைக்கச் சொல்" }).click();
  await expect(page.getByText("சரியான மொபைல் எண்ணை உள்ளிடுங்கள்")).toBeVisible(SLOW);
  // Without JavaScript the refusal is the call-back page's, with its own form.
  const again = javaScriptEnabled ? form : page.getByRole("region", { name: "உங்கள் அழைப்புக் கோரிக்கை" });
  await again.getByRole("textbox", { name: "உங்கள் மொபைல் எண்" }).fill("98765 43210");
  await again.getByRole("button", { name: "திரும்ப அழைக்கச் சொல்" }).click();
  await expect(page.getByText("நன்றி! விரைவில் உங்களைத் திரும்ப அழைப்போம்.")).toBeVisible(SLOW);
});
