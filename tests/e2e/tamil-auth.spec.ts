// Signing in and the profile in Tamil with JavaScript (docs/product.md#languages): what only the
// browser shows. The form checks the schema in the page and says its English messages in Tamil,
// the password's show/hide toggle (drawn once JavaScript runs) speaks Tamil, and the profile's side
// sheet answers and toasts in Tamil. Without JavaScript the same pages, refusals and toasts are
// tests/integration/tamil-auth.test.ts.
import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { hydrated } from "./helpers/hydrated";
import { newVerifiedAccount, runIpHeaders } from "./helpers/session";

test.use({ extraHTTPHeaders: runIpHeaders(), launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

test("Tamil sign-up checks in the page and the profile sheet answer in Tamil", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript: tests/integration/tamil-auth.test.ts");

  await page.goto("/ta/signup");
  await hydrated(page);
  await expect(page).toHaveTitle("பதிவு செய்க | கோயம்புத்தூர் ப்ராப்பர்டீஸ்");
  await page.getByLabel("மின்னஞ்சல்").fill("tamil@example.com");
  await page.getByLabel("கடவுச்சொல்", { exact: true }).fill("short");
  await page.getByLabel("கடவுச்சொல்லை உறுதிசெய்க", { exact: true }).fill("other");
  await page.getByRole("button", { name: "பதிவு செய்க" }).click();
  // Checked in the page (nothing was posted): the schema's English, said in Tamil.
  await expect(page).toHaveURL(/\/ta\/signup$/);
  await expect(page.getByText("கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்")).toBeVisible();
  // The toggle shows the password and says so in Tamil.
  const toggle = page.getByRole("button", { name: "கடவுச்சொல்: காட்டு" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "கடவுச்சொல்: மறை" })).toHaveText("மறை");
  await expect(page.getByLabel("கடவுச்சொல்", { exact: true })).toHaveAttribute("type", "text");

  await newVerifiedAccount(page, { prefix: "tamil-profile" });
  await page.goto("/ta/profile");
  await hydrated(page);
  await expect(page).toHaveTitle("என் சுயவிவரம்");
  await page.getByRole("link", { name: "சுயவிவரத்தைத் திருத்து" }).click();
  const sheet = page.getByRole("dialog", { name: "சுயவிவரத்தைத் திருத்து" });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel("முழுப் பெயர்").fill("M");
  await sheet.getByRole("button", { name: "மாற்றங்களைச் சேமி" }).click();
  await expect(sheet.getByText("முழுப் பெயர் 2 முதல் 50 எழுத்துகள் வரை இருக்க வேண்டும்")).toBeVisible();
  await sheet.getByLabel("முழுப் பெயர்").fill("Meena Ramasamy");
  await sheet.getByRole("radio", { name: "பெண்" }).check();
  await sheet.getByRole("button", { name: "மாற்றங்களைச் சேமி" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText("சுயவிவரம் புதுப்பிக்கப்பட்டது")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meena Ramasamy" })).toBeVisible();
});
