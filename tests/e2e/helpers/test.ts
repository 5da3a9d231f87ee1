// The browser tests' `test`: Playwright's, with one change. A page asks for its scripts only once
// it has painted (decision 0053), so a navigation's `load` no longer means they have run. With
// JavaScript on, `goto` and `reload` that wait for `load` (their default) and land on a page of
// the app (HTML with Remix's module script, an error page too) then also wait until React has
// hydrated it (`hydrated`). A test that looks at a page before its scripts run holds them
// (holdRequests) and passes `waitUntil: "commit"`.
// It wraps the worker's browser.newContext and browser.newPage, which Playwright's own `context`
// fixture calls too, so pages of contexts a test makes by hand wait the same.
import { type BrowserContext, test as base, type Page, type Response } from "@playwright/test";
import { hydrated } from "./hydrated";

type LoadOptions = Parameters<Page["goto"]>[1];

const patched = new WeakSet<Page>();

function waitForHydrationAfterLoad(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response | null, options?: LoadOptions) => {
    const html = response?.headers()["content-type"]?.startsWith("text/html");
    if (html && (options?.waitUntil ?? "load") === "load" && (await page.locator('script[type="module"]').count())) {
      await hydrated(page);
    }
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options), options);
  page.reload = async (options) => settle(await reload(options), options);
}

function everyPageWaits(context: BrowserContext) {
  for (const page of context.pages()) waitForHydrationAfterLoad(page);
  context.on("page", waitForHydrationAfterLoad);
}

/** The running test's JavaScript setting: the default of the contexts it makes by hand. */
let testJavaScript = true;

export const test = base.extend<{ noteJavaScript: undefined }, object>({
  noteJavaScript: [
    async ({ javaScriptEnabled }, use) => {
      testJavaScript = javaScriptEnabled !== false;
      await use(undefined);
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled ?? testJavaScript) everyPageWaits(context);
        return context;
      };
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled ?? testJavaScript) waitForHydrationAfterLoad(page);
        return page;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});
