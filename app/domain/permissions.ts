// Who may do what (docs/product.md#roles-and-permissions, docs/decisions/0005-roles.md). Pure predicates:
// the server guards in app/server/accounts/permissions.server.ts and the menus both use them, so a
// hidden link never stands in for a check. A missing actor (null) is a visitor: always false.
import { ADMIN_ROLES, PUBLIC_STATUSES, type ListingStatus, ROLES, SIGNUP_ROLES, type Role } from "./catalog";
import { awaitsResubmission, type ModeratedListing } from "./listing-moderation";

/** Whoever acts: the signed-in user (its id and role). */
export type Actor = { id: string; role: Role };
type MaybeRole = Role | null | undefined;
type MaybeActor = Actor | null | undefined;
/** The bits of a listing the rules look at. */
type OwnedListing = { postedById: string };

/** Admin and superadmin: admin pages, users, any listing, quick enquiries, identities. */
export function isAdmin(role: MaybeRole): boolean {
  return (ADMIN_ROLES as readonly MaybeRole[]).includes(role);
}

export function isSuperadmin(role: MaybeRole): boolean {
  return role === "superadmin";
}

/** A "both" account is a buyer and a seller at once, so it counts as a seller everywhere. */
export function isSeller(role: MaybeRole): boolean {
  return role === "seller" || role === "both";
}

/** Who may post listings: sellers (and "both"), admins and superadmins. */
export function canPostListings(role: MaybeRole): boolean {
  return isSeller(role) || isAdmin(role);
}

function ownsListing(actor: MaybeActor, listing: OwnedListing): boolean {
  return Boolean(actor && actor.id === listing.postedById);
}

/** Edit a listing: the user who posted it, an admin or a superadmin; others get the not-found page. */
export function canEditListing(actor: MaybeActor, listing: OwnedListing): boolean {
  return ownsListing(actor, listing) || isAdmin(actor?.role);
}

/** Delete a listing: its owner, or an admin (who may delete any listing). */
export function canDeleteListing(actor: MaybeActor, listing: OwnedListing): boolean {
  return ownsListing(actor, listing) || isAdmin(actor?.role);
}

/** The enquiries table of a listing (who revealed the seller's number): owner, admin, superadmin. */
export function canSeeEnquiries(actor: MaybeActor, listing: OwnedListing): boolean {
  return ownsListing(actor, listing) || isAdmin(actor?.role);
}

/** Setting a listing's status (Pending, Approved, Rejected, Sold): a superadmin only; others see it as text. */
export function canChangeListingStatus(actor: MaybeActor): boolean {
  return isSuperadmin(actor?.role);
}

/**
 * "Resubmit for review" (docs/product.md#my-listings-and-deleting): the poster only (an admin
 * editing someone's listing does not speak for them), while it is Rejected and not yet
 * resubmitted since that rejection.
 */
export function canResubmitListing(actor: MaybeActor, listing: OwnedListing & ModeratedListing): boolean {
  return ownsListing(actor, listing) && awaitsResubmission(listing);
}

/** Approved and Sold listings are public; the owner and admins also see the others, with their status. */
export function canSeeListing(actor: MaybeActor, listing: OwnedListing & { status: ListingStatus }): boolean {
  return PUBLIC_STATUSES.includes(listing.status) || canEditListing(actor, listing);
}

/**
 * Users manage their own account; admins manage buyer, seller and "both" accounts but never a
 * peer admin (who could otherwise be taken over through an e-mail change and a reset); only a
 * superadmin manages admin accounts, and any other.
 */
export function canManageAccount(actor: MaybeActor, target: Actor): boolean {
  if (!actor) return false;
  if (actor.id === target.id) return true;
  if (isSuperadmin(actor.role)) return true;
  return actor.role === "admin" && !isAdmin(target.role);
}

/**
 * Whether `actor` may give an account the role `role`: a superadmin any role, an admin only
 * buyer, seller or both (never admin or superadmin), everyone else nobody's.
 */
export function canGrantRole(actor: MaybeActor, role: Role): boolean {
  if (isSuperadmin(actor?.role)) return true;
  return isAdmin(actor?.role) && !isAdmin(role);
}

/** The account type selector (buyer, seller, both) is hidden for admin and superadmin accounts. */
export function showsAccountType(targetRole: Role): boolean {
  return !isAdmin(targetRole);
}

/**
 * The role an account ends up with after a profile save. Admin accounts keep their role (the
 * selector is hidden for them); others may move between buyer, seller and both only. No
 * submitted value can ever grant admin or superadmin.
 */
export function nextRole(currentRole: Role, requested: string | undefined): Role {
  if (isAdmin(currentRole)) return currentRole;
  if (requested && (SIGNUP_ROLES as readonly string[]).includes(requested)) return requested as Role;
  return currentRole;
}

/**
 * The roles `actor` may give `target` through the profile form (docs/product.md#admin): an admin
 * editing someone else picks among the roles canGrantRole allows (buyer, seller, both; a
 * superadmin also admin and superadmin); anyone editing themselves picks buyer, seller or both,
 * and admin accounts see no selector at all ([]), so nobody changes their own admin role.
 */
export function roleChoices(actor: Actor, target: Actor): readonly Role[] {
  if (actor.id !== target.id && isAdmin(actor.role) && canManageAccount(actor, target)) {
    return ROLES.filter((role) => canGrantRole(actor, role));
  }
  return showsAccountType(target.role) ? SIGNUP_ROLES : [];
}

/**
 * The role a profile save leaves on `target`: unchanged when none was sent or no selector is
 * shown, the requested one when it is among roleChoices, otherwise refused (null), so an admin
 * can never grant admin and nobody grants themselves anything.
 */
export function decideRole(actor: Actor, target: Actor, requested: string | undefined): Role | null {
  const choices: readonly string[] = roleChoices(actor, target);
  // No selector shown (an admin account editing itself): whatever is sent, the role stays.
  if (choices.length === 0 || requested === undefined || requested === "" || requested === target.role) {
    return target.role;
  }
  return choices.includes(requested) ? (requested as Role) : null;
}

/**
 * Adding or removing someone's credits (docs/product.md#admin): an admin, on an account they
 * manage, never their own (nobody tops up their own balance).
 */
export function canAdjustCredits(actor: MaybeActor, target: Actor): boolean {
  return Boolean(actor && isAdmin(actor.role) && actor.id !== target.id && canManageAccount(actor, target));
}

/**
 * A saved search (docs/product.md#saved-searches) is its owner's alone: nobody else, admins
 * included, sees, renames or deletes it; for them it does not exist (the not-found page).
 */
export function canManageSavedSearch(actor: MaybeActor, search: { userId: string }): boolean {
  return Boolean(actor && actor.id === search.userId);
}
