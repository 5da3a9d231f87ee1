// Saved-search alerts and price drops (docs/product.md#alerts, decision 0048): pure rules shared by
// the daily job, the digest builder and the bench. `matchesFilters` is the in-memory twin of
// app/server/listings/browse.server.ts `filterTerms`; tests/integration/alerts-matcher.test.ts
// runs both on random filters and listings so the two cannot drift.
import type { Facing, Filters } from "./filters";
import { centsToSqft } from "./filters";
import { DAY_MS, IST_OFFSET_MS, istDayStart } from "./dates";

/** The columns of a listing that the filters read. */
export type MatchableListing = {
  type: string;
  area: string;
  price: number;
  bhk: number;
  facing: Facing | string;
  dtcpApproved: boolean;
  readyToMove: boolean;
  gatedCommunity: boolean;
  /** Square feet (filters hold cents). */
  landArea: number;
  latitude: number;
  longitude: number;
};

const AREA_HALF_STEP = 0.005;

/** Whether `l` is in the results of `filters` (sort is an order, not a filter). */
export function matchesFilters(filters: Filters, l: MatchableListing): boolean {
  if (filters.types.length && !(filters.types as readonly string[]).includes(l.type)) return false;
  if (filters.locations.length && !(filters.locations as readonly string[]).includes(l.area)) return false;
  if (filters.minPrice !== undefined && !(l.price >= filters.minPrice)) return false;
  if (filters.maxPrice !== undefined && !(l.price <= filters.maxPrice)) return false;
  if (filters.bhk !== undefined && l.bhk !== filters.bhk) return false;
  if (filters.facing !== undefined && l.facing !== filters.facing) return false;
  if (filters.dtcp && !l.dtcpApproved) return false;
  if (filters.ready && !l.readyToMove) return false;
  if (filters.gated && !l.gatedCommunity) return false;
  // The same bounds as filterTerms: an area matches when it rounds (as the cards show it) into range.
  if (filters.minArea !== undefined && !(l.landArea >= centsToSqft(filters.minArea - AREA_HALF_STEP))) return false;
  if (filters.maxArea !== undefined && !(l.landArea < centsToSqft(filters.maxArea + AREA_HALF_STEP))) return false;
  const box = filters.bbox;
  if (box) {
    if (!(l.latitude >= box.south && l.latitude <= box.north)) return false;
    if (!(l.longitude >= box.west && l.longitude <= box.east)) return false;
  }
  return true;
}

export const ALERT_FREQUENCIES = ["daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * Slack on "7 days since the last alert": the cron fires at about the same minute each day, a
 * little late at times, so a weekly search told at 02:00:30 is due again at the 02:00 run 7 days on.
 */
const WEEKLY_SLACK_MS = 60 * 60 * 1000;

/** Whether a search's alert is due at `now`: daily every run, weekly 7 days after the last, off never. */
export function isAlertDue(frequency: AlertFrequency, lastAlertedAt: number, now: number): boolean {
  if (frequency === "daily") return lastAlertedAt < now;
  if (frequency === "weekly") return now - lastAlertedAt >= 7 * DAY_MS - WEEKLY_SLACK_MS;
  return false;
}

/** The latest last_alerted_at a weekly search may have to be due at `now` (for the job's query). */
export function weeklyDueBefore(now: number): number {
  return now - (7 * DAY_MS - WEEKLY_SLACK_MS);
}

/** The India date of `now`, "2026-11-27": the digest's day. */
export function istDate(now: number): string {
  return new Date(istDayStart(now) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The digest mail's idempotency key: one mail per user per India day (decision 0048). */
export function digestKey(userId: string, day: string): string {
  return `digest:${userId}:${day}`;
}

/** Listings a digest shows at most; the rest are "and N more" (docs/product.md#alerts). */
export const DIGEST_MAX_LISTINGS = 10;

/** A favourite's price alert fires when the listing's price is now below the price last told. */
export function isPriceDrop(alertPrice: number | null, price: number): boolean {
  return alertPrice !== null && price < alertPrice;
}

export type DigestSection<L> = { searchId: number; name: string; query: string; shown: L[]; more: number };

/**
 * Shares the digest's DIGEST_MAX_LISTINGS places: price drops first (the user asked about those
 * listings by name), then the searches in turn, one listing each round, so every search with news
 * shows at least one when it can. A listing already shown (in a drop or an earlier search) is not
 * shown again; each search counts what it could not show as "more" (of `total` when it has more
 * matches than it lists).
 */
export function planDigest<L extends { id: number }>(
  drops: L[],
  searches: { searchId: number; name: string; query: string; matches: L[]; total?: number }[],
  max = DIGEST_MAX_LISTINGS,
): { drops: L[]; sections: DigestSection<L>[] } {
  const shownDrops = drops.slice(0, max);
  const seen = new Set(shownDrops.map((l) => l.id));
  let left = max - shownDrops.length;
  const shown: L[][] = searches.map(() => []);
  const cursor: number[] = searches.map(() => 0);
  let progress = true;
  while (left > 0 && progress) {
    progress = false;
    for (let i = 0; i < searches.length && left > 0; i++) {
      const matches = searches[i]?.matches ?? [];
      let at = cursor[i] ?? 0;
      while (at < matches.length && seen.has(matches[at]?.id ?? -1)) at += 1;
      const listing = matches[at];
      cursor[i] = at + 1;
      if (!listing) continue;
      seen.add(listing.id);
      shown[i]?.push(listing);
      left -= 1;
      progress = true;
    }
  }
  const sections = searches
    .map((s, i) => ({
      searchId: s.searchId,
      name: s.name,
      query: s.query,
      shown: shown[i] ?? [],
      more: (s.total ?? s.matches.length) - (shown[i]?.length ?? 0),
    }))
    .filter((s) => s.shown.length > 0 || s.more > 0);
  return { drops: shownDrops, sections };
}
