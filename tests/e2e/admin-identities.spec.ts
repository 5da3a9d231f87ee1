// /admin, the AI identities manager, in the browser with JavaScript: sign in as the demo admin,
// create an identity (models added and removed in the form), test it, edit it, delete it. The
// identity is never put in use, so the other e2e tests keep the parser. Once, with JavaScript
// (decision 0042): without it, search-fixes.spec.ts posts the same form (Add model, create, the
// same name refused) and the server's rules are in tests/integration.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { DEMO_USERS, signIn as signInAs } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "once, with JavaScript (decision 0042)");

async function signIn(page: Page) {
  await signInAs(page, DEMO_USERS.admin);
  await page.goto("/admin");
}

async function addModel(page: Page, name: string) {
  await page.getByLabel("Add a model").fill(name);
  await page.getByRole("button", { name: "Add model" }).click();
  await expect(page.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
}

test("create, test, edit and delete an identity", async ({ page }, testInfo) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "AI identities", level: 1 })).toBeVisible();
  const name = `E2E provider ${testInfo.project.name} ${Date.now().toString(36)}`;
  const key = "sk-e2e-secret-key-W9XZ";

  // Models first (the order a person would take; without JavaScript each Add posts the form and its answer keeps the key typed so far).
  await addModel(page, "model-small");
  await addModel(page, "model-large");
  await page.getByLabel("Add a model").fill("   ");
  await page.getByRole("button", { name: "Add model" }).click();
  await expect(page.locator(".admin-models__item")).toHaveCount(2);
  await page.getByRole("button", { name: "Remove model-small" }).click();
  await expect(page.locator(".admin-models__item")).toHaveCount(1);

  await page.getByLabel("Name", { exact: true }).fill(name);
  // Nothing listens here: the Test must fail fast and say so.
  await page.getByLabel("URL", { exact: true }).fill("http://127.0.0.1:9/v1");
  await page.getByLabel("API key").fill(key);
  await page.getByLabel("Selected model").selectOption("model-large");
  await page.getByRole("button", { name: "Create identity" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Identity created successfully" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toContainText("•••• W9XZ");
  await expect(card).toContainText("model-large");
  expect(await page.content()).not.toContain(key);

  await card.getByRole("button", { name: `Test ${name}` }).click();
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name }) })
      .getByRole("status"),
  ).toContainText("Test failed: Could not reach the provider");

  // Edit: the key field starts empty and, left empty, keeps the stored key.
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\?edit=\d+$/);
  await expect(page.getByLabel("API key")).toHaveValue("");
  await expect(page.getByText("The stored key ends in W9XZ")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`${name} v2`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Identity updated successfully" })).toBeVisible();
  const renamed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${name} v2` }) });
  await expect(renamed).toContainText("•••• W9XZ");

  // Delete asks first.
  await renamed.locator("summary", { hasText: "Delete" }).click();
  await renamed.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Identity deleted successfully" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} v2` })).toHaveCount(0);
});

test("a refused form says why and never echoes the key", async ({ page }) => {
  await signIn(page);
  await page.getByLabel("Name", { exact: true }).fill("No models yet");
  await page.getByLabel("URL", { exact: true }).fill("https://llm.example/v1");
  await page.getByLabel("API key").fill("sk-never-echoed-1234");
  await page.getByRole("button", { name: "Create identity" }).click();
  await expect(page.getByText("Add at least one model")).toBeVisible();
  expect(await page.content()).not.toContain("sk-never-echoed-1234");
  await expect(page.getByRole("heading", { name: "No models yet" })).toHaveCount(0);
});
