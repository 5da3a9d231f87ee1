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

/**
 * What the code says in English (a zod message, a toast, a form error: `said` in a catalogue,
 * English text -> the page's language) in the page's language. An exact entry first; then an
 * entry with placeholders ("{count} credits used") read as a pattern, its values carried over.
 * Text no table knows stays as it is (English), never blank.
 */
export function sayFrom(text: string, tables: ReadonlyArray<Readonly<Record<string, string>> | undefined>): string {
  for (const table of tables) {
    const exact = table && Object.hasOwn(table, text) ? table[text] : undefined;
    if (exact !== undefined) return exact;
  }
  for (const table of tables) {
    if (!table) continue;
    for (const [english, said] of Object.entries(table)) {
      if (!english.includes("{")) continue;
      const values = matchTemplate(english, text);
      if (values) return fill(said, values);
    }
  }
  return text;
}

const patterns = new Map<string, { re: RegExp; keys: string[] }>();

/** "{count} credits used" against "5 credits used" -> { count: "5" }; null when it does not match. */
export function matchTemplate(template: string, text: string): Record<string, string> | null {
  let compiled = patterns.get(template);
  if (!compiled) {
    const keys: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        if (key) {
          keys.push(key);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    compiled = { re: new RegExp(`^${source}$`, "s"), keys };
    patterns.set(template, compiled);
  }
  const m = compiled.re.exec(text);
  if (!m) return null;
  return Object.fromEntries(compiled.keys.map((k, i) => [k, m[i + 1] ?? ""]));
}
