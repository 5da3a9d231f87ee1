// Who may do what: every predicate of app/domain/permissions.ts, for a visitor and each role.
import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, ROLES, type Role } from "~/domain/catalog";
import {
  type Actor,
  canChangeListingStatus,
  canDeleteListing,
  canEditListing,
  canGrantRole,
  canManageAccount,
  canPostListings,
  canSeeEnquiries,
  canSeeListing,
  isAdmin,
  isSeller,
  isSuperadmin,
  nextRole,
  showsAccountType,
} from "~/domain/permissions";

type Who = Role | "visitor";
const EVERYONE: Who[] = ["visitor", ...ROLES];
const actor = (who: Who, id = "someone-else"): Actor | null => (who === "visitor" ? null : { id, role: who });
/** `rule` for everyone, as "who: yes/no" lines, so a failure names the role. */
const table = (rule: (who: Who) => boolean) => EVERYONE.map((who) => `${who}: ${rule(who) ? "yes" : "no"}`);
const only = (...allowed: Who[]) => EVERYONE.map((who) => `${who}: ${allowed.includes(who) ? "yes" : "no"}`);

const listing = { postedById: "owner-1" };
const owner = (role: Role): Actor => ({ id: "owner-1", role });

describe("roles", () => {
  it("isAdmin: admin and superadmin", () => {
    expect(table((who) => isAdmin(actor(who)?.role))).toEqual(only("admin", "superadmin"));
  });
  it("isSuperadmin: superadmin only", () => {
    expect(table((who) => isSuperadmin(actor(who)?.role))).toEqual(only("superadmin"));
  });
  it("isSeller: seller and both (a both account buys and sells)", () => {
    expect(table((who) => isSeller(actor(who)?.role))).toEqual(only("seller", "both"));
  });
  it("canPostListings: sellers, both, admins and superadmins; never buyers or visitors", () => {
    expect(table((who) => canPostListings(actor(who)?.role))).toEqual(only("seller", "both", "admin", "superadmin"));
  });
});

describe("listings", () => {
  it("canEditListing: the owner (whatever the role), admins and superadmins", () => {
    expect(table((who) => canEditListing(actor(who), listing))).toEqual(only("admin", "superadmin"));
    for (const role of ROLES) expect(canEditListing(owner(role), listing)).toBe(true);
  });

  it("canDeleteListing: the owner, admins and superadmins", () => {
    expect(table((who) => canDeleteListing(actor(who), listing))).toEqual(only("admin", "superadmin"));
    expect(canDeleteListing(owner("seller"), listing)).toBe(true);
  });

  it("canSeeEnquiries: the owner, admins and superadmins, not other buyers or sellers", () => {
    expect(table((who) => canSeeEnquiries(actor(who), listing))).toEqual(only("admin", "superadmin"));
    expect(canSeeEnquiries(owner("both"), listing)).toBe(true);
  });

  it("canChangeListingStatus: a superadmin only, not even the owner or an admin", () => {
    expect(table((who) => canChangeListingStatus(actor(who)))).toEqual(only("superadmin"));
    expect(canChangeListingStatus(owner("seller"))).toBe(false);
  });

  it("canSeeListing: Approved and Sold for everyone; Pending and Rejected for the owner and admins", () => {
    for (const status of LISTING_STATUSES) {
      const l = { ...listing, status };
      const isPublic = status === "Approved" || status === "Sold";
      expect(table((who) => canSeeListing(actor(who), l))).toEqual(
        isPublic ? only(...EVERYONE) : only("admin", "superadmin"),
      );
      expect(canSeeListing(owner("seller"), l)).toBe(true);
    }
  });
});

describe("accounts", () => {
  it("canManageAccount: yourself; admins buyers and sellers but no peer admin; superadmins anyone", () => {
    expect(canManageAccount({ id: "a", role: "buyer" }, { id: "a", role: "buyer" })).toBe(true);
    expect(canManageAccount({ id: "a", role: "seller" }, { id: "b", role: "buyer" })).toBe(false);
    expect(canManageAccount({ id: "a", role: "both" }, { id: "b", role: "buyer" })).toBe(false);
    expect(canManageAccount({ id: "a", role: "admin" }, { id: "b", role: "seller" })).toBe(true);
    expect(canManageAccount({ id: "a", role: "admin" }, { id: "b", role: "superadmin" })).toBe(false);
    expect(canManageAccount({ id: "a", role: "superadmin" }, { id: "b", role: "admin" })).toBe(true);
    expect(canManageAccount({ id: "a", role: "superadmin" }, { id: "b", role: "superadmin" })).toBe(true);
    expect(canManageAccount(null, { id: "b", role: "buyer" })).toBe(false);
  });

  it("canManageAccount: an admin never manages another admin, only their own admin account", () => {
    expect(canManageAccount({ id: "a", role: "admin" }, { id: "b", role: "admin" })).toBe(false);
    expect(canManageAccount({ id: "a", role: "admin" }, { id: "a", role: "admin" })).toBe(true);
    // Every role an admin may manage, as a table: the non-admin ones.
    const managed = ROLES.filter((role) => canManageAccount({ id: "a", role: "admin" }, { id: "b", role }));
    expect(managed).toEqual(["buyer", "seller", "both"]);
    const bySuperadmin = ROLES.filter((role) => canManageAccount({ id: "a", role: "superadmin" }, { id: "b", role }));
    expect(bySuperadmin).toEqual([...ROLES]);
  });

  it("canGrantRole: an admin grants buyer, seller or both but never admin or superadmin; a superadmin any", () => {
    for (const role of ROLES) {
      const adminRole = role === "admin" || role === "superadmin";
      expect(`${role}: ${canGrantRole({ id: "a", role: "admin" }, role)}`).toBe(`${role}: ${!adminRole}`);
      expect(canGrantRole({ id: "s", role: "superadmin" }, role)).toBe(true);
      for (const who of ["visitor", "buyer", "seller", "both"] as const)
        expect(canGrantRole(actor(who), role)).toBe(false);
    }
  });

  it("showsAccountType: hidden for admin and superadmin accounts", () => {
    expect(ROLES.filter(showsAccountType)).toEqual(["buyer", "seller", "both"]);
  });

  it("nextRole: moves between buyer, seller and both; never grants admin roles; keeps admins' roles", () => {
    expect(nextRole("buyer", "seller")).toBe("seller");
    expect(nextRole("seller", "both")).toBe("both");
    expect(nextRole("both", "buyer")).toBe("buyer");
    expect(nextRole("buyer", "admin")).toBe("buyer");
    expect(nextRole("both", "superadmin")).toBe("both");
    expect(nextRole("buyer", "toString")).toBe("buyer");
    expect(nextRole("buyer", undefined)).toBe("buyer");
    expect(nextRole("admin", "buyer")).toBe("admin");
    expect(nextRole("superadmin", "seller")).toBe("superadmin");
  });
});
