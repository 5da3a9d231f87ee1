// Holds the requests matching `url` until `release()` is called: a test can look at a page while
// its scripts or a form's post are still on their way, with no timers involved.
import type { Page } from "@playwright/test";

export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
