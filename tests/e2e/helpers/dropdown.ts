// The top bar's dropdowns (app/components/ui/dropdown.tsx): <details> whose trigger text names them.
import { expect, type Locator, type Page } from "@playwright/test";

/** Opens the dropdown whose trigger text matches `name`; returns its <details>. Works without JavaScript. */
export async function openDropdown(page: Page, name: RegExp): Promise<Locator> {
  const summary = page.locator("summary.dropdown__trigger").filter({ hasText: name });
  const dropdown = page.locator("details.dropdown", { has: summary });
  await summary.click();
  await expect(dropdown).toHaveAttribute("open", "");
  return dropdown;
}
