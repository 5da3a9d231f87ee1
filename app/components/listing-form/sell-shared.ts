// The words of the seller's components that other pages show too (docs/product.md#languages):
// the status badge (admin tables, the listing page), the listing page's tools and moderation
// notes, the admin's duplicate comparison. English here, once: the `sell` catalogue's `shared`
// group is this table in English and its Tamil beside it (app/messages/sell.server.ts). A page
// whose loader sent `sell` reads them in its language; any other page reads this English, as it
// always has, instead of failing.
import { useMatches } from "@remix-run/react";
import type { Shape } from "~/messages/messages";

export const SELL_SHARED_EN = {
  status: { Pending: "Pending", Approved: "Approved", Rejected: "Rejected", Sold: "Sold" },
  tools: {
    status: "Status",
    updateStatus: "Update status",
    edit: "Edit",
    delete: "Delete",
    resubmit: "Resubmit for review",
    rejected: "Rejected.",
    reason: "Reason: {reason}",
    noReason: "No reason was given.",
    fixThenResubmit:
      "Fix what it says with Edit, then resubmit it: it goes back to review, at no charge. You can resubmit once per rejection.",
    pendingReview: "Pending review.",
    pendingOnly: "Only you and the site's admins can see this listing until a superadmin approves it.",
    resubmittedOn: "Resubmitted on {date} after a rejection.",
    resubmittedOnReason: "Resubmitted on {date} after a rejection (reason: {reason}).",
  },
  compare: {
    heading: "Compare with the listing it may repeat",
    thisListing: "This listing",
    duplicateOf: "Possible duplicate of",
    photoAlt: "Listing #{id}, {number} of {total}",
    noPhotos: "No photos.",
    deleted: "The other listing has been deleted.",
  },
} as const;

export type SellShared = Shape<typeof SELL_SHARED_EN>;

/** The shared words in the page's language when its loader sent `sell`, else English. */
export function useSellShared(): SellShared {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const sent = (matches[i]?.data as { messages?: { sell?: { shared?: SellShared } } } | undefined)?.messages?.sell
      ?.shared;
    if (sent) return sent;
  }
  return SELL_SHARED_EN;
}

/**
 * A refusal page's heading and line, from the thrown 403's text: the loader writes them in the
 * page's language, one per line (an error boundary has no catalogue of its route to read).
 */
export function refusalLines(data: unknown, title: string, detail: string): { title: string; detail: string } {
  if (typeof data !== "string" || !data.includes("\n")) return { title, detail };
  const [first = title, ...rest] = data.split("\n");
  return { title: first, detail: rest.join(" ") || detail };
}
