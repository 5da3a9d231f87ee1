import type { Role } from "./catalog";

/**
 * Who may post listings. The spec names seller, admin and superadmin; a "both" account is a
 * buyer and a seller, so it posts too (docs/decisions/0005-roles.md).
 */
export function canPostListings(role: Role | null | undefined): boolean {
  return role === "seller" || role === "both" || role === "admin" || role === "superadmin";
}

export function isAdminRole(role: Role | null | undefined): boolean {
  return role === "admin" || role === "superadmin";
}

export function isSellerRole(role: Role | null | undefined): boolean {
  return role === "seller" || role === "both";
}

/** Who sees a listing's Enquiries table (name, phone, time of each reveal): its owner and admins. */
export function canSeeEnquiries(
  actor: { id: string; role: Role } | null | undefined,
  listing: { postedById: string },
): boolean {
  return Boolean(actor && (actor.id === listing.postedById || isAdminRole(actor.role)));
}
