// Who may change which account, and which account types a profile form may set (doc 2
// sections 5 and 6). Pure rules; the server applies them to every profile action.
import { SIGNUP_ROLES, type Role } from "./catalog";

export type Actor = { id: string; role: Role };

export function isAdminRole(role: Role): boolean {
  return role === "admin" || role === "superadmin";
}

/**
 * Users manage their own account; admins manage other non-superadmin accounts; a superadmin
 * manages any account.
 */
export function canManageAccount(actor: Actor, target: { id: string; role: Role }): boolean {
  if (actor.id === target.id) return true;
  if (actor.role === "superadmin") return true;
  return actor.role === "admin" && target.role !== "superadmin";
}

/** The account type selector (buyer, seller, both) is hidden for admin and superadmin accounts. */
export function showsAccountType(targetRole: Role): boolean {
  return !isAdminRole(targetRole);
}

/**
 * The role an account ends up with after a profile save. Admin accounts keep their role (the
 * selector is hidden for them); others may move between buyer, seller and both only. No
 * submitted value can ever grant admin or superadmin.
 */
export function nextRole(currentRole: Role, requested: string | undefined): Role {
  if (isAdminRole(currentRole)) return currentRole;
  if (requested && (SIGNUP_ROLES as readonly string[]).includes(requested)) return requested as Role;
  return currentRole;
}

/** The masked number shown on seller pages until it is revealed with credits. */
export const MASKED_PHONE = "+91 XXXXX XXXXX";

export const ROLE_LABELS: Record<Role, string> = {
  buyer: "Buyer",
  seller: "Seller",
  both: "Buyer and seller",
  admin: "Admin",
  superadmin: "Superadmin",
};
