// Accessibility: every page of the app, checked by axe-core by tests/e2e/a11y.spec.ts at desktop
// width with JavaScript, and on a phone and without JavaScript where marked (`phone`, `noJs`). A
// new page joins by adding one entry to A11Y_PAGES; a state that only JavaScript reaches (a
// dialog, an open menu) is its own entry with `jsOnly`.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
// The axe-core that @axe-core/playwright runs (its dependency), run here without its builder.
import axe from "axe-core";
import { openDropdown } from "./dropdown";
import { mapSettled } from "./map";
import { DEMO_USERS } from "./session";
import { signedToastValue } from "./toast";
import { hydrated } from "./hydrated";

/** WCAG 2.1 A and AA, plus axe's best practices (heading order, landmarks, ...). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export type A11yPage = {
  name: string;
  /** The path to open, or a function that finds one (e.g. the first listing on the home page). */
  path: string | ((page: Page) => Promise<string>);
  /** Sign in first (as this demo user; `true` means the buyer). */
  signedIn?: boolean | string;
  /** A state only JavaScript can reach: skipped in the nojs project. */
  jsOnly?: boolean;
  /**
   * Also checked without JavaScript: pages whose no-JS markup differs (a fallback, a disclosure
   * instead of a dialog, a Save button, a plain file field). Every other page is the same
   * server-rendered HTML with or without JavaScript, checked with it.
   */
  noJs?: boolean;
  /**
   * Also checked on a phone (390 px): pages whose phone layout has its own parts (the action bar,
   * the compact pager and search, the account drawer, scrolling tables). Every other page is the
   * same markup at every width, and colours do not change with width: checked once, at desktop.
   */
  phone?: boolean;
  /** Expected HTTP status of the document (200 unless said). */
  status?: number;
  /** Cookies to set before opening the page (e.g. a signed flash toast). */
  cookies?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** Brings the page into the state to check (open a menu, wait for a map...). */
  prepare?: (page: Page, ctx: { javaScriptEnabled: boolean }) => Promise<unknown>;
};

/**
 * The first link in the server HTML of `path` (fetched with the page's cookies, without opening
 * it: the page to check is then the only one the browser loads) whose href starts with `prefix`
 * or contains `part`.
 */
async function linkIn(page: Page, path: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const href = html.match(pattern)?.[1];
  if (!href) throw new Error(`no link matching ${pattern} on ${path}`);
  return href.replaceAll("&amp;", "&");
}

/** The first public listing linked from the home page (the seed has plenty, most with photos). */
let firstListing: string | undefined;
export async function firstListingPath(page: Page): Promise<string> {
  // Found once per worker: the seed's newest listings are never changed by the tests.
  firstListing ??= await linkIn(page, "/", /href="(\/listing\/\d+)"/);
  return firstListing;
}

