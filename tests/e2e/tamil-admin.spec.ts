// The admin pages in Tamil with JavaScript (docs/product.md#languages, #admin): what only the
// browser says, through the catalogue the Tamil page was sent: a row's status change answers
// as data and its toast reads in Tamil (useSay), and the moderation form's check in the browser
// says its message in Tamil. Without JavaScript the same forms are tests/integration/tamil-admin.test.ts.
import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { hydrated } from "./helpers/hydrated";
import { noTiles } from "./helpers/map";
import { DEMO_USERS, runIpHeaders, signIn } from "./helpers/session";

test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES, extraHTTPHeaders: runIpHeaders() });

const SLOW = { timeout: 20_000 };

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "with JavaScript: the integration test posts without it");

test("a superadmin moderates in Tamil: the row's toast and the form's message", async ({ page, context }) => {
  test.slow();
  await noTiles(context);
  await signIn(page, DEMO_USERS.superadmin);

  // A demo listing (no test posts a commercial one): the newest approved listings belong to other
  // tests running beside this one, which check their own listing's status.
  await page.goto("/ta/admin/listings?status=Approved&type=commercial");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  const select = page.getByRole("combobox", { name: /: நிலை$/ }).first();
  const row = page.getByRole("row").filter({ has: select });
  const href = await row.getByRole("rowheader").getByRole("link").first().getAttribute("href");
  await select.selectOption({ label: "விற்கப்பட்டது" });
  await expect(page.getByText("நிலை வெற்றிகரமாக மாற்றப்பட்டது")).toBeVisible(SLOW);
  await expect(page.getByText("Status updated successfully")).toHaveCount(0);

  await page.goto(href ?? "/ta/admin/listings");
  await hydrated(page);
  await page.getByLabel("நிலை", { exact: true }).selectOption({ label: "நிராகரிக்கப்பட்டது" });
  await page.getByRole("button", { name: "நிலையைச் சேமி" }).click();
  await expect(page.getByText("நிராகரிப்புக்கான காரணத்தைப் போட்டவருக்குச் சொல்லுங்கள்")).toBeVisible(SLOW);
});
