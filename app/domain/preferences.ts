export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = "light" | "dark";
/** localStorage key mirrored with the `theme` cookie (docs/product.md#browsing). */
export const THEME_STORAGE_KEY = "theme";
export const THEME_COOKIE = "theme";
export const CONSENT_COOKIE = "cookieConsent";

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" || value === "dark" ? value : "system";
}

/**
 * The top-bar control toggles between light and dark. "system" has no known colour on the
 * server; it renders light without JavaScript, so it toggles to dark.
 */
export function toggledTheme(current: Theme, resolved?: ResolvedTheme): ResolvedTheme {
  const shown = current === "system" ? (resolved ?? "light") : current;
  return shown === "dark" ? "light" : "dark";
}

export const CONSENT_CHOICES = ["accept", "decline", "dismiss"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** Accept: true for 365 days; Decline: false for 7 days; X: false for 1 day. */
export function consentCookieFor(choice: ConsentChoice): { value: "true" | "false"; days: number } {
  if (choice === "accept") return { value: "true", days: 365 };
  if (choice === "decline") return { value: "false", days: 7 };
  return { value: "false", days: 1 };
}

export type Consent = "true" | "false" | null;
export function parseConsent(value: string | null | undefined): Consent {
  return value === "true" || value === "false" ? value : null;
}
