import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { switchTarget } from "~/domain/language";
import { toggledTheme } from "~/domain/preferences";
import { safeRedirect } from "~/domain/safe-redirect";
import { preferencesSchema } from "~/schemas/preferences";
import { readForm } from "~/server/http/form.server";
import { consentCookie, languageCookie, readPreferences, themeCookie } from "~/server/accounts/preferences.server";
import { rememberMailLanguage } from "~/server/accounts/mail-language.server";

// Theme, cookie-consent and language choices. Without JavaScript these are plain form posts that
// set the cookie and come back to the page; with JavaScript a fetcher posts with js=1 and stays
// put. The language switch always comes back as a whole page: the same page in the language
// chosen (docs/product.md#languages).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const parsed = preferencesSchema.safeParse(Object.fromEntries(form));
  const back = safeRedirect(form.get("redirectTo"));
  if (!parsed.success) return data({ ok: false as const }, { status: 400 });
  if (parsed.data.intent === "language") {
    const { lang } = parsed.data;
    // Signed in: their mails follow the choice too (users.lang).
    await rememberMailLanguage(request, context, lang);
    const to = switchTarget(form.get("redirectTo"), lang);
    return redirect(to, { status: 303, headers: { "Set-Cookie": languageCookie(lang) } });
  }
  let cookie: string;
  if (parsed.data.intent === "theme") {
    const { theme, resolved } = parsed.data;
    const next = theme === "toggle" ? toggledTheme(readPreferences(request).theme, resolved) : theme;
    cookie = themeCookie(next);
  } else {
    cookie = consentCookie(parsed.data.consent);
  }
  const headers = { "Set-Cookie": cookie };
  if (form.get("js") === "1") return data({ ok: true as const }, { headers });
  return redirect(back, { headers });
}

export function loader() {
  return redirect("/");
}
