// The URL of /admin/listings (docs/product.md#admin): tab, filters, sort and page. Anything
// that does not parse falls back to its default, so a hand-edited URL still shows a page.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { LISTING_STATUSES, PROPERTY_TYPES, QUICK_ENQUIRY_STATUSES } from "~/domain/catalog";
import { parseId } from "~/domain/listing-id";
import { listingStatusSchema } from "./listing";

export const ADMIN_TABS = ["listings", "quick-enquiries"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const text = z
  .string()
  .trim()
  .max(60)
  .optional()
  .catch(undefined)
  .transform((v) => v || undefined);

export const adminListingsQuerySchema = z.object({
  tab: z.enum(ADMIN_TABS).catch("listings"),
  area: text,
  city: text,
  status: z.enum(LISTING_STATUSES).optional().catch(undefined),
  type: z.enum(PROPERTY_TYPES).optional().catch(undefined),
  /** Only listings edited since approval (docs/product.md#admin). */
  review: z.enum(["edited"]).optional().catch(undefined),
  /** Without it: Pending first (the moderation queue), then newest. */
  sort: z.enum(["views"]).optional().catch(undefined),
  order: z.enum(["asc", "desc"]).catch("desc"),
  /** Quick enquiries: part of the name. */
  name: text,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

/** Reads the query string; every parameter is optional. */
export function parseAdminListingsQuery(search: URLSearchParams): AdminListingsQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(adminListingsQuerySchema.shape)) {
    const value = search.get(key);
    if (value !== null) raw[key] = value;
  }
  return adminListingsQuerySchema.parse(raw);
}

/** The status select on the admin pages; a rejection may carry a reason for the poster. */
export const adminListingStatusSchema = listingStatusSchema.extend({
  reason: z.string().trim().max(500, "Please keep the reason under 500 characters").optional(),
});

export const MODERATION_MESSAGES = {
  reasonRequired: "Please give the poster a reason for the rejection",
} as const;

/** The moderation form of /admin/listing/:id: a rejection needs a reason, which is mailed to the poster. */
export const moderationSchema = adminListingStatusSchema.superRefine((value, ctx) => {
  if (value.status === "Rejected" && !value.reason) {
    ctx.addIssue({ code: "custom", path: ["reason"], message: MODERATION_MESSAGES.reasonRequired });
  }
});

/** A row id posted as text: the same rule as every other id (~/domain/listing-id). */
const rowId = z
  .string()
  .refine((value) => parseId(value) !== null)
  .transform((value) => parseId(value) as number);

/**
 * The row actions of /admin/listings, by `intent` (docs/product.md#admin). A post that names no
 * known intent, or whose fields do not parse, is refused with that intent's failure toast.
 * `redirectTo` and `stay` (a fetcher's post) say where the answer goes; they are read apart.
 */
export const adminListingsActionSchema = z.discriminatedUnion("intent", [
  /** Mark an edit since approval reviewed; the edit time shown guards against a newer edit. */
  z.object({ intent: z.literal("listing-review"), listingId: rowId, editedAt: z.number().int() }),
  z.object({
    intent: z.literal("listing-status"),
    listingId: rowId,
    status: adminListingStatusSchema.shape.status,
  }),
  z.object({ intent: z.literal("listing-delete"), listingId: rowId }),
  z.object({ intent: z.literal("enquiry-status"), enquiryId: rowId, status: z.enum(QUICK_ENQUIRY_STATUSES) }),
  z.object({ intent: z.literal("enquiry-delete"), enquiryId: rowId }),
]);

export type AdminListingsIntent = z.infer<typeof adminListingsActionSchema>["intent"];

/** The moderation page's "Mark edit reviewed" button (/admin/listing/:id). */
export const listingReviewActionSchema = z.object({ intent: z.literal("review"), editedAt: z.number().int() });
