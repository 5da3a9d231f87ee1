// A seller who reads Tamil, on a 390 px phone, with JavaScript and without (docs/product.md#languages):
// signs in on the Tamil sign-in page (a wrong password first: the message is Tamil), posts a listing
// written in Tamil from the Tamil form (a field left out first: the message is Tamil), sees the
// Tamil toast and the listing in Tamil, then switches the listing page to English. Fields are found
// by name, not label, so the test reads the same whatever the words; what it checks about the words
// is that they are Tamil and that the English they replace is gone.
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { expectNoA11yViolations } from "./helpers/axe";
import { hydrated } from "./helpers/hydrated";
import { RED } from "./helpers/listing-form";
import { noTiles } from "./helpers/map";
import { DEMO_PASSWORD, runIpHeaders } from "./helpers/session";
import { newSeller } from "./helpers/listing-form";

const SLOW = { timeout: 20_000 };
const TAMIL = /[\u0B80-\u0BFF]/;

test.use({ extraHTTPHeaders: runIpHeaders(), viewport: { width: 390, height: 844 } });

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
}

/** The errors a field's aria-describedby names. */
async function fieldErrors(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ");
}

async function submit(form: Locator) {
  await form.locator("button[type=submit]:not([name])").last().click();
}

test("a Tamil seller signs in, posts a listing and reads its messages in Tamil", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await noTiles(page.context());
  const email = await newSeller(page, "tamil");
  await page.context().clearCookies();

  // Sign in on the Tamil page: a wrong password is refused in Tamil.
  await page.goto("/ta/login");
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAMIL);
  const login = page.locator("form:has(input[name=password])");
  await login.locator("input[name=email]").fill(email);
  await login.locator("input[name=password]").fill("not-the-password");
  await submit(login);
  const refused = page.getByRole("alert").filter({ hasText: TAMIL });
  await expect(refused.first()).toBeVisible(SLOW);
  await expect(page.getByText("Invalid email or password")).toHaveCount(0);
  await login.locator("input[name=password]").fill(DEMO_PASSWORD);
  await submit(login);
  await expect(page).toHaveURL(/\/ta(\/|$|\?)/, SLOW);
  await expect(page).not.toHaveURL(/\/login/);

  // The Tamil listing form: a title left out is refused in Tamil, and nothing is posted.
  await page.goto("/ta/create-listing");
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAMIL);
  const form = page.locator("form:has(input[name=title])");
  const title = `சரவணம்பட்டியில் மனை ${Date.now().toString(36).slice(-5)}`;
  await form.locator("[name=description]").fill("பூங்கா அருகே சமமான மூலை மனை. DTCP அனுமதி உண்டு.");
  await form.locator("[name=price]").fill(String(2_000_000 + Math.floor(Math.random() * 1_000_000)));
  await form.locator("[name=landArea]").fill("2178");
  await form.locator("[name=latitude]").fill("11.0089");
  await form.locator("[name=longitude]").fill("76.9507");
  await form.locator("[name=street]").fill("12 பாரதி பார்க் சாலை");
  await form.locator("[name=pincode]").fill("641002");
  await form.locator("input[type=file]").first().setInputFiles([RED]);
  await submit(form);
  const titleField = form.locator("[name=title]");
  await expect(titleField).toHaveAttribute("aria-invalid", "true", SLOW);
  expect(await fieldErrors(page, titleField)).toMatch(TAMIL);
  await expect(page).toHaveURL(/\/ta\/create-listing$/);
  // The Tamil form with its messages passes axe (the toast after posting is a11y.spec's).
  await expectNoA11yViolations(page, { javaScriptEnabled });

  // Written in Tamil, posted: the toast is Tamil and the listing keeps the seller's words.
  await titleField.fill(title);
  if (!javaScriptEnabled) await form.locator("input[type=file]").first().setInputFiles([RED]);
  await submit(form);
  await expect(page).toHaveURL(/\/ta\/create-listing\?created=\d+$/, SLOW);
  const toast = page.locator(".toast-area li").first();
  await expect(toast).toHaveText(TAMIL, SLOW);
  await expect(page.getByText("Listing created successfully")).toHaveCount(0);
  const id = new URL(page.url()).searchParams.get("created");

  await page.goto(`/ta/listing/${id}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expectNoA11yViolations(page, { javaScriptEnabled });

  // And back to English on the same listing (the top bar's switch: the cookie banner, not yet
  // answered in this new browser, sits over the footer's on a phone).
  await page.locator(".top-bar").getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
