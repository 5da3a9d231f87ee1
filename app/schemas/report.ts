// "Report this listing" (docs/product.md#trust): the form on every listing page and its action
// share this schema; the Reports tab's row actions and filters too.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { REPORT_REASONS, REPORT_STATUSES } from "~/domain/catalog";

export const REPORT_MESSAGES = {
  reason: "Please choose a reason",
  note: "Please keep the note under 500 characters",
  sent: "Thank you. Our team will look at this listing.",
  already: "You have already reported this listing. Our team will look at it.",
  tooMany: "Too many reports from this connection. Please try again later.",
  closed: "Reports updated",
  closeFailed: "Failed to update the reports",
} as const;

export const REPORT_NOTE_MAX = 500;

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  note: z.string().trim().max(REPORT_NOTE_MAX, REPORT_MESSAGES.note).optional(),
});

/** Closing a listing's open reports of one reason from the Reports tab. */
export const closeReportsSchema = z.object({
  listingId: z.coerce.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
  outcome: z.enum(["Resolved", "Dismissed"]),
});

/**
 * The Reports tab's filters (docs/product.md#trust): reason and status, Open by default; "All"
 * (an empty status) shows every status.
 */
export function parseReportsQuery(params: URLSearchParams) {
  const reason = params.get("reason");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    reason: REPORT_REASONS.find((r) => r === reason),
    status: status === "" ? undefined : (REPORT_STATUSES.find((s) => s === status) ?? "Open"),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}
export type ReportsQuery = ReturnType<typeof parseReportsQuery>;
