// Waits until React runs the page: the root marks `<html data-hydrated>` (app/root.tsx). Islands
// such as the footer's call-back form may hydrate later (app/components/layout/island.tsx).
import { expect, type Page } from "@playwright/test";

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
}
