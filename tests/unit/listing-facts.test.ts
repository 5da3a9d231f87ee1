import { describe, expect, it } from "vitest";
import { listingFacts, parkingText, propertyAgeText, type FactsInput } from "~/domain/listing-facts";
import { listing } from "~/messages/listing.server";

/** The English words, as every page in English shows them. */
const words = listing.en.facts;

const base: FactsInput = {
  type: "house",
  landArea: 2178, // 5.00 cents
  area: "Vadavalli",
  bhk: 3,
  dtcpApproved: true,
  squareFeet: 1850,
  facing: "east",
  readyToMove: true,
  floors: 2,
  gatedCommunity: false,
  propertyAge: 4,
  parkingAvailable: true,
  parkingType: "covered",
  views: 1234,
};

const asMap = (input: FactsInput) => Object.fromEntries(listingFacts(input, words).map((f) => [f.label, f.value]));

describe("listingFacts", () => {
  it("lists every fact in the product's order for a house", () => {
    expect(listingFacts(base, words)).toEqual([
      { label: "Land Area", value: "5.00 cents" },
      { label: "Area", value: "Vadavalli" },
      { label: "BHK", value: "3" },
      { label: "DTCP Approved", value: "Yes" },
      { label: "Square Feet", value: "1,850 sq ft" },
      { label: "Facing", value: "East" },
      { label: "Ready to move", value: "Yes" },
      { label: "Floors", value: "2" },
      { label: "Gated Community", value: "No" },
      { label: "Property Age", value: "Age 4 years" },
      { label: "Parking", value: "Covered" },
      { label: "Views", value: "1,234" },
    ]);
  });

  it("shows land above 100 cents in acres", () => {
    expect(asMap({ ...base, landArea: 435.56 * 250 })["Land Area"]).toBe("2.50 acres");
    expect(asMap({ ...base, landArea: 435.56 * 100 })["Land Area"]).toBe("100.00 cents");
  });

  it("omits BHK, square feet and floors at 0", () => {
    const facts = asMap({ ...base, bhk: 0, squareFeet: 0, floors: 0 });
    expect(facts).not.toHaveProperty("BHK");
    expect(facts).not.toHaveProperty("Square Feet");
    expect(facts).not.toHaveProperty("Floors");
  });

  it("shows BHK, square feet and floors at 1", () => {
    const facts = asMap({ ...base, bhk: 1, squareFeet: 1, floors: 1 });
    expect(facts.BHK).toBe("1");
    expect(facts["Square Feet"]).toBe("1 sq ft");
    expect(facts.Floors).toBe("1");
  });

  it("has no property age for plots and agri land", () => {
    expect(asMap({ ...base, type: "plot" })).not.toHaveProperty("Property Age");
    expect(asMap({ ...base, type: "agriLand" })).not.toHaveProperty("Property Age");
    for (const type of ["apartment", "villa", "house", "commercial"] as const) {
      expect(asMap({ ...base, type })).toHaveProperty("Property Age");
    }
  });

  it("says New property at age 0", () => {
    expect(asMap({ ...base, propertyAge: 0 })["Property Age"]).toBe("New property");
    expect(propertyAgeText(0, words)).toBe("New property");
    expect(propertyAgeText(12, words)).toBe("Age 12 years");
    expect(propertyAgeText(1, words)).toBe("Age 1 year");
  });

  it("capitalises facing", () => {
    expect(asMap({ ...base, facing: "north" }).Facing).toBe("North");
  });

  it("shows Yes/No for the switches", () => {
    const facts = asMap({ ...base, dtcpApproved: false, readyToMove: false, gatedCommunity: true });
    expect(facts["DTCP Approved"]).toBe("No");
    expect(facts["Ready to move"]).toBe("No");
    expect(facts["Gated Community"]).toBe("Yes");
  });

  it("describes parking", () => {
    expect(parkingText(true, "open", words)).toBe("Open");
    expect(parkingText(true, "covered", words)).toBe("Covered");
    expect(parkingText(true, null, words)).toBe("Parking available");
    expect(parkingText(true, "", words)).toBe("Parking available");
    expect(parkingText(false, "covered", words)).toBe("No");
  });

  it("groups the views count the Indian way", () => {
    expect(asMap({ ...base, views: 0 }).Views).toBe("0");
    expect(asMap({ ...base, views: 123456 }).Views).toBe("1,23,456");
  });

  it("says the same in Tamil, with Tamil units", () => {
    const ta = Object.fromEntries(listingFacts(base, listing.ta.facts, "ta").map((f) => [f.label, f.value]));
    expect(ta["நிலப் பரப்பு"]).toBe("5.00 சென்ட்");
    expect(ta["வாசல் திசை"]).toBe("கிழக்கு");
    expect(ta["சதுர அடி"]).toBe("1,850 சதுர அடி");
    expect(ta["கட்டட வயது"]).toBe("4 ஆண்டுகள்");
    expect(ta["DTCP அனுமதி"]).toBe("ஆம்");
  });
});