/** The seller page of the first listing's seller. */
async function firstSellerPath(page: Page): Promise<string> {
  return linkIn(page, await firstListingPath(page), /href="(\/seller\/[^"?#]+)"/);
}

/** A new order of the signed-in user: its page on the local test provider (/dev/pay/:id). */
async function localCheckoutPath(page: Page): Promise<string> {
  await page.goto("/buy-credits");
  await page.getByRole("button", { name: "Buy 100 credits" }).click();
  await expect(page).toHaveURL(/\/dev\/pay\/\d+$/, { timeout: 15_000 });
  return new URL(page.url()).pathname;
}

/** The first link on /admin/users whose address contains `part`. */
async function firstAdminLink(page: Page, part: string): Promise<string> {
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return linkIn(page, "/admin/users", new RegExp(`href="([^"]*${escaped}[^"]*)"`));
}

/** The admin page of the first listing in the moderation queue. */
async function firstAdminListingPath(page: Page): Promise<string> {
  return linkIn(page, "/admin/listings", /href="(\/admin\/listing\/\d+)"/);
}

/**
 * The signed-in user's saved search of plots in Vadavalli (saved here when it is not yet: saving
 * it again changes nothing), then its page (`/saved-searches/:id`) plus `suffix`.
 */
async function savedSearchPath(page: Page, suffix = ""): Promise<string> {
  const origin = test.info().project.use.baseURL!;
  await page.request.post("/saved-searches/new", {
    form: { name: "Plots in Vadavalli", query: "type=plot&location=Vadavalli&maxPrice=2500000" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  return `${await linkIn(page, "/saved-searches", /href="(\/saved-searches\/\d+)"/)}${suffix}`;
}

/** The signed-in user's own seller page (with the table of who viewed their number). */
async function ownSellerPath(page: Page): Promise<string> {
  await page.goto("/profile");
  const handle = await page
    .getByText(/^@\S+$/)
    .first()
    .textContent();
  if (!handle) throw new Error("no @username on /profile");
  return `/seller/${handle.slice(1)}`;
}

export const A11Y_PAGES: A11yPage[] = [
  { name: "home list", phone: true, noJs: true, path: "/" },
  { name: "home page 6 (compact pager on phones)", phone: true, noJs: true, path: "/?page=6" },
  { name: "home, no matches, filter chips", path: "/?type=commercial&location=Karamadai&bhk=6&dtcp=1" },
  { name: "locality page", phone: true, noJs: true, path: "/coimbatore/saravanampatti" },
  { name: "filters panel (no-JS Search dialog)", phone: true, noJs: true, path: "/?filters=open" },
  { name: "compact search results", phone: true, path: "/?q=pu" },
  {
    name: "Search dialog",
    phone: true,
    path: "/",
    jsOnly: true,
    prepare: async (page) => {
      await page.getByRole("link", { name: /^Filters/ }).click();
      const dialog = page.getByRole("dialog", { name: "Search" });
      await expect(dialog).toBeVisible();
      // Its fade-in changes opacity: check the colours once it has landed (CI saw 4.48:1 mid-fade).
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    },
  },
  {
    name: "compact search open",
    phone: true,
    path: "/",
    jsOnly: true,
    prepare: async (page) => {
      await hydrated(page);
      // The list opens on typing, not on focus (docs/product.md#compact-search).
      await page.locator('input[placeholder="Search..."]:visible').first().fill("a");
      await expect(page.getByRole("list", { name: "Matching localities" })).toBeVisible();
    },
  },
  {
    name: "map view",
    phone: true,
    noJs: true,
    // The server map; with JavaScript, live=1 starts maplibre over it (docs/product.md#the-server-map).
    path: "/?view=map&live=1",
    prepare: async (page, { javaScriptEnabled }) => {
      if (!javaScriptEnabled) return;
      // Settled: the live map drawn, or the server map kept where the browser has no WebGL.
      await expect(mapSettled(page)).toBeVisible({
        timeout: 15_000,
      });
    },
  },
  {
    name: "a flash toast",
    // A page without photos: the toast hides itself 4000 ms after it first shows, and the home
    // page's "load" (every card's photo) can take that long on a busy machine.
    path: "/terms",
    cookies: async () => ({
      toast: await signedToastValue({ id: "a11y-toast", kind: "success", message: "Saved for a11y" }),
    }),
    prepare: async (page) => {
      await expect(page.getByRole("status").filter({ hasText: "Saved for a11y" })).toBeVisible();
      // Its slide-in changes opacity: check the colours once it has landed.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => (a as CSSAnimation).animationName !== "toast-in" || a.playState !== "running"),
      );
    },
  },
  { name: "listing detail", phone: true, noJs: true, path: firstListingPath },
  { name: "home, dark theme", path: "/?type=plot", cookies: { theme: "dark" } },
  { name: "listing detail, dark theme", path: firstListingPath, cookies: { theme: "dark" } },
  {
    name: "listing gallery",
    noJs: true,
    path: async (page) => `${await firstListingPath(page)}?gallery=1`,
    prepare: async (page) => {
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  {
    name: "listing share panel",
    phone: true,
    noJs: true,
    path: firstListingPath,
    prepare: async (page, { javaScriptEnabled }) => {
      if (javaScriptEnabled) return; // with JavaScript Share shares or copies; the panel is the fallback
      // The contact card's Share on wide screens, the action bar's on phones: the visible one.
      await page.locator(".listing-share summary:visible").first().click();
      await expect(
        page.getByRole("textbox", { name: "Link to this listing" }).locator("visible=true").first(),
      ).toBeVisible();
    },
  },
  { name: "login", noJs: true, path: "/login" },
  { name: "signup", noJs: true, path: "/signup" },
  { name: "forgot password", path: "/forgot-password" },
  { name: "reset password (a link that does not work)", path: "/reset-password?token=a11y-not-a-token" },
  { name: "verify email (a link that does not work)", path: "/verify-email?token=a11y-not-a-token" },
  { name: "terms", path: "/terms" },
  { name: "not found", path: "/no-such-page-for-a11y", status: 404 },
  {
    name: "listing report form open",
    noJs: true,
    path: firstListingPath,
    prepare: async (page) => {
      await page.getByText("Report this listing", { exact: true }).click();
      await expect(page.getByRole("group", { name: "What is wrong with this listing?" })).toBeVisible();
    },
  },
  { name: "confirm listing (a link that does not work)", path: "/confirm-listing?token=a11y-not-a-token" },
  { name: "stop alerts (a link that does not work)", path: "/alerts/unsubscribe?t=a11y-not-a-token", status: 400 },
  { name: "report listing page", path: async (page) => `${await firstListingPath(page)}/report` },
  { name: "dev outbox", path: "/dev/outbox" },
  { name: "home signed in", phone: true, path: "/", signedIn: true },
  {
    name: "user menu open",
    phone: true,
    noJs: true,
    path: "/",
    signedIn: true,
    prepare: (page) => openDropdown(page, /Account menu/),
  },
  {
    name: "favourites menu open",
    phone: true,
    path: "/",
    signedIn: true,
    prepare: (page) => openDropdown(page, /Favourites/),
  },
  {
    name: "credits menu open",
    path: "/",
    signedIn: true,
    prepare: async (page) => {
      // Shown from 1024 px up only.
      if ((page.viewportSize()?.width ?? 0) < 1024) return;
      await openDropdown(page, /credits/);
    },
  },
  { name: "listing detail signed in", path: firstListingPath, signedIn: true },
  { name: "profile", path: "/profile", signedIn: true },
  { name: "profile edit", noJs: true, path: "/profile/edit", signedIn: true },
  { name: "delete account", noJs: true, path: "/profile/delete", signedIn: true },
  { name: "favourites", path: "/favourites", signedIn: true },
  // Saved searches (docs/product.md#saved-searches): the save page, the list, one search, delete.
  { name: "save this search", noJs: true, path: "/saved-searches/new?type=villa&bhk=3", signedIn: true },
  {
    name: "saved searches",
    noJs: true,
    path: async (page) => (await savedSearchPath(page)).replace(/\/\d+$/, ""),
    signedIn: true,
  },
  { name: "saved search (rename)", path: (page) => savedSearchPath(page), signedIn: true },
  { name: "delete saved search", noJs: true, path: (page) => savedSearchPath(page, "/delete"), signedIn: true },
  {
    name: "Save this search dialog",
    jsOnly: true,
    path: "/?type=plot&maxPrice=50000000",
    signedIn: true,
    prepare: async (page) => {
      await hydrated(page);
      await page.getByRole("link", { name: "Save this search" }).click();
      const dialog = page.getByRole("dialog", { name: "Save this search" });
      await expect(dialog).toBeVisible();
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    },
  },
  { name: "seller page", path: firstSellerPath, signedIn: true },
  { name: "buy credits", path: "/buy-credits", signedIn: true },
  { name: "credit history", path: "/credit-history", signedIn: true },
  { name: "own seller page with enquiries", path: ownSellerPath, signedIn: DEMO_USERS.seller },
  // Each order page with its own demo user, so the buyer's orders stay few.
  { name: "local test checkout", path: localCheckoutPath, signedIn: DEMO_USERS.both },
  {
    name: "payment result (cancelled)",
    path: async (page) => `${(await localCheckoutPath(page)).replace("/dev/pay/", "/payments/")}?outcome=cancelled`,
    signedIn: DEMO_USERS.seller,
  },
  // Posting and managing listings (docs/product.md#listings).
  { name: "create listing", phone: true, noJs: true, path: "/create-listing", signedIn: DEMO_USERS.seller },
  { name: "My Listings", path: "/seller/listings", signedIn: DEMO_USERS.seller },
  {
    name: "edit listing",
    noJs: true,
    path: async (page) => (await firstListingPath(page)).replace("/listing/", "/listing/edit/"),
    signedIn: DEMO_USERS.superadmin,
  },
  {
    name: "delete listing confirmation",
    path: async (page) => `${await firstListingPath(page)}/delete`,
    signedIn: DEMO_USERS.superadmin,
  },
  { name: "listing detail as superadmin (status select)", path: firstListingPath, signedIn: DEMO_USERS.superadmin },
  // AI search (docs/product.md#ai-search): the answer's heading and chips, and the open box.
  { name: "AI search results", path: "/?type=plot&maxPrice=50000000&ai=plots+under+5+crore" },
  {
    name: "Ask AI open",
    phone: true,
    noJs: true,
    path: "/",
    prepare: async (page) => {
      await page.locator("summary", { hasText: "Ask AI" }).first().click();
      await expect(page.getByRole("searchbox", { name: "Describe the property you want" }).first()).toBeVisible();
    },
  },
  { name: "AI identities manager", path: "/admin", signedIn: DEMO_USERS.admin },
  // The admin users pages, as the demo admin.
  { name: "admin users", phone: true, noJs: true, path: "/admin/users?sort=views", signedIn: DEMO_USERS.admin },
  {
    name: "admin user analytics",
    path: (page) => firstAdminLink(page, "/admin/user-analytics/"),
    signedIn: DEMO_USERS.admin,
  },
  { name: "admin adjust credits", path: (page) => firstAdminLink(page, "/credits"), signedIn: DEMO_USERS.admin },
  {
    name: "admin delete user (confirm page)",
    noJs: true,
    path: (page) => firstAdminLink(page, "/delete?"),
    signedIn: DEMO_USERS.admin,
  },
  { name: "admin audit trail", phone: true, path: "/admin/audit", signedIn: DEMO_USERS.admin },
  { name: "admin health", phone: true, path: "/admin/health", signedIn: DEMO_USERS.admin },
  // A short filtered page: axe over a full table of selects is slow on a busy machine.
  {
    name: "admin listings, superadmin's status selects",
    phone: true,
    noJs: true,
    path: "/admin/listings?type=commercial&status=Sold",
    signedIn: DEMO_USERS.superadmin,
  },
  { name: "admin quick enquiries", path: "/admin/listings?tab=quick-enquiries", signedIn: DEMO_USERS.admin },
  { name: "admin reports", phone: true, path: "/admin/reports?status=", signedIn: DEMO_USERS.admin },
  { name: "admin listing moderation", path: firstAdminListingPath, signedIn: DEMO_USERS.superadmin },
  { name: "call-back form page", noJs: true, path: "/quick-enquiry" },
  {
    name: "superadmin user menu open",
    path: "/",
    signedIn: DEMO_USERS.superadmin,
    prepare: (page) => openDropdown(page, /Account menu/),
  },
];

/**
 * Loads axe-core at the start of every page `context` opens, before the page's own scripts.
 * Evaluating its 550 KB source after each page load, twice as @axe-core/playwright's legacy mode
 * does, took most of a check's time; a script that starts every page is compiled once and reused
 * from the browser's cache (decision 0030). Without JavaScript no page script runs, so
 * expectNoA11yViolations loads it then.
 */
export async function preloadAxe(context: BrowserContext) {
  await context.addInitScript({ content: axe.source });
}

/** Runs axe on the page as it is now and fails with a readable list of every violation. */
export async function expectNoA11yViolations(page: Page, { javaScriptEnabled = true } = {}) {
  if (!javaScriptEnabled) {
    // A page without JavaScript runs no timer or observer callbacks, only promise jobs, and axe
    // yields with setTimeout: give it timers made of promise jobs (the app's scripts never ran).
    await page.evaluate(() => {
      const asJob = (fn: TimerHandler, ...args: unknown[]) => {
        if (typeof fn === "function") Promise.resolve().then(() => fn(...args));
        return 0;
      };
      Object.assign(window, { setTimeout: asJob, setInterval: asJob, requestAnimationFrame: asJob });
    });
  }
  // In this page only: the app has no frames of its own (a listing's video is cross-origin, which
  // axe cannot enter anyway), so there are no frame results to merge.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // Every rule of AXE_TAGS. `resultTypes` keeps one node, not every node, of the passes and the
  // incomplete and inapplicable checks: violations keep all their nodes.
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((results) => results.violations),
    AXE_TAGS,
  );
  const report = violations.map((v) => {
    const nodes = v.nodes.map((n) => `  - ${n.target.join(" ")}\n    ${n.failureSummary?.replace(/\n\s*/g, " ")}`);
    return `${v.id} (${v.impact}): ${v.help}\n${nodes.join("\n")}`;
  });
  expect(
    violations.map((v) => v.id),
    `axe on ${page.url()}:\n${report.join("\n")}`,
  ).toEqual([]);
}
