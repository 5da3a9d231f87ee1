// Reading the catalogues a page's loaders sent (docs/product.md#languages, decision 0051).
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { Lang } from "~/domain/language";
import type { AllMessages } from "./catalogues.server";
import { sayFrom } from "./messages";

export type MessageName = keyof AllMessages;

/** What a loader returns under `messages`: the named catalogues in one language. */
export type SentMessages = Partial<AllMessages>;

/**
 * The catalogue `name` in the page's language, from the nearest route that sent it (the root
 * sends the layout's and the list's; a route sends its own). Throws when none did: a component
 * rendered on a page whose loader forgot its messages is a bug, not a reason to show English.
 */
export function useMessages<N extends MessageName>(name: N): AllMessages[N] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const sent = (matches[i]?.data as { messages?: SentMessages } | undefined)?.messages?.[name];
    if (sent) return sent as AllMessages[N];
  }
  throw new Error(`messages "${String(name)}" missing: the route's loader must send them`);
}

/** The page's language (the root loader's, from the URL). */
export function useLang(): Lang {
  return (useRouteLoaderData("root") as { lang?: Lang } | undefined)?.lang ?? "en";
}

type MetaMatch = { id: string; data: unknown };

/** In a `meta` function: the page's language and the root's catalogues (layout, listings). */
export function metaMessages(matches: readonly MetaMatch[]): { lang: Lang; messages: SentMessages } {
  const root = matches.find((m) => m.id === "root")?.data as { lang?: Lang; messages?: SentMessages } | undefined;
  return { lang: root?.lang ?? "en", messages: root?.messages ?? {} };
}

/**
 * Says what the code wrote in English (a zod message, a form error) in the page's language, from
 * the `said` of every catalogue the page's loaders sent (messages.ts sayFrom). A route whose form
 * can show a message sends the catalogue that holds it. English pages get the text back as it is.
 */
export function useSay(): (text: string) => string {
  const matches = useMatches();
  const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Lang } | undefined)?.lang ?? "en";
  if (lang === "en") return (text) => text;
  const tables: Record<string, string>[] = [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const sent = (matches[i]?.data as { messages?: Record<string, { said?: Record<string, string> }> } | undefined)
      ?.messages;
    for (const catalogue of Object.values(sent ?? {})) if (catalogue?.said) tables.push(catalogue.said);
  }
  return (text) => sayFrom(text, tables);
}
