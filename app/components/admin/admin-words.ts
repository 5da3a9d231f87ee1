// The admin pages' words (app/messages/admin.server.ts, docs/product.md#languages): the catalogue,
// counts, dates and page titles in the page's language. Every admin route's loader sends the
// `admin` catalogue (adminMessages); English reads letter for letter as it always has.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { formatDate, formatDateTime, formatTamilDate } from "~/domain/dates";
import { formatIndianNumber } from "~/domain/format";
import type { Lang } from "~/domain/language";
import type { AllMessages } from "~/messages/catalogues.server";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

export type AdminWords = AllMessages["admin"];

/** The admin catalogue, as the page's loader sent it. */
export function useAdminWords(): AdminWords {
  return useMessages("admin");
}

/** "3 views", "1 credit", "2 listings"; "3 பார்வைகள்" in Tamil. */
export function countText(t: AdminWords, count: number, kind: "view" | "credit" | "listing"): string {
  return fill(t.counts[`${kind}${count === 1 ? "One" : "Many"}`], { count: formatIndianNumber(count) });
}

/** "5 March 2025"; "5 மார்ச் 2025" in Tamil (India time). */
export function adminDate(epochMs: number, lang: Lang): string {
  return lang === "ta" ? formatTamilDate(epochMs) : formatDate(epochMs);
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** "5 Mar 2025, 14:07"; "5 மார்ச் 2025, 14:07" in Tamil (India time). */
export function adminDateTime(epochMs: number, lang: Lang): string {
  if (lang !== "ta") return formatDateTime(epochMs);
  const d = new Date(epochMs + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatTamilDate(epochMs)}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * An admin page's title from its loader's catalogue ("Users | Admin", "பயனர்கள் | நிர்வாகம்"),
 * never indexed. Without data (an error page) the English title stands.
 */
export function adminMeta(
  data: { messages?: { admin?: AdminWords } } | undefined,
  page: (t: AdminWords) => string,
  english: string,
  frame: "admin" | "site" = "admin",
): MetaDescriptor[] {
  const t = data?.messages?.admin;
  const title = t ? fill(t.titles[frame], { page: page(t) }) : english;
  return [{ title }, { name: "robots", content: "noindex" }];
}
