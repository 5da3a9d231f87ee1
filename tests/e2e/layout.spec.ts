import { expect, test } from "@playwright/test";

// Shared layout: cookie banner (three ways), theme, footer, WhatsApp link.

test.describe("cookie consent banner", () => {
  for (const [button, value, days] of [
    ["Accept", "true", 365],
    ["Decline", "false", 7],
    ["Close cookie banner", "false", 1],
  ] as const) {
    test(`${button} stores ${value} for ${days} day(s) and hides the banner`, async ({ page, context }) => {
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: button, exact: true }).click();
      await expect(banner).toBeHidden();
      // With JavaScript the banner slides out at once; the cookie arrives with the fetcher's answer.
      const consentCookie = async () => (await context.cookies()).find((c) => c.name === "cookieConsent");
      await expect.poll(async () => (await consentCookie())?.value).toBe(value);
      const cookie = await consentCookie();
      const lifetimeDays = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
      expect(lifetimeDays).toBeGreaterThan(days - 0.1);
      expect(lifetimeDays).toBeLessThan(days + 0.1);
      await page.reload();
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    });
  }
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

test("a flash toast shows once and hides itself after 4000 ms", async ({ page, context, baseURL }) => {
  const toast = { id: "e2e-toast", kind: "success", message: "Saved for the toast test" };
  await context.addCookies([{ name: "toast", value: encodeURIComponent(JSON.stringify(toast)), url: baseURL! }]);
  await page.goto("/");
  const shown = page.getByRole("status").filter({ hasText: toast.message });
  await expect(shown).toBeVisible();
  // Still there well before 4000 ms, gone soon after (a timer with JavaScript, CSS without).
  await page.waitForTimeout(2_500);
  await expect(shown).toBeVisible();
  await expect(shown).toBeHidden({ timeout: 4_000 });
  // The server cleared the cookie: a reload shows nothing.
  await page.reload();
  await expect(page.getByText(toast.message)).toHaveCount(0);
});
