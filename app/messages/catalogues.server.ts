// Every catalogue by name (docs/product.md#languages): loaders send the ones their page draws, in
// its language, with messagesFor. tests/unit/messages.test.ts walks them all.
import type { Lang } from "~/domain/language";
import { sayFrom } from "./messages";
import { account } from "./account.server";
import { admin } from "./admin.server";
import { auth } from "./auth.server";
import { browse } from "./browse.server";
import { credits } from "./credits.server";
import { mail } from "./mail.server";
import { saved } from "./saved.server";
import { sell } from "./sell.server";
import { trust } from "./trust.server";
import { layout } from "./layout.server";
import { listing } from "./listing.server";
import { listings } from "./listings.server";

export const CATALOGUES = {
  layout,
  listings,
  listing,
  auth,
  account,
  mail,
  sell,
  credits,
  saved,
  trust,
  browse,
  admin,
} as const;

export type AllMessages = { [N in keyof typeof CATALOGUES]: (typeof CATALOGUES)[N]["en"] };

/** The named catalogues in one language, for a loader's `messages`. */
export function messagesFor<const N extends keyof AllMessages>(lang: Lang, names: readonly N[]): Pick<AllMessages, N> {
  const out = {} as Pick<AllMessages, N>;
  for (const name of names) {
    const sent = CATALOGUES[name][lang] as AllMessages[N] & { said?: unknown };
    // English `said` is English text -> itself (tests/unit/messages.test.ts): nothing to send.
    if (lang === "en" && sent.said) {
      const { said: _identity, ...rest } = sent;
      out[name] = rest as AllMessages[N];
    } else out[name] = sent;
  }
  return out;
}

/**
 * What the code said in English (a toast, a form's message) in `lang`, from every catalogue's
 * `said` (messages.ts sayFrom). On the server, so a toast set by any action reads in the language
 * of the page that shows it.
 */
export function say(lang: Lang, text: string): string {
  if (lang === "en") return text;
  return sayFrom(
    text,
    Object.values(CATALOGUES).map((c) => (c[lang] as { said?: Record<string, string> }).said),
  );
}
