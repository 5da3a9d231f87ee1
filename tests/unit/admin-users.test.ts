// Rules of the admin users pages: who may set which role, who may adjust credits, the plan of
// an adjustment, the users table's query in the URL and the audit lines (the views chart: views-chart.test.ts).
import { describe, expect, it } from "vitest";
import { changedFields, describeChange } from "~/domain/audit";
import { ROLES, type Role } from "~/domain/catalog";
import { adjustIdempotencyKey, adjustmentDescription, planAdjustment } from "~/domain/credits";
import { type Actor, canAdjustCredits, decideRole, roleChoices } from "~/domain/permissions";
import { adjustCreditsSchema, adminUsersSearch, parseAdminUsersQuery } from "~/schemas/admin-users";

const as = (role: Role, id = `${role}-1`): Actor => ({ id, role });

describe("roles an admin may set through the profile form", () => {
  it("an admin offers buyer, seller or both on a buyer's account; a superadmin every role", () => {
    expect(roleChoices(as("admin"), as("buyer"))).toEqual(["buyer", "seller", "both"]);
    expect(roleChoices(as("superadmin"), as("buyer"))).toEqual(ROLES);
    expect(roleChoices(as("superadmin"), as("admin"))).toEqual(ROLES);
  });

  it("an admin never edits an admin account: nothing to offer beyond what its owner sees", () => {
    expect(roleChoices(as("admin"), as("admin", "other-admin"))).toEqual([]);
    expect(roleChoices(as("admin"), as("superadmin"))).toEqual([]);
  });

  it("yourself: buyer, seller or both; admin accounts see no selector", () => {
    expect(roleChoices(as("seller"), as("seller"))).toEqual(["buyer", "seller", "both"]);
    expect(roleChoices(as("admin"), as("admin"))).toEqual([]);
    expect(roleChoices(as("superadmin"), as("superadmin"))).toEqual([]);
  });

  it("decideRole: an admin can never grant admin or superadmin; a superadmin can", () => {
    expect(decideRole(as("admin"), as("buyer"), "seller")).toBe("seller");
    expect(decideRole(as("admin"), as("buyer"), "admin")).toBeNull();
    expect(decideRole(as("admin"), as("buyer"), "superadmin")).toBeNull();
    expect(decideRole(as("superadmin"), as("buyer"), "admin")).toBe("admin");
    expect(decideRole(as("superadmin"), as("admin"), "buyer")).toBe("buyer");
  });

  it("decideRole: nobody grants themselves an admin role; no role sent keeps the role", () => {
    for (const role of ["buyer", "seller", "both"] as const) {
      expect(decideRole(as(role), as(role), "admin")).toBeNull();
      expect(decideRole(as(role), as(role), "superadmin")).toBeNull();
      expect(decideRole(as(role), as(role), undefined)).toBe(role);
    }
    // An admin account editing itself has no selector: whatever is sent, the role stays.
    expect(decideRole(as("admin"), as("admin"), "superadmin")).toBe("admin");
    expect(decideRole(as("superadmin"), as("superadmin"), "buyer")).toBe("superadmin");
    expect(decideRole(as("admin"), as("admin"), "admin")).toBe("admin");
    expect(decideRole(as("admin"), as("admin"), undefined)).toBe("admin");
  });
});

