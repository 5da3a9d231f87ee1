import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { dropdownOf, openDropdown } from "./helpers/dropdown";
import { holdRequests } from "./helpers/hold-requests";
import { hydrated } from "./helpers/hydrated";
import { runIpHeaders, signIn, uniqueSuffix } from "./helpers/session";
import { type PlantedToast, plantToast } from "./helpers/toast";
import { firstScripts } from "../../scripts/bundle/first-scripts";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

// Shared layout: cookie banner (three ways), theme, footer, WhatsApp link, toasts, dropdowns.
// Nothing here reads the wall clock: timers run on Playwright's clock (page.clock).

test.describe("cookie consent banner", () => {
  const BUTTONS = [
    ["Accept", "true", 365],
    ["Decline", "false", 7],
    ["Close cookie banner", "false", 1],
  ] as const;

  // One page and context for the three buttons (the banner comes back when the cookie is gone).
  // Without JavaScript each button posts the same form with its own value; the server sets the
  // lifetime either way: Accept shows the no-JS round trip (decision 0035).
  test("each button stores its answer for its lifetime and hides the banner", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    // Three answers, each two page loads.
    test.slow();
    for (const [button, value, days] of javaScriptEnabled ? BUTTONS : BUTTONS.slice(0, 1)) {
      await context.clearCookies({ name: "cookieConsent" });
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      const answer = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/preferences"),
      );
      await banner.getByRole("button", { name: button, exact: true }).click();
      await expect(banner).toBeHidden();
      // The lifetime is the cookie's Max-Age, as the server set it (no clock involved).
      const setCookies = (await (await answer).headersArray()).filter((h) => h.name.toLowerCase() === "set-cookie");
      const consent = setCookies.map((h) => h.value).find((v) => v.startsWith("cookieConsent="));
      expect(consent, button).toContain(`cookieConsent=${value}`);
      expect(consent, button).toMatch(new RegExp(`Max-Age=${days * 86400}(;|$)`, "i"));
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent")?.value)
        .toBe(value);
      await page.reload();
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    }
  });
});

