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
