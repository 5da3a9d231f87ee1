// axe-core on every page of the app (tests/e2e/helpers/axe.ts lists them) with JavaScript at
// desktop width, on a phone where the phone layout differs (`phone`), and without JavaScript where
// the markup differs (`noJs`). Any WCAG 2.1 A/AA or best-practice violation fails.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { A11Y_PAGES, expectNoA11yViolations } from "./helpers/axe";
import { DEMO_USERS, signIn } from "./helpers/session";

// axe walks the whole page (the home list has a dozen cards): room for a shared, busy machine.
// Spread over both workers: as one serial file it was the last to finish.
test.describe.configure({ timeout: 60_000, mode: "parallel" });

// Signing in costs a password hash on the server and two page loads: each worker signs each demo
// user in once and reuses the cookies for that user's other pages (no page here signs out).
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["cookies"]>>>();
async function signInOnce(page: Page, context: BrowserContext, email: string) {
  const saved = sessions.get(email);
  if (saved) return context.addCookies(saved);
  await signIn(page, email);
  sessions.set(email, await context.cookies());
}

for (const entry of A11Y_PAGES) {
  test.describe(entry.name, () => {
    // Decided from the project's options alone, before a browser page is opened for the test.
    test.skip(
      ({ javaScriptEnabled }) => Boolean(entry.jsOnly) && !javaScriptEnabled,
      "a state only JavaScript reaches",
    );
    test.skip(({ javaScriptEnabled }) => !entry.noJs && !javaScriptEnabled, "the same HTML as with JavaScript");
    test.skip(({ isMobile }) => !entry.phone && isMobile, "the same markup at every width, checked at desktop width");

    test("has no accessibility violations", async ({ page, context, baseURL, javaScriptEnabled }) => {
      if (entry.signedIn) {
        await signInOnce(page, context, typeof entry.signedIn === "string" ? entry.signedIn : DEMO_USERS.buyer);
      }
      const path = typeof entry.path === "string" ? entry.path : await entry.path(page);
      if (entry.cookies) {
        await context.addCookies(
          Object.entries(entry.cookies).map(([name, value]) => ({ name, value, url: baseURL! })),
        );
      }
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(entry.status ?? 200);
      await entry.prepare?.(page, { javaScriptEnabled });
      await expectNoA11yViolations(page, { javaScriptEnabled });
    });
  });
}
