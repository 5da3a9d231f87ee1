// The facts grid of the listing detail page (docs/product.md#listing-detail). Pure: label/value rows.
import type { PropertyType } from "./catalog";
import { capitalise, formatCount, formatIndianNumber, formatLandArea } from "./format";

export type FactsInput = {
  type: PropertyType;
  landArea: number;
  area: string;
  bhk: number;
  dtcpApproved: boolean;
  squareFeet: number;
  facing: string;
  readyToMove: boolean;
  floors: number;
  gatedCommunity: boolean;
  propertyAge: number;
  parkingAvailable: boolean;
  parkingType: string | null;
  views: number;
};

export type Fact = { label: string; value: string };

/** Land (plots, agri land) has no building, so no age. */
const TYPES_WITHOUT_AGE: readonly PropertyType[] = ["plot", "agriLand"];

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function propertyAgeText(years: number): string {
  return years > 0 ? `Age ${formatCount(years, "year")}` : "New property";
}

export function parkingText(available: boolean, parkingType: string | null): string {
  if (!available) return "No";
  return parkingType ? capitalise(parkingType) : "Parking available";
}

/**
 * Rows in the product's order (docs/product.md#listing-detail); BHK, square feet and floors only
 * above 0; no age for land.
 */
export function listingFacts(l: FactsInput): Fact[] {
  const rows: Fact[] = [
    { label: "Land Area", value: formatLandArea(l.landArea) },
    { label: "Area", value: l.area },
  ];
  if (l.bhk > 0) rows.push({ label: "BHK", value: String(l.bhk) });
  rows.push({ label: "DTCP Approved", value: yesNo(l.dtcpApproved) });
  if (l.squareFeet > 0) rows.push({ label: "Square Feet", value: `${formatIndianNumber(l.squareFeet)} sq ft` });
  rows.push({ label: "Facing", value: capitalise(l.facing) });
  rows.push({ label: "Ready to move", value: yesNo(l.readyToMove) });
  if (l.floors > 0) rows.push({ label: "Floors", value: String(l.floors) });
  rows.push({ label: "Gated Community", value: yesNo(l.gatedCommunity) });
  if (!TYPES_WITHOUT_AGE.includes(l.type)) rows.push({ label: "Property Age", value: propertyAgeText(l.propertyAge) });
  rows.push({ label: "Parking", value: parkingText(l.parkingAvailable, l.parkingType) });
  rows.push({ label: "Views", value: formatIndianNumber(l.views) });
  return rows;
}
