// Edits after approval (app/domain/listing-review.ts): which edits are reviewed and what changed.
import { describe, expect, it } from "vitest";
import {
  editNeedsReview,
  hasChanges,
  REVIEWED_FIELDS,
  reviewAudit,
  reviewChanges,
  reviewSnapshot,
} from "~/domain/listing-review";

const listing = {
  title: "Corner plot",
  description: "A level corner plot.",
  type: "plot",
  video: "",
  street: "12 Main Road",
  area: "RS Puram",
  city: "Coimbatore",
  pincode: "641002",
  latitude: 11.0089,
  longitude: 76.9507,
  locationFeatures: ["Near the bus stop"],
  amenities: ["Borewell"],
  price: 2500000,
  readyToMove: false,
};
const photo = (id: string) => ({ id, src: `/images/${id}-128.jpg` });

describe("editNeedsReview", () => {
  it("public listings edited by anyone but a superadmin", () => {
    expect(editNeedsReview("Approved", "seller")).toBe(true);
    expect(editNeedsReview("Sold", "both")).toBe(true);
    expect(editNeedsReview("Approved", "admin")).toBe(true);
    expect(editNeedsReview("Approved", "superadmin")).toBe(false);
    expect(editNeedsReview("Pending", "seller")).toBe(false);
    expect(editNeedsReview("Rejected", "seller")).toBe(false);
  });
});

describe("reviewChanges", () => {
  const before = reviewSnapshot(listing, [photo("a"), photo("b")]);

  it("keeps only the reviewed fields: price and availability are not in the snapshot", () => {
    expect(Object.keys(before).sort()).toEqual([...Object.keys(REVIEWED_FIELDS), "photos"].sort());
    const after = reviewSnapshot({ ...listing, price: 1, readyToMove: true } as typeof listing, [
      photo("a"),
      photo("b"),
    ]);
    expect(hasChanges(reviewChanges(before, after))).toBe(false);
  });

  it("names each changed field with its value before and after", () => {
    const after = reviewSnapshot({ ...listing, title: "New title", amenities: ["Borewell", "Gate"] }, [
      photo("a"),
      photo("b"),
    ]);
    const changes = reviewChanges(before, after);
    expect(changes.fields).toEqual([
      { field: "title", label: "Title", before: "Corner plot", after: "New title" },
      { field: "amenities", label: "Amenities", before: ["Borewell"], after: ["Borewell", "Gate"] },
    ]);
    expect(changes.photos).toBeNull();
    expect(reviewAudit(changes)).toEqual({
      before: { title: "Corner plot", amenities: ["Borewell"] },
      after: { title: "New title", amenities: ["Borewell", "Gate"] },
    });
  });

  it("photos added, removed and reordered, with counts", () => {
    const added = reviewChanges(before, reviewSnapshot(listing, [photo("a"), photo("b"), photo("c")]));
    expect(added.photos).toMatchObject({ before: 2, after: 3, added: [photo("c")], removed: [], reordered: false });
    const removed = reviewChanges(before, reviewSnapshot(listing, [photo("b")]));
    expect(removed.photos).toMatchObject({ before: 2, after: 1, added: [], removed: [photo("a")] });
    const reordered = reviewChanges(before, reviewSnapshot(listing, [photo("b"), photo("a")]));
    expect(reordered.photos?.reordered).toBe(true);
    expect(reviewAudit(reordered)).toEqual({ before: { photos: 2 }, after: { photos: 2 } });
  });
});
