// axe-core on every page of the app (tests/e2e/helpers/axe.ts lists them) with JavaScript at
// desktop width, on a phone where the phone layout differs (`phone`), and without JavaScript where
// the markup differs (`noJs`). Any WCAG 2.1 A/AA or best-practice violation fails.
import { type Browser, type BrowserContextOptions, expect, type Page, test as base } from "@playwright/test";
import { A11Y_PAGES, expectNoA11yViolations, preloadAxe } from "./helpers/axe";
import { hydrated } from "./helpers/hydrated";
import { DEMO_USERS, signIn } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

/** The project's context options (viewport, touch, JavaScript, locale...), for contexts made by hand. */
type ProjectUse = BrowserContextOptions & { baseURL?: string };

/**
 * One browser page per visitor (anonymous, or a demo user signed in once) for the whole worker.
 * Each check only opens a page and reads it, so it needs no fresh context: a warm one keeps the
 * app's scripts and styles in its cache and halves the time of a check (decision 0013). Cookies
 * an entry sets are removed after it.
 */
class Visitors {
  private pages = new Map<string, Promise<Page>>();
  constructor(
    private browser: Browser,
    private use: ProjectUse,
  ) {}

  page(email: string | null): Promise<Page> {
    const key = email ?? "";
    let page = this.pages.get(key);
    if (!page) {
      page = this.open(email);
      this.pages.set(key, page);
    }
    return page;
  }

  private async open(email: string | null): Promise<Page> {
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, javaScriptEnabled, locale, timezoneId } =
      this.use;
    const context = await this.browser.newContext({
      baseURL: this.use.baseURL,
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
      javaScriptEnabled,
      locale,
      timezoneId,
    });
    await preloadAxe(context);
    const page = await context.newPage();
    if (email) await signIn(page, email);
    return page;
  }

  async close() {
    for (const page of this.pages.values()) await (await page).context().close();
  }
}

const test = base.extend<object, { visitors: Visitors }>({
  visitors: [
    async ({ browser }, use, workerInfo) => {
      const visitors = new Visitors(browser, workerInfo.project.use as ProjectUse);
      await use(visitors);
      await visitors.close();
    },
    { scope: "worker" },
  ],
});

// Markup, not pictures: the browser skips loading them (decision 0042); `alt` stays for axe.
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

// axe walks the whole page (the home list has a dozen cards): room for a shared, busy machine.
// Spread over both workers: as one serial file it was the last to finish.
test.describe.configure({ timeout: 60_000, mode: "parallel" });

for (const entry of A11Y_PAGES) {
  test.describe(entry.name, () => {
    // Decided from the project's options alone, before any page is opened for the test.
    test.skip(
      ({ javaScriptEnabled }) => Boolean(entry.jsOnly) && !javaScriptEnabled,
      "a state only JavaScript reaches",
    );
    test.skip(({ javaScriptEnabled }) => !entry.noJs && !javaScriptEnabled, "the same HTML as with JavaScript");
    test.skip(({ isMobile }) => !entry.phone && isMobile, "the same markup at every width, checked at desktop width");

    test("has no accessibility violations", async ({ visitors, baseURL, javaScriptEnabled }) => {
      const signedIn = entry.signedIn ? (typeof entry.signedIn === "string" ? entry.signedIn : DEMO_USERS.buyer) : null;
      const page = await visitors.page(signedIn);
      const context = page.context();
      const path = typeof entry.path === "string" ? entry.path : await entry.path(page);
      const cookies = Object.entries(
        (typeof entry.cookies === "function" ? await entry.cookies() : entry.cookies) ?? {},
      );
      await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL! })));
      try {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(entry.status ?? 200);
        // These pages are made by hand, not by helpers/test.ts: its wait for hydration, here.
        if (javaScriptEnabled) await hydrated(page);
        await entry.prepare?.(page, { javaScriptEnabled });
        await expectNoA11yViolations(page, { javaScriptEnabled });
      } finally {
        for (const [name] of cookies) await context.clearCookies({ name });
      }
    });
  });
}
