// The top bar's dropdowns (app/components/ui/dropdown.tsx): <details> whose trigger text names them.
import { expect, type Locator, type Page } from "@playwright/test";

/** The dropdown whose trigger text matches `name` (its <details>). */
export function dropdownOf(page: Page, name: RegExp): Locator {
  return page.locator("details.dropdown", { has: page.locator("summary.dropdown__trigger").filter({ hasText: name }) });
}

/** Opens the dropdown whose trigger text matches `name`; returns its <details>. Works without JavaScript. */
export async function openDropdown(page: Page, name: RegExp): Promise<Locator> {
  const dropdown = dropdownOf(page, name);
  await dropdown.locator("summary.dropdown__trigger").click();
  await expect(dropdown).toHaveAttribute("open", "");
  return dropdown;
}
