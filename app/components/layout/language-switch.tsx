import { useLocation } from "@remix-run/react";
import { HTML_LANG, LANG_NAMES, type Lang } from "~/domain/language";
import type { AllMessages } from "~/messages/catalogues.server";
import { fill } from "~/messages/messages";
import { currentPath } from "./use-hydrated";

/**
 * The language switch of the top bar and the footer (docs/product.md#languages): a plain form,
 * with or without JavaScript, posted to the English /preferences (never under /ta, whose
 * redirects stay Tamil), which sets the `lang` cookie and comes back to the same page in the
 * other language as a whole page (a page's language is its router's basename). The button names
 * the other language in its own script.
 */
export function LanguageSwitch({ lang, t }: { lang: Lang; t: AllMessages["layout"]["language"] }) {
  const location = useLocation();
  const other: Lang = lang === "en" ? "ta" : "en";
  return (
    // Unnamed: the top bar's and the footer's would otherwise be two landmarks of one name.
    <form method="post" action="/preferences" className="language-switch">
      <input type="hidden" name="intent" value="language" />
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="redirectTo" value={currentPath(location)} />
      <button
        type="submit"
        className="language-switch__button"
        lang={HTML_LANG[other]}
        title={fill(t.switchTo, { language: LANG_NAMES[other] })}
      >
        {LANG_NAMES[other]}
      </button>
    </form>
  );
}
