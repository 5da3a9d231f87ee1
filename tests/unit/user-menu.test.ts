// The user menu's entries by role (docs/product.md#top-bar): only what the account can do, and
// below 1024 px (no credits badge in the top bar) the credit links too.
import { describe, expect, it } from "vitest";
import { type UserMenuEntry, userMenuEntries } from "~/components/user-menu";
import { ROLES } from "~/domain/catalog";
import { canPostListings } from "~/domain/permissions";
import { layout } from "~/messages/layout.server";

type Role = Parameters<typeof userMenuEntries>[0];
/** The labels shown on a phone (below 1024 px) or a desktop (1024 px and wider). */
const labels = (role: Role, screen: "phone" | "desktop" = "desktop") =>
  userMenuEntries(role, layout.en.menu)
    .filter((e: UserMenuEntry) => screen === "phone" || !e.narrowOnly)
    .map((e) => e.label);

describe("userMenuEntries", () => {
  it("signed out: Sign up and Login, on every screen", () => {
    expect(labels(null)).toEqual(["Sign up", "Login"]);
    expect(labels(null, "phone")).toEqual(["Sign up", "Login"]);
  });

  it("a buyer: no New Listing and no listings to manage; the credit links on phones only", () => {
    expect(labels("buyer", "desktop")).toEqual(["My Profile", "Saved searches"]);
    expect(labels("buyer", "phone")).toEqual(["Buy credits", "Credit history", "My Profile", "Saved searches"]);
  });

  it("a seller: New Listing and My Listings; the credit links on phones only", () => {
    expect(labels("seller", "desktop")).toEqual(["New Listing", "My Profile", "Saved searches", "My Listings"]);
    expect(labels("seller", "phone")).toEqual([
      "Buy credits",
      "Credit history",
      "New Listing",
      "My Profile",
      "Saved searches",
      "My Listings",
    ]);
  });

  it("New Listing and My Listings follow canPostListings, the rule /create-listing enforces", () => {
    for (const role of ROLES) {
      for (const screen of ["phone", "desktop"] as const) {
        expect(labels(role, screen).includes("New Listing"), `${role} ${screen}`).toBe(canPostListings(role));
        expect(labels(role, screen).includes("My Listings"), `${role} ${screen}`).toBe(canPostListings(role));
      }
    }
    for (const role of ["seller", "both", "admin", "superadmin"] as const) expect(canPostListings(role)).toBe(true);
    expect(canPostListings("buyer")).toBe(false);
  });

  it("every signed-in role gets Buy credits and Credit history below 1024 px, none above", () => {
    for (const role of ROLES) {
      expect(labels(role, "phone")).toEqual(expect.arrayContaining(["Buy credits", "Credit history"]));
      expect(labels(role, "desktop")).not.toContain("Buy credits");
      expect(labels(role, "desktop")).not.toContain("Credit history");
    }
  });

  it("admins and superadmins also see the admin pages", () => {
    for (const role of ["admin", "superadmin"] as const) {
      expect(labels(role)).toEqual(expect.arrayContaining(["All Users", "All Listings", "Admin Page"]));
    }
    expect(labels("seller")).not.toContain("All Users");
  });
});
