// Coming back from sign-in, and what floats over the page (docs/product.md#layout, #top-bar): a
// visitor's heart is saved by the sign-in that follows it (password, new account, Google stand-in),
// and on a phone toasts never cover the cookie banner or the page title, nor the chat bubble a form
// field. Runs in the js and nojs projects; the phone cases set 390 px themselves.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { DEMO_PASSWORD, DEMO_USERS, runIpHeaders, signIn, uniqueEmail } from "./helpers/session";
import { type PlantedToast, plantToast } from "./helpers/toast";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

test.use({ extraHTTPHeaders: runIpHeaders() });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SLOW = { timeout: 20_000 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box | null, b: Box | null) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

/** A new buyer account with a password, made through the real sign-up form (outside the page). */
async function newAccount(request: APIRequestContext, baseURL: string, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await request.post("/signup", {
    form: { email, phone: "", password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: "buyer" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  return email;
}

/**
 * Stops the page's clock (toast timers) until the test moves it, however slowly pages load: a
 * toast from a full page load otherwise counts its 4000 ms from the start of that load.
 */
async function holdToasts(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return; // without JavaScript a CSS animation hides them, on its own clock
  await page.clock.install({ time: new Date("2026-06-02T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2026-06-02T10:00:01+05:30"));
}

/** Fills and sends the /login form the page is on. */
async function logIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("a visitor's heart survives sign-in", () => {
  test.describe("on a phone", () => {
    test.use(PHONE);

    test("a card's heart on page 2, then Login: back at the same card, saved, with a toast", async ({
      page,
      request,
      baseURL,
      javaScriptEnabled,
    }) => {
      test.slow();
      await holdToasts(page, javaScriptEnabled);
      const email = await newAccount(request, baseURL!, "heart-phone");
      await page.goto("/?page=2");
      const card = page.locator("article.listing-card").nth(7);
      const title = (await card.locator(".listing-card__title").innerText()).trim();
      const id = (await card.getAttribute("id"))!;
      await card.getByRole("button", { name: "Sign in to add to favourites" }).click();

      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      await expect(page.getByText(`Sign in or create an account to save “${title}” to your favourites.`)).toBeVisible();
      await logIn(page, email);

      await expect(page).toHaveURL(new RegExp(`/\\?page=2#${id}$`), SLOW);
      await expect(page.getByRole("status").filter({ hasText: "Saved to favourites" })).toBeVisible();
      const back = page.locator(`#${id}`);
      await expect(back.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // The same place: the card is on screen, below the top bar.
      await expect(back).toBeInViewport();
      if (javaScriptEnabled) {
        // The favourites menu lists it too.
        await expect(page.getByRole("link", { name: title }).first()).toBeAttached();
      }
    });
  });

  test("the listing page's heart, then a new account: saved", async ({ page, javaScriptEnabled }) => {
    test.slow();
    await holdToasts(page, javaScriptEnabled);
    await page.goto("/");
    const href = (await page.locator('a[href^="/listing/"]').nth(3).getAttribute("href"))!;
    await page.goto(href);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page
      .getByRole("complementary", { name: "Contact and share" })
      .getByRole("button", { name: "Sign in to add to favourites" })
      .click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=/);
    await expect(page.getByText(`save “${title}” to your favourites`)).toBeVisible();

    const email = uniqueEmail("heart-signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/verify-email\?sent=1/, SLOW);
    await expect(page.getByRole("status").filter({ hasText: "Saved to favourites" })).toBeVisible();
    await page.getByRole("link", { name: "Continue browsing" }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(
      page.getByRole("complementary", { name: "Contact and share" }).getByRole("button", {
        name: "Remove from favourites",
      }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  test("the listing page's heart, then Continue with Google (stand-in): saved", async ({ page, javaScriptEnabled }) => {
    test.slow();
    await holdToasts(page, javaScriptEnabled);
    await page.goto("/");
    const href = (await page.locator('a[href^="/listing/"]').nth(5).getAttribute("href"))!;
    await page.goto(href);
    await page
      .getByRole("complementary", { name: "Contact and share" })
      .getByRole("button", { name: "Sign in to add to favourites" })
      .click();
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.getByLabel("Or another address").fill(uniqueEmail("heart-google"));
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`), SLOW);
    await expect(page.getByRole("status").filter({ hasText: "Saved to favourites" })).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Contact and share" }).getByRole("button", {
        name: "Remove from favourites",
      }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("on a phone, floating things stay clear", () => {
  test.use(PHONE);

  const toast: PlantedToast = { id: "e2e-dock-toast", kind: "success", message: "Saved for the dock test" };

  for (const path of ["/", "/login"]) {
    test(`${path}: a toast and the cookie banner never cover each other or the page title`, async ({
      page,
      context,
      baseURL,
      javaScriptEnabled,
    }) => {
      await holdToasts(page, javaScriptEnabled);
      await plantToast(context, baseURL!, toast);
      await page.goto(path);
      const shown = page.locator(".toast", { hasText: toast.message });
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(shown).toBeVisible();
      await expect(banner).toBeVisible();
      // Measured once the slide-in has landed (its 200 ms run on the real clock).
      await shown.evaluate((el) =>
        Promise.all(
          el
            .getAnimations()
            .filter((a) => (a as CSSAnimation).animationName === "toast-in")
            .map((a) => a.finished),
        ),
      );

      const toastBox = await shown.boundingBox();
      expect(overlap(toastBox, await banner.boundingBox())).toBe(false);
      const h1 = page.getByRole("heading", { level: 1 }).first();
      if (await h1.isVisible()) expect(overlap(toastBox, await h1.boundingBox())).toBe(false);

      // Each of the banner's buttons is what a tap at its centre reaches.
      for (const name of ["Accept", "Decline", "Close cookie banner"]) {
        const button = banner.getByRole("button", { name, exact: true });
        const hit = await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return top === el || el.contains(top);
        });
        expect(hit, `${name} is reachable`).toBe(true);
      }
      await banner.getByRole("button", { name: "Accept", exact: true }).click();
      await expect(banner).toHaveCount(0);
    });
  }

  /** Form fields whose box meets the chat bubble's, while the bubble shows. */
  function fieldsUnderBubble(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const bubble = document.querySelector(".whatsapp-float");
      if (!bubble || getComputedStyle(bubble).display === "none") return [];
      const b = bubble.getBoundingClientRect();
      const hits: string[] = [];
      for (const el of document.querySelectorAll("input:not([type=hidden]), select, textarea")) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(el).visibility === "hidden") continue;
        if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom) {
          hits.push(el.getAttribute("name") ?? el.outerHTML.slice(0, 80));
        }
      }
      return hits;
    });
  }

  for (const [name, path, who] of [
    ["the create-listing form", "/create-listing", DEMO_USERS.seller],
    ["the profile edit form", "/profile/edit", DEMO_USERS.buyer],
  ] as const) {
    test.describe(() => {
      test.skip(
        ({ javaScriptEnabled }) => javaScriptEnabled,
        "the bubble and the forms are server HTML and CSS: once, without JavaScript",
      );
      test(`${name}: the chat bubble covers no field, scrolled to the bottom or to each field`, async ({ page }) => {
        await signIn(page, who);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await fieldsUnderBubble(page)).toEqual([]);

        const count = await page.locator("main").locator("input:not([type=hidden]), select, textarea").count();
        expect(count).toBeGreaterThan(3);
        const covered = new Set<string>();
        for (let i = 0; i < count; i += 1) {
          const field = page.locator("main").locator("input:not([type=hidden]), select, textarea").nth(i);
          if (!(await field.isVisible())) continue;
          // The worst case: the field just scrolled in at the bottom edge, where the bubble sits.
          await field.evaluate((el) => el.scrollIntoView({ block: "end" }));
          for (const hit of await fieldsUnderBubble(page)) covered.add(hit);
        }
        expect([...covered]).toEqual([]);
        // WhatsApp stays one tap away: the footer's Contact link.
        await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true })).toBeAttached();
      });
    });
  }
});
