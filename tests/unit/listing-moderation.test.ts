// The seller's side of moderation (docs/product.md#my-listings-and-deleting): when a listing may
// be resubmitted and by whom, what a status change tells its poster, and what it writes beside
// the status.
import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, ROLES, type ListingStatus } from "~/domain/catalog";
import { awaitsResubmission, decisionColumns, posterNotice } from "~/domain/listing-moderation";
import { canResubmitListing } from "~/domain/permissions";

const rejected = { postedById: "owner-1", status: "Rejected" as ListingStatus, resubmittedAt: null };

describe("resubmission", () => {
  it("only a Rejected listing not yet resubmitted since that rejection awaits it", () => {
    const awaiting = LISTING_STATUSES.filter((status) => awaitsResubmission({ status, resubmittedAt: null }));
    expect(awaiting).toEqual(["Rejected"]);
    expect(awaitsResubmission({ status: "Rejected", resubmittedAt: 1 })).toBe(false);
  });

  it("only its poster, whatever their role, resubmits it; admins, others and visitors never", () => {
    for (const role of ROLES) {
      expect(canResubmitListing({ id: "owner-1", role }, rejected)).toBe(true);
      expect(canResubmitListing({ id: "someone-else", role }, rejected)).toBe(false);
    }
    expect(canResubmitListing(null, rejected)).toBe(false);
    expect(canResubmitListing({ id: "owner-1", role: "seller" }, { ...rejected, resubmittedAt: 5 })).toBe(false);
    expect(canResubmitListing({ id: "owner-1", role: "seller" }, { ...rejected, status: "Pending" })).toBe(false);
  });
});

describe("what a superadmin's decision tells the poster", () => {
  it("'live' when it becomes Approved from Pending or Rejected; not from Sold or Approved", () => {
    expect(LISTING_STATUSES.map((before) => `${before}: ${posterNotice(before, "Approved", null)}`)).toEqual([
      "Pending: live",
      "Approved: null",
      "Rejected: live",
      "Sold: null",
    ]);
  });

  it("'rejected' on a rejection with a reason; nothing without one, nor for Pending or Sold", () => {
    expect(posterNotice("Pending", "Rejected", "Blurry photos")).toBe("rejected");
    expect(posterNotice("Approved", "Rejected", "Blurry photos")).toBe("rejected");
    expect(posterNotice("Pending", "Rejected", "  ")).toBeNull();
    expect(posterNotice("Pending", "Rejected", undefined)).toBeNull();
    expect(posterNotice("Rejected", "Pending", "x")).toBeNull();
    expect(posterNotice("Approved", "Sold", "x")).toBeNull();
  });

  it("a rejection keeps its reason (trimmed) and opens a resubmission; any other status clears both", () => {
    expect(decisionColumns("Rejected", "  Blurry photos ")).toEqual({
      rejectionReason: "Blurry photos",
      resubmittedAt: null,
    });
    expect(decisionColumns("Rejected", "")).toEqual({ rejectionReason: null, resubmittedAt: null });
    for (const status of ["Pending", "Approved", "Sold"] as const) {
      expect(decisionColumns(status, "ignored")).toEqual({ rejectionReason: null, resubmittedAt: null });
    }
  });
});
