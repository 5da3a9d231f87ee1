// Every catalogue by name (docs/product.md#languages): loaders send the ones their page draws, in
// its language, with messagesFor. tests/unit/messages.test.ts walks them all.
import type { Lang } from "~/domain/language";
import { layout } from "./layout.server";
import { listing } from "./listing.server";
import { listings } from "./listings.server";

export const CATALOGUES = { layout, listings, listing } as const;

export type AllMessages = { [N in keyof typeof CATALOGUES]: (typeof CATALOGUES)[N]["en"] };

/** The named catalogues in one language, for a loader's `messages`. */
export function messagesFor<const N extends keyof AllMessages>(lang: Lang, names: readonly N[]): Pick<AllMessages, N> {
  const out = {} as Pick<AllMessages, N>;
  for (const name of names) out[name] = CATALOGUES[name][lang] as AllMessages[N];
  return out;
}
