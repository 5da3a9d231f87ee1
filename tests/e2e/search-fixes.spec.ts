// Search and the AI identity form. The header's locality search finds what AI search understands:
// one matcher for both (docs/product.md#locality-matching). The AI identity form starts empty
// again after a create, a duplicate is refused, and without JavaScript "Add model" keeps the
// typed API key (docs/product.md#ai-identities-manager, decision 0028).
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { DEMO_USERS, runIpHeaders, signIn, uniqueSuffix } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { hydrated } from "./helpers/hydrated";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

test.use({ extraHTTPHeaders: runIpHeaders() });

async function submitFindsSaravanampatti(page: Page, box: ReturnType<Page["locator"]>) {
  await box.fill("saravanampatty");
  await box.press("Enter");
  await expect(page).toHaveURL(/[?&]q=saravanampatty/);
  const results = page.getByRole("region", { name: /Locations matching/ });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await results.getByRole("link", { name: "Saravanampatti" }).click();
  await expect(page).toHaveURL(/\/coimbatore\/saravanampatti$/);
  await expect(page.getByRole("link", { name: "Remove Saravanampatti" })).toBeVisible();
}

test.describe("the header's locality search reads 'saravanampatty' as AI search does", () => {
  test.describe(() => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the suggestions need JavaScript");
    test("at 1280 px, typing offers Saravanampatti first and choosing it filters the list", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await hydrated(page);
      const box = page.locator(".top-bar").getByRole("searchbox", { name: "Search localities" });
      await box.fill("saravanampatty");
      const menu = page.getByRole("list", { name: "Matching localities" });
      await expect(menu.getByRole("checkbox").first()).toHaveAccessibleName("Saravanampatti");
      // Misspelt and spaced forms too.
      await box.fill("R.S. Puram");
      await expect(menu.getByRole("checkbox").first()).toHaveAccessibleName("RS Puram");
      await box.fill("peelmedu");
      await expect(menu.getByRole("checkbox").first()).toHaveAccessibleName("Peelamedu");
      await box.fill("saravanampatty");
      await menu.getByRole("checkbox", { name: "Saravanampatti" }).click();
      await expect(page).toHaveURL(/\/coimbatore\/saravanampatti$/);
    });
  });

  test("at 1280 px, submitting the header's box lists Saravanampatti", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/terms");
    await submitFindsSaravanampatti(
      page,
      page.locator(".top-bar").getByRole("searchbox", { name: "Search localities" }),
    );
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("submitting the compact box lists Saravanampatti", async ({ page }) => {
      await page.goto("/");
      await submitFindsSaravanampatti(page, page.locator('input[placeholder="Search..."]:visible').first());
    });
  });

  test("a hand-typed location in another spelling lands on the locality's name", async ({ page }) => {
    await page.goto("/?location=saravanampatty");
    await expect(page).toHaveURL(/\/coimbatore\/saravanampatti$/);
    await expect(page.getByRole("link", { name: "Remove Saravanampatti" })).toBeVisible();
  });
});

test.describe("the AI identity form", () => {
  // Each test signs in through the real form first.
  test.describe.configure({ timeout: 60_000 });

  async function openAdmin(page: Page) {
    await signIn(page, DEMO_USERS.admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "AI identities", level: 1 })).toBeVisible();
  }

  async function addModel(page: Page, name: string) {
    await page.getByLabel("Add a model").fill(name);
    await page.getByRole("button", { name: "Add model" }).click();
    await expect(page.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
  }

  const form = (page: Page) => page.getByRole("form", { name: "New identity" });

  test("after a create the form is empty again, and the same name again is refused", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page);
    if (javaScriptEnabled) await hydrated(page);
    const name = `Reset ${testInfo.project.name} ${uniqueSuffix()}`;
    await addModel(page, "model-one");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("URL", { exact: true }).fill("https://llm.example/v1");
    await page.getByLabel("API key").fill("sk-reset-test-1234");
    await page.getByRole("button", { name: "Create identity" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Identity created successfully" })).toBeVisible();
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(1);

    // Empty, models included: one more click cannot post the same identity again.
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(form(page).getByLabel("URL", { exact: true })).toHaveValue("");
    await expect(form(page).getByLabel("API key")).toHaveValue("");
    await expect(form(page).getByText("No models yet.")).toBeVisible();

    // Typed again by hand, the same name is refused by the server.
    await addModel(page, "model-one");
    await page.getByLabel("Name", { exact: true }).fill(name.toLowerCase());
    await page.getByLabel("URL", { exact: true }).fill("https://llm.example/v1");
    await page.getByLabel("API key").fill("sk-reset-test-1234");
    await page.getByRole("button", { name: "Create identity" }).click();
    await expect(form(page).getByText("An identity with this name already exists")).toBeVisible();
    await expect(form(page).getByText("Failed to create identity")).toBeVisible();
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(1);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the API key typed before Add model is still there after it, and the create succeeds", async ({
      page,
    }, testInfo) => {
      await openAdmin(page);
      const name = `Key kept ${testInfo.project.name} ${uniqueSuffix()}`;
      const key = "sk-kept-through-add-5678";
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("URL", { exact: true }).fill("https://llm.example/v1");
      await page.getByLabel("API key").fill(key);
      // Without JavaScript each Add posts the whole form and the page comes back.
      await addModel(page, "model-a");
      await addModel(page, "model-b");
      await expect(page.getByLabel("API key")).toHaveValue(key);
      await page.getByLabel("Selected model").selectOption("model-b");
      await page.getByRole("button", { name: "Create identity" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Identity created successfully" })).toBeVisible();
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await expect(card).toContainText("•••• 5678");
      // The page after the create never holds the key.
      expect(await page.content()).not.toContain(key);
    });
  });
});
