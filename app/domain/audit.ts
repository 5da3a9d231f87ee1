// How the audit trail reads (docs/product.md#admin): a label per action and one line per change.
import type { AuditAction } from "./catalog";

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "listing.status": "Listing status",
  "listing.edit": "Listing edited",
  "listing.review": "Listing edit reviewed",
  "listing.delete": "Listing deleted",
  "listing.resubmit": "Listing resubmitted by its poster",
  "user.edit": "User edited",
  "user.delete": "User deleted",
  "user.credits": "Credits adjusted",
  "enquiry.status": "Enquiry status",
  "enquiry.delete": "Enquiry deleted",
  "ai_identity.create": "AI identity added",
  "ai_identity.edit": "AI identity edited",
  "ai_identity.delete": "AI identity deleted",
  "report.resolve": "Listing reports resolved",
  "report.dismiss": "Listing reports dismissed",
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** "credits: 10 → 60; role: buyer → seller", every field named in before or after. */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return "—";
  return keys
    .map((key) => {
      const had = before && key in before;
      const has = after && key in after;
      if (had && has) return `${key}: ${show(before?.[key])} → ${show(after?.[key])}`;
      if (had) return `${key}: ${show(before?.[key])}`;
      return `${key}: ${show(after?.[key])}`;
    })
    .join("; ");
}

/**
 * What an edit's audit row records: the fields of `next` whose value differs from `current`
 * (compared as JSON, so lists compare by their items), as they were and as they became.
 */
export function changedFields(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(current[key] ?? null) !== JSON.stringify(value ?? null)) {
      before[key] = current[key];
      after[key] = value;
    }
  }
  return { before, after };
}