test.describe("theme", () => {
  test("toggles between light and dark and survives a reload without a flash", async ({ page, context }) => {
    await context.addCookies([
      { name: "theme", value: "light", url: new URL(test.info().project.use.baseURL!).origin },
    ]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");
    // The server renders the stored theme, so the first paint is already dark.
    const response = await page.request.get("/", { headers: { cookie: "theme=dark" } });
    expect(await response.text()).toContain('class="dark"');
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).toHaveClass(/light/);
  });

  test("footer offers Light, Dark and System", async ({ page }) => {
    await page.goto("/");
    const choice = page.getByRole("form", { name: "Theme" });
    await choice.getByRole("button", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("form", { name: "Theme" }).getByRole("button", { name: "System" }).click();
    await expect(page.getByRole("form", { name: "Theme" }).getByRole("button", { name: "System" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same server HTML and CSS without JavaScript");
  test("footer links and the floating WhatsApp link", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Home", "Terms", "Privacy Policy", "Contact"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("listitem")).toHaveCount(4);
    const chat = page.getByRole("link", { name: "Chat on WhatsApp" });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
    await expect(chat).toHaveAttribute("target", "_blank");
    const box = await chat.boundingBox();
    expect(box?.width).toBe(55);
    expect(box?.height).toBe(55);
  });
});

test.describe(() => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "without JavaScript it is the plain form (admin-listings.spec)",
  );
  test("the footer's call-back form loads its code only when it comes near, and is drawn anew once the visitor leaves it", async ({
    page,
  }) => {
    // Its code (the form kit and zod) is not among the scripts the page's HTML names (decision 0015).
    const html = await (await page.request.get("/")).text();
    const first = firstScripts(html);
    expect(first.length).toBeGreaterThan(3);
    for (const src of first)
      expect([src, (await (await page.request.get(src)).text()).includes("jitless")]).toEqual([src, false]);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/callback-form-[^/]+\.js$/.test(new URL(r.url()).pathname)) asked.push(r.url());
    });
    const release = await holdRequests(page, "**/assets/callback-form-*.js");
    await page.goto("/");
    const form = page.getByRole("region", { name: "Request a call back" });
    await expect(form.getByLabel("Your mobile number")).toBeAttached();
    // The rest of the page is live meanwhile: Filters opens its dialog in place.
    await page.getByRole("link", { name: /^Filters/ }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // At the foot of a long page, its code has not been asked for (decision 0054).
    expect(asked).toEqual([]);
    // Coming near asks for it; until it is here the form is the plain one, typed into as usual.
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length).toBe(1);
    const stay = form.locator('input[name="stay"]');
    const name = form.getByLabel("Your name");
    await name.fill("Meena");
    const arrived = page.waitForResponse((r) => asked.includes(r.url()));
    release();
    await arrived;
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))),
    );
    // Not redrawn under the visitor's fingers: the caret stays where it was.
    await page.keyboard.type(" Sundaram");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("Meena Sundaram");
    await expect(stay).toHaveCount(0);
    // Leaving the form (back to the footer's last link) redraws it with JavaScript, keeping what
    // was typed.
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("link", { name: "Contact", exact: true })).toBeFocused();
    await expect(stay).toHaveCount(1);
    await expect(name).toHaveValue("Meena Sundaram");
    // Then a name that is too short is refused on leaving the box.
    await name.fill("A");
    await form.getByLabel("Your mobile number").focus();
    await expect(form.getByText("Please enter your name")).toBeVisible();
  });

  test("the footer's call-back form follows the visitor to another page before its code has come", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("region", { name: "Request a call back" });
    await expect(form.locator('input[name="stay"]')).toHaveCount(0);
    // A client-side move (the list of plots, the form as far down as before): the server drew it
    // for the home page (its return address, its language); its code comes with the move, and
    // it is drawn for the new page.
    await page.getByRole("form", { name: "Property types" }).getByRole("button", { name: "Plot", exact: true }).click();
    await expect(page).toHaveURL(/\/\?type=plot$/);
    await expect(form.locator('input[name="stay"]')).toHaveCount(1);
    await expect(form.locator('input[name="redirectTo"]')).toHaveValue("/?type=plot");
  });

  test.describe(() => {
    // An address of its own: call-back requests are limited per address (docs/product.md#rate-limits).
    test.use({ extraHTTPHeaders: runIpHeaders() });
    test("a visitor who sends the call-back form before its code has come gets the same answer", async ({ page }) => {
      // A slow phone: the form's code never arrives while the visitor fills it in and sends it.
      await holdRequests(page, "**/assets/callback-form-*.js");
      await page.goto("/terms");
      const form = page.getByRole("region", { name: "Request a call back" });
      await form.getByLabel("Your name").fill(`Early caller ${uniqueSuffix()}`);
      await form.getByLabel("Your mobile number").fill("98765 43210");
      await form.getByRole("button", { name: "Request a call back" }).click();
      // The plain form posts and comes back to the page it was sent from.
      await expect(page.getByText("Thank you! We will call you back soon.")).toBeVisible();
      await expect(page).toHaveURL(/\/terms$/);
    });
  });

  test("the page asks for its scripts only once it can paint, and they run then (decision 0053)", async ({ page }) => {
    // The stylesheet holds the first paint; held here until the whole HTML has arrived. Remix's
    // stock <Scripts> names every script in the HTML, so the browser would fetch them meanwhile.
    const release = await holdRequests(page, "**/assets/root-*.css");
    const order: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(r.url()).pathname)) order.push("script");
    });
    page.on("requestfinished", (r) => {
      if (/\/assets\/root-[^/]+\.css$/.test(new URL(r.url()).pathname)) order.push("stylesheet");
    });
    const response = await page.goto("/", { waitUntil: "commit" });
    await response?.finished();
    release();
    await hydrated(page);
    expect(order[0]).toBe("stylesheet");
    expect(order.filter((o) => o === "script").length).toBeGreaterThan(3);
  });
});

