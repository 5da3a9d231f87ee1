import { describe, expect, it } from "vitest";
import { LOCALITIES, PROPERTY_TYPES } from "~/domain/catalog";
import { SQFT_PER_CENT } from "~/domain/format";
import { LOCALITY_CENTRES, LOCALITY_RADIUS_DEG } from "~/domain/locality-geo";
import { generateSeedData, IMAGE_VARIANTS } from "../../scripts/seed/data";

const NOW = Date.UTC(2025, 8, 1);
const data = generateSeedData({ now: NOW });
const { listings, users } = data;
const cents = (sqft: number) => sqft / SQFT_PER_CENT;

describe("demo data generator", () => {
  it("is deterministic for a seed and `now`", () => {
    expect(generateSeedData({ now: NOW })).toEqual(data);
    expect(generateSeedData({ now: NOW, seed: 7 }).listings[0]).not.toEqual(listings[0]);
  });

  it("makes about 320 listings of all six types across every locality", () => {
    expect(listings.length).toBeGreaterThanOrEqual(300);
    expect(new Set(listings.map((l) => l.type))).toEqual(new Set(PROPERTY_TYPES));
    for (const type of PROPERTY_TYPES)
      expect(listings.filter((l) => l.type === type).length).toBeGreaterThanOrEqual(15);
    for (const area of LOCALITIES) expect(listings.filter((l) => l.area === area).length).toBeGreaterThanOrEqual(8);
  });

  it("places every listing inside its locality's circle", () => {
    for (const l of listings) {
      const c = LOCALITY_CENTRES[l.area];
      expect(Math.hypot(l.latitude - c.latitude, l.longitude - c.longitude)).toBeLessThanOrEqual(LOCALITY_RADIUS_DEG);
    }
  });

  it("mixes statuses: mostly Approved, some Sold, Pending and Rejected", () => {
    const share = (s: string) => listings.filter((l) => l.status === s).length / listings.length;
    expect(share("Approved")).toBeGreaterThan(0.7);
    expect(share("Approved")).toBeLessThan(0.9);
    for (const s of ["Sold", "Pending", "Rejected"]) {
      expect(share(s)).toBeGreaterThan(0.02);
      expect(share(s)).toBeLessThan(0.15);
    }
  });

  it("obeys the listing form rules", () => {
    for (const l of listings) {
      expect(l.title.length, l.title).toBeGreaterThanOrEqual(2);
      expect(l.title.length, l.title).toBeLessThanOrEqual(50);
      expect(l.description.length, l.description).toBeGreaterThanOrEqual(8);
      expect(l.description.length, l.description).toBeLessThanOrEqual(200);
      expect(l.price).toBeGreaterThanOrEqual(10_000);
      expect(Number.isInteger(l.price)).toBe(true);
      expect(l.landArea).toBeGreaterThanOrEqual(10);
      expect(l.pincode).toMatch(/^641\d{3}$/);
      expect(l.street.trim()).not.toBe("");
      expect(["owner", "builder", "broker"]).toContain(l.poster);
      expect(["north", "south", "east", "west"]).toContain(l.facing);
      expect(l.video).toBe("");
      expect(l.amenities.length).toBeGreaterThan(0);
      expect(l.locationFeatures.length).toBeGreaterThan(0);
      for (const item of [...l.amenities, ...l.locationFeatures]) expect(item.trim()).not.toBe("");
      if (l.parkingType !== null) expect(["open", "covered"]).toContain(l.parkingType);
    }
  });

  it("keeps built-up fields at 0 for plots and agri land", () => {
    for (const l of listings.filter((l) => l.type === "plot" || l.type === "agriLand")) {
      expect([l.bhk, l.squareFeet, l.floors, l.propertyAge]).toEqual([0, 0, 0, 0]);
    }
    for (const l of listings.filter((l) => l.type === "apartment" || l.type === "villa" || l.type === "house")) {
      expect(l.bhk).toBeGreaterThan(0);
      expect(l.squareFeet).toBeGreaterThan(0);
      expect(l.floors).toBeGreaterThan(0);
    }
  });

  it("prices each type in believable ranges", () => {
    const lakh = 100_000;
    const crore = 10_000_000;
    for (const l of listings) {
      const perCent = l.price / cents(l.landArea) / lakh;
      switch (l.type) {
        case "plot":
          expect(perCent).toBeGreaterThanOrEqual(2.9);
          expect(perCent).toBeLessThanOrEqual(25.5);
          break;
        case "agriLand":
          expect(perCent).toBeGreaterThanOrEqual(0.45);
          expect(perCent).toBeLessThanOrEqual(4.1);
          expect(cents(l.landArea)).toBeGreaterThanOrEqual(100); // an acre or more
          break;
        case "apartment":
          expect(l.price).toBeGreaterThanOrEqual(35 * lakh);
          expect(l.price).toBeLessThanOrEqual(1.5 * crore);
          break;
        case "villa":
          expect(l.price).toBeGreaterThanOrEqual(80 * lakh);
          expect(l.price).toBeLessThanOrEqual(4 * crore);
          break;
        case "house":
          expect(l.price).toBeGreaterThanOrEqual(40 * lakh);
          expect(l.price).toBeLessThanOrEqual(2.5 * crore);
          break;
        case "commercial":
          expect(l.price).toBeGreaterThanOrEqual(25 * lakh);
          break;
      }
    }
  });

  it("numbers listings oldest first within the last six months", () => {
    for (const [i, l] of listings.entries()) expect(l.id).toBe(i + 1);
    for (let i = 1; i < listings.length; i++)
      expect(listings[i].createdAt).toBeGreaterThanOrEqual(listings[i - 1].createdAt);
    expect(listings[0].createdAt).toBeGreaterThan(NOW - 190 * 86_400_000);
    expect(listings[listings.length - 1].createdAt).toBeLessThanOrEqual(NOW);
  });

  it("gives every listing 2-5 pictures with unique ids, the main one of its own type", () => {
    const ids = new Set<string>();
    for (const l of listings) {
      expect(l.images.length).toBeGreaterThanOrEqual(2);
      expect(l.images.length).toBeLessThanOrEqual(5);
      expect(l.images[0].scene).toBe(l.type);
      expect(new Set(l.images.map((im) => `${im.scene}-${im.variant}`)).size).toBe(l.images.length);
      for (const image of l.images) {
        expect(image.variant).toBeGreaterThanOrEqual(0);
        expect(image.variant).toBeLessThan(IMAGE_VARIANTS);
        expect(image.imageId).toMatch(/^[0-9a-f]{12}$/);
        ids.add(`${l.id}/${image.imageId}`);
      }
    }
    expect(ids.size).toBe(listings.reduce((n, l) => n + l.images.length, 0));
    // Newest-first neighbours of one type do not share a main picture.
    const apartments = listings.filter((l) => l.type === "apartment");
    for (let i = 1; i < apartments.length; i++)
      expect(apartments[i].images[0].variant).not.toBe(apartments[i - 1].images[0].variant);
  });

  it("has one demo account per role and sellers who own most listings", () => {
    for (const [username, role] of [
      ["buyer", "buyer"],
      ["seller", "seller"],
      ["both", "both"],
      ["admin", "admin"],
      ["superadmin", "superadmin"],
    ]) {
      const user = users.find((u) => u.username === username);
      expect(user?.role).toBe(role);
      expect(user?.email).toBe(`${username}@example.com`);
    }
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    const demoIds = new Set(users.slice(0, 5).map((u) => u.id));
    expect(listings.filter((l) => !demoIds.has(l.postedById)).length / listings.length).toBeGreaterThan(0.6);
    for (const l of listings) expect(users.some((u) => u.id === l.postedById)).toBe(true);
  });

  it("keeps the credit ledger consistent with balances and views with counters", () => {
    for (const u of users) {
      const sum = data.credits.filter((c) => c.userId === u.id).reduce((n, c) => n + c.amount, 0);
      expect(sum).toBe(u.credits);
    }
    for (const l of listings) expect(data.views.filter((v) => v.listingId === l.id).length).toBe(l.views);
    const pairs = data.enquiries.map((e) => `${e.buyerId}:${e.sellerId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