describe("credit adjustments", () => {
  it("canAdjustCredits: admins on accounts they manage, never their own", () => {
    expect(canAdjustCredits(as("admin"), as("buyer"))).toBe(true);
    expect(canAdjustCredits(as("superadmin"), as("admin"))).toBe(true);
    expect(canAdjustCredits(as("admin"), as("admin", "other"))).toBe(false);
    expect(canAdjustCredits(as("admin"), as("admin"))).toBe(false);
    expect(canAdjustCredits(as("seller"), as("buyer"))).toBe(false);
    expect(canAdjustCredits(null, as("buyer"))).toBe(false);
  });

  it("planAdjustment: adds, removes down to 0 but never below, replays a used key", () => {
    expect(planAdjustment({ balance: 10, amount: 50, alreadyApplied: false })).toEqual({
      kind: "apply",
      balanceAfter: 60,
    });
    expect(planAdjustment({ balance: 10, amount: -10, alreadyApplied: false })).toEqual({
      kind: "apply",
      balanceAfter: 0,
    });
    expect(planAdjustment({ balance: 10, amount: -11, alreadyApplied: false })).toEqual({ kind: "below-zero" });
    expect(planAdjustment({ balance: 10, amount: 5, alreadyApplied: true })).toEqual({ kind: "replay" });
    expect(() => planAdjustment({ balance: 10, amount: 0, alreadyApplied: false })).toThrow();
  });

  it("the ledger line names the direction and the reason; keys are per admin, user and form", () => {
    expect(adjustmentDescription(25, " Refund for a failed post ")).toBe(
      "Credits added by admin: Refund for a failed post",
    );
    expect(adjustmentDescription(-5, "Duplicate payment")).toBe("Credits removed by admin: Duplicate payment");
    expect(adjustIdempotencyKey("a", "u", "tok")).not.toBe(adjustIdempotencyKey("b", "u", "tok"));
  });

  it("the form needs a direction, a whole amount and a reason", () => {
    const token = "abcdefghijklmnop1234";
    expect(adjustCreditsSchema.safeParse({ direction: "add", amount: "20", reason: "Goodwill", token }).success).toBe(
      true,
    );
    for (const bad of [
      { direction: "gift", amount: "20", reason: "Goodwill", token },
      { direction: "add", amount: "0", reason: "Goodwill", token },
      { direction: "add", amount: "2.5", reason: "Goodwill", token },
      { direction: "add", amount: "20", reason: " ", token },
      { direction: "add", amount: "20", reason: "Goodwill", token: "short" },
    ]) {
      expect(adjustCreditsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("the users table's URL", () => {
  it("reads filter, sort, direction and page; junk falls back to defaults", () => {
    expect(parseAdminUsersQuery(new URLSearchParams("q=meena&sort=credits&dir=asc&page=3"))).toEqual({
      q: "meena",
      sort: "credits",
      dir: "asc",
      page: 3,
    });
    expect(parseAdminUsersQuery(new URLSearchParams("sort=password&dir=sideways&page=-2"))).toEqual({
      q: "",
      sort: undefined,
      dir: "desc",
      page: 1,
    });
  });

  it("writes back only what differs from the defaults", () => {
    expect(adminUsersSearch({ q: "", page: 1 })).toBe("");
    expect(adminUsersSearch({ q: "ravi", sort: "views", dir: "asc", page: 2 })).toBe(
      "?q=ravi&sort=views&dir=asc&page=2",
    );
  });
});

describe("audit lines", () => {
  it("show each field as it was and became", () => {
    expect(describeChange({ credits: 10 }, { credits: 60 })).toBe("credits: 10 → 60");
    expect(describeChange({ role: "buyer" }, null)).toBe("role: buyer");
    expect(describeChange(null, null)).toBe("—");
  });

  it("an edit records only the fields that changed, lists by their items", () => {
    const current = { name: "A", models: ["m1", "m2"], inUse: false, url: "https://a.test" };
    expect(changedFields(current, { name: "B", models: ["m1", "m2"], inUse: true, url: "https://a.test" })).toEqual({
      before: { name: "A", inUse: false },
      after: { name: "B", inUse: true },
    });
    expect(changedFields(current, { models: ["m2", "m1"] })).toEqual({
      before: { models: ["m1", "m2"] },
      after: { models: ["m2", "m1"] },
    });
    expect(changedFields(current, { ...current, models: [...current.models] })).toEqual({ before: {}, after: {} });
    // Absent and null are the same "nothing"; a field new to the row is recorded as it became.
    expect(changedFields({ bio: null }, { bio: undefined })).toEqual({ before: {}, after: {} });
    expect(changedFields({}, { phone: "+91 98765 43210" })).toEqual({
      before: { phone: undefined },
      after: { phone: "+91 98765 43210" },
    });
  });
});