test.describe("flash toasts", () => {
  const toast: PlantedToast = { id: "e2e-toast", kind: "success", message: "Saved for the toast test" };
  test.beforeEach(async ({ context, baseURL }) => {
    await plantToast(context, baseURL!, toast);
  });

  test.describe(() => {
    test.skip(
      ({ javaScriptEnabled }) => !javaScriptEnabled,
      "without JavaScript a CSS animation hides it: see the next test",
    );
    test("a flash toast shows once and hides itself after 4000 ms", async ({ page }) => {
      // Time stands still until the test moves it, however slowly the page loads.
      await page.clock.install({ time: new Date("2025-06-02T10:00:00+05:30") });
      await page.clock.pauseAt(new Date("2025-06-02T10:00:01+05:30"));
      await page.goto("/");
      const shown = page.getByRole("status").filter({ hasText: toast.message });
      await expect(shown).toBeVisible();
      // The close button comes with JavaScript, after the toast's timer is set.
      await expect(page.getByRole("button", { name: "Dismiss notification" })).toBeVisible();
      await page.clock.runFor(3_500);
      await expect(shown).toBeVisible();
      await page.clock.runFor(500);
      await expect(shown).toHaveCount(0);
      // The server cleared the cookie: a reload shows nothing.
      await page.reload();
      await expect(page.getByText(toast.message)).toHaveCount(0);
    });
    test("a toast that hides itself while the call-back form's script is on its way leaves the form as typed", async ({
      page,
    }) => {
      // A slow phone: the footer form's module is still loading when the toast's 4000 ms are up.
      // Hiding the toast must not touch the form the server drew (React would draw it empty until
      // its module came, losing what was typed).
      const release = await holdRequests(page, "**/assets/callback-form-*.js");
      await page.clock.install();
      await page.goto("/");
      const shown = page.getByRole("status").filter({ hasText: toast.message });
      await expect(page.getByRole("button", { name: "Dismiss notification" })).toBeVisible();
      const form = page.getByRole("region", { name: "Request a call back" });
      await form.getByLabel("Your name").fill("Meena Sundaram");
      await page.clock.runFor(4_000);
      await expect(shown).toHaveCount(0);
      await expect(form.getByLabel("Your name")).toHaveValue("Meena Sundaram");
      await expect(form.getByLabel("Your mobile number")).toBeVisible();
      release();
      // Drawn with JavaScript once its code is here and the visitor has left the form.
      await page.keyboard.press("Shift+Tab");
      await expect(form.locator('input[name="stay"]')).toHaveCount(1);
      await expect(form.getByLabel("Your name")).toHaveValue("Meena Sundaram");
    });
  });

  test.describe(() => {
    test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "with JavaScript a timer hides it: see the previous test");
    test("without JavaScript a CSS animation hides the toast after 4000 ms", async ({ page }) => {
      await page.goto("/");
      const shown = page.getByRole("status").filter({ hasText: toast.message });
      await expect(shown).toBeVisible();
      await expect(page.getByRole("button", { name: "Dismiss notification" })).toHaveCount(0);
      // The exit animation waits 4000 ms and then keeps the toast hidden; read it, then jump to its end.
      const item = page.locator(".toast", { hasText: toast.message });
      const exit = await item.evaluate((el) =>
        el
          .getAnimations()
          .filter((a): a is CSSAnimation => (a as CSSAnimation).animationName === "toast-out")
          .map((a) => ({ delay: a.effect?.getTiming().delay, fill: a.effect?.getTiming().fill })),
      );
      expect(exit).toEqual([{ delay: 4000, fill: "forwards" }]);
      await item.evaluate((el) => {
        for (const animation of el.getAnimations()) animation.finish();
      });
      await expect(shown).toBeHidden();
      await page.reload();
      await expect(page.getByText(toast.message)).toHaveCount(0);
    });
  });
});

test.describe("top-bar dropdowns", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "closing on outside clicks and Escape needs JavaScript");

  test("the credits menu closes on an outside click, on Escape and when another opens", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, "the credits menu shows from 1024 px");
    await signIn(page);
    const credits = await openDropdown(page, /credits/);
    await expect(credits.getByRole("link", { name: "Buy credits" })).toBeVisible();
    await page.locator(".footer-note").click();
    await expect(credits).not.toHaveAttribute("open");

    await openDropdown(page, /credits/);
    await page.keyboard.press("Escape");
    await expect(credits).not.toHaveAttribute("open");
    await expect(credits.locator("summary")).toBeFocused();

    await openDropdown(page, /credits/);
    const account = await openDropdown(page, /Account menu/);
    await expect(credits).not.toHaveAttribute("open");
    await expect(account.getByRole("link", { name: "My Profile" })).toBeVisible();
  });

  test("following a link in a dropdown closes it", async ({ page }) => {
    await signIn(page);
    const account = await openDropdown(page, /Account menu/);
    await account.getByRole("link", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(account).not.toHaveAttribute("open");
  });

  test("a dropdown opened while the next page is on its way stays open when it arrives", async ({ page }) => {
    await page.goto("/terms");
    const release = await holdRequests(page, "**/privacy-policy.data*");
    const requested = page.waitForRequest("**/privacy-policy.data*");
    // Both clicks in one task: the dropdown opens before React has rendered the navigation (it
    // renders it in a transition, which a busy phone delays past the next tap).
    await page.evaluate(() => {
      const link = [...document.querySelectorAll("a")].find((a) => a.textContent === "Privacy Policy");
      const summary = [...document.querySelectorAll("summary")].find((s) => /Account menu/.test(s.textContent ?? ""));
      link?.click();
      summary?.click();
    });
    await requested;
    const account = dropdownOf(page, /Account menu/);
    await expect(account).toHaveAttribute("open", "");
    release();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: /Privacy/ })).toBeVisible();
    await expect(account).toHaveAttribute("open", "");
  });
});
