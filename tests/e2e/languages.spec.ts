// Reading the site in Tamil on a phone (docs/product.md#languages): switch to Tamil on the home
// page, see it in Tamil (axe passing, lang="ta"), follow a filter, switch back. The switch is a
// plain form and the filters plain links or a GET form, but with JavaScript the filter goes
// through the router's basename: both projects run it.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { expectNoA11yViolations } from "./helpers/axe";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { hydrated } from "./helpers/hydrated";
import { runIpHeaders } from "./helpers/session";

test.use({
  extraHTTPHeaders: runIpHeaders(),
  launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES,
  viewport: { width: 390, height: 844 },
});

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
}

test("switch to Tamil on the home page, filter, and switch back", async ({ page, context, javaScriptEnabled }) => {
  await page.goto("/");
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

  await page.locator(".top-bar").getByRole("button", { name: "தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta$/);
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("link", { name: "உள்ளடக்கத்துக்குச் செல்ல" })).toBeAttached();
  await expect(page.getByRole("form", { name: "சொத்து வகைகள்" })).toBeVisible();
  await expect(page.locator(".listing-card").first()).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ta");
  await expectNoA11yViolations(page, { javaScriptEnabled });

  // A filter keeps the language: the type toggle for plots.
  await page.getByRole("form", { name: "சொத்து வகைகள்" }).getByRole("button", { name: "மனை" }).click();
  await expect(page).toHaveURL(/\/ta\?type=plot$/);
  await expect(page.getByRole("list", { name: "பயன்பாட்டில் உள்ள வடிகட்டிகள்" })).toContainText("மனை");
  await expect(page.getByRole("link", { name: "மனை நீக்கு" })).toBeVisible();
  await ready(page, javaScriptEnabled);

  // Back to English on the same page, from the footer's switch this time.
  await page.locator(".site-footer").getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(/\/\?type=plot$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("form", { name: "Property types" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
});

test("the Search dialog reads in Tamil and keeps the language (JavaScript)", async ({ page, javaScriptEnabled }) => {
  test.skip(
    !javaScriptEnabled,
    "the dialog needs JavaScript; without it the panel is server HTML (tamil-browse.test.ts)",
  );
  await page.goto("/ta");
  await hydrated(page);
  await page.getByRole("link", { name: /^வடிகட்டிகள்/ }).click();
  const dialog = page.getByRole("dialog", { name: "தேடல்" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: "வில்லா" }).check();
  await dialog.getByRole("tab", { name: "பகுதி" }).click();
  await dialog.getByPlaceholder("பகுதியைத் தேடுக...").fill("PEEL");
  await expect(dialog.getByRole("checkbox")).toHaveCount(1);
  await dialog.getByRole("checkbox", { name: "Peelamedu (பீளமேடு)" }).check();
  await dialog.getByRole("tab", { name: "மேலும்" }).click();
  await expect(dialog.getByText("பட்ஜெட்")).toBeVisible();
  await dialog.getByRole("button", { name: "தேடு" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/ta(\/coimbatore\/peelamedu\/villas|\?type=villa&location=Peelamedu)$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
});
