// The user menu's entries by role (docs/product.md#browsing).
import { describe, expect, it } from "vitest";
import { userMenuEntries } from "~/components/user-menu";

const labels = (role: Parameters<typeof userMenuEntries>[0]) => userMenuEntries(role).map((e) => e.label);

describe("userMenuEntries", () => {
  it("signed out: Sign up and Login", () => {
    expect(labels(null)).toEqual(["Sign up", "Login"]);
  });

  it("a buyer has no listings to manage", () => {
    expect(labels("buyer")).toEqual(["New Listing", "My Profile"]);
  });

  it("everyone who may post sees My Listings", () => {
    for (const role of ["seller", "both", "admin", "superadmin"] as const) {
      expect(labels(role)).toContain("My Listings");
    }
  });

  it("admins and superadmins also see the admin pages", () => {
    for (const role of ["admin", "superadmin"] as const) {
      expect(labels(role)).toEqual(expect.arrayContaining(["All Users", "All Listings", "Admin Page"]));
    }
    expect(labels("seller")).not.toContain("All Users");
  });
});
