// Account display constants. Who may change which account lives in ./permissions.ts.
import type { Role } from "./catalog";

/** The masked number shown on seller pages until it is revealed with credits. */
export const MASKED_PHONE = "+91 XXXXX XXXXX";

export const ROLE_LABELS: Record<Role, string> = {
  buyer: "Buyer",
  seller: "Seller",
  both: "Buyer and seller",
  admin: "Admin",
  superadmin: "Superadmin",
};
