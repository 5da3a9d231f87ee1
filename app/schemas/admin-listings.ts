// The URL of /admin/listings (docs/product.md#admin): tab, filters, sort and page. Anything
// that does not parse falls back to its default, so a hand-edited URL still shows a page.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { LISTING_STATUSES, PROPERTY_TYPES } from "~/domain/catalog";
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
