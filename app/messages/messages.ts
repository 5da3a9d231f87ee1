// The message catalogue's runtime (docs/product.md#languages, decision 0051). Catalogues are
// `*.server.ts` modules of this folder, one per feature, each `{ en, ta }` with `ta` typed as the
// shape of `en`; a loader sends the one language the page needs (`messagesFor`), so no page's
// scripts carry the other language or any other feature's text. Components read them with
// `useMessages(name)` (use-messages.ts) and fill placeholders with `fill`. Pure: domain rules use it.
import type { Lang } from "~/domain/language";

/** A catalogue's entries: texts, possibly grouped (a `{name}` in a text is a placeholder). */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The shape of a language's entries: every key of `en`, every value a text. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** A catalogue: English as the app has always said it, Tamil in the same shape (a missing key does not compile). */
export function catalogue<const E extends MessageTree>(messages: { en: E; ta: Shape<E> }): Record<Lang, Shape<E>> {
  return messages as Record<Lang, Shape<E>>;
}

/** "{count} listings" with { count: "3" } -> "3 listings". Unknown placeholders stay as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
