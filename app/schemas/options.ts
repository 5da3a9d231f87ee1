// The choices the forms offer, with the labels the user sees (a <select> or radios posts the
// value; the schema checks it against the same list).
import { ROLE_LABELS } from "~/domain/account";
import { GENDERS, type Role, SIGNUP_ROLES } from "~/domain/catalog";

/** Buyer, seller or both: what sign-up and the profile let a user choose (never an admin role). */
export const SIGNUP_ROLE_OPTIONS = SIGNUP_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** The account types an admin may set on someone (roleChoices in app/domain/permissions.ts). */
export function roleOptions(roles: readonly Role[]) {
  return roles.map((value) => ({ value, label: ROLE_LABELS[value] }));
}

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: "Male", female: "Female", other: "Other" };

export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
