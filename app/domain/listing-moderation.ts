// The seller's side of moderation (docs/product.md#my-listings-and-deleting): a rejected listing
// shows its reason to its poster, who may fix it and resubmit it once per rejection; the poster
// is mailed when a superadmin rejects it and when it goes live. Pure rules; who may act is in
// permissions.ts (canResubmitListing).
import { type ListingStatus, PUBLIC_STATUSES } from "./catalog";

export const RESUBMIT_MESSAGES = {
  resubmitted: "Listing resubmitted for review",
  failed: "This listing cannot be resubmitted now",
} as const;

/** The bits of a listing the rules look at. */
export type ModeratedListing = { status: ListingStatus; resubmittedAt: number | null };

/** Rejected and not resubmitted since: the one state in which "Resubmit for review" is offered. */
export function awaitsResubmission(listing: ModeratedListing): boolean {
  return listing.status === "Rejected" && listing.resubmittedAt === null;
}

/**
 * What a superadmin's status change tells the poster: "live" when the listing becomes Approved
 * from a status the public did not see (Pending or Rejected), "rejected" when it becomes Rejected
 * with a reason (the admin page asks for one); nothing otherwise (Sold, or back to Pending).
 */
export function posterNotice(
  before: ListingStatus,
  after: ListingStatus,
  reason: string | null | undefined,
): "live" | "rejected" | null {
  if (after === "Approved" && !PUBLIC_STATUSES.includes(before)) return "live";
  if (after === "Rejected" && reason?.trim()) return "rejected";
  return null;
}

/**
 * The columns a superadmin's status change writes beside the status: a rejection keeps its
 * reason and opens one resubmission; any other decision clears both.
 */
export function decisionColumns(
  status: ListingStatus,
  reason: string | null | undefined,
): { rejectionReason: string | null; resubmittedAt: null } {
  return { rejectionReason: status === "Rejected" ? reason?.trim() || null : null, resubmittedAt: null };
}
