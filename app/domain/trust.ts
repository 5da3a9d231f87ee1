// Listings people can trust (docs/product.md#trust): how fresh a listing is, when its seller is
// reminded and when it leaves public view, and when reports hide it. Pure rules: callers pass the
// time.
import type { HiddenReason, ListingStatus } from "./catalog";
import { DAY_MS } from "./dates";

/** Days after the last confirmation when the seller is mailed a reminder. */
export const REMINDER_AFTER_DAYS = 45;
/** Days after the last confirmation when the listing leaves public view. */
export const STALE_AFTER_DAYS = 60;
/** How long the reminder's buttons work. */
export const CONFIRM_TOKEN_DAYS = 14;
/** Distinct reporters saying "Already sold" that hide a listing until a superadmin looks. */
export const SOLD_REPORTS_TO_HIDE = 3;

export type Freshness = { status: ListingStatus; confirmedAt: number | null; createdAt: number };

/** The last confirmation; a listing never confirmed counts from when it was posted. */
export function lastConfirmed(l: Pick<Freshness, "confirmedAt" | "createdAt">): number {
  return l.confirmedAt ?? l.createdAt;
}

/** Whole days since the last confirmation (0 on its day). */
export function daysSinceConfirmed(l: Pick<Freshness, "confirmedAt" | "createdAt">, now: number): number {
  return Math.max(0, Math.floor((now - lastConfirmed(l)) / DAY_MS));
}

/** "Confirmed today", "Confirmed 1 day ago", "Confirmed 12 days ago". */
export function confirmedLabel(days: number): string {
  if (days === 0) return "Confirmed today";
  return `Confirmed ${days} ${days === 1 ? "day" : "days"} ago`;
}

/** Only Approved listings wait for confirmation: a Sold one is kept as sold. */
export function needsConfirmation(status: ListingStatus): boolean {
  return status === "Approved";
}

/** The last confirmation before which an Approved listing is stale at `now`. */
export function staleBefore(now: number): number {
  return now - STALE_AFTER_DAYS * DAY_MS;
}

/** The last confirmation before which a reminder is due at `now`. */
export function reminderBefore(now: number): number {
  return now - REMINDER_AFTER_DAYS * DAY_MS;
}

/** Reasons only a superadmin clears; the seller's confirmation clears the others. */
export function clearedByConfirming(reason: HiddenReason | null): boolean {
  return reason === null || reason === "stale" || reason === "seller_unavailable";
}

/** The notice the listing's own page shows while it is out of public view. */
export function hiddenNotice(reason: HiddenReason | null): string | null {
  switch (reason) {
    case null:
      return null;
    case "stale":
      return "This listing has not been confirmed recently";
    case "seller_unavailable":
      return "The seller says this property is no longer available";
    case "reported_sold":
      return "Several visitors reported this property as sold; our team is checking it";
  }
}

/** What the listing page shows about freshness: the days since confirmation, or why it is hidden. */
export function freshnessView(
  l: Freshness & { hiddenReason: HiddenReason | null },
  now: number,
): { confirmedDays: number | null; notice: string | null } {
  const notice = hiddenNotice(l.hiddenReason);
  if (notice) return { confirmedDays: null, notice };
  return { confirmedDays: needsConfirmation(l.status) ? daysSinceConfirmed(l, now) : null, notice: null };
}

/** What My Listings shows for one listing: its age or notice, and whether its buttons apply. */
export function confirmView(
  l: Freshness & { hiddenReason: HiddenReason | null },
  now: number,
): { confirmedDays: number | null; notice: string | null; canConfirm: boolean } {
  return {
    ...freshnessView(l, now),
    canConfirm: needsConfirmation(l.status) && clearedByConfirming(l.hiddenReason),
  };
}

/** "You already listed this property (#N). Edit it instead?", the question linked. */
export const DUPLICATE_MESSAGE_PARTS = {
  before: (id: number) => `You already listed this property (#${id}).`,
  link: "Edit it instead?",
} as const;
