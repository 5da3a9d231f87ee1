import {
  CONSENT_COOKIE,
  consentCookieFor,
  parseConsent,
  parseTheme,
  THEME_COOKIE,
  type ConsentChoice,
  type Theme,
} from "~/domain/preferences";
import type { Lang } from "~/domain/language";
import { COOKIES, DAY_SECONDS, readCookie, setCookie } from "../http/cookies.server";

export function readPreferences(request: Request) {
  return {
    theme: parseTheme(readCookie(request, THEME_COOKIE)),
    consent: parseConsent(readCookie(request, CONSENT_COOKIE)),
  };
}

export function themeCookie(theme: Theme): string {
  // Readable by the page script so the stored choice and the cookie stay in step.
  return setCookie(COOKIES.theme, theme);
}

/** The language switch's cookie (docs/product.md#languages). */
export function languageCookie(lang: Lang): string {
  return setCookie(COOKIES.language, lang);
}

export function consentCookie(choice: ConsentChoice): string {
  const { value, days } = consentCookieFor(choice);
  return setCookie(COOKIES.consent, value, { maxAge: days * DAY_SECONDS });
}
