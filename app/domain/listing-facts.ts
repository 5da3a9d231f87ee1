// The facts grid of the listing detail page (docs/product.md#listing-detail). Pure: label/value rows.
// The words come from the listing catalogue in the page's language (docs/product.md#languages).
import type { AllMessages } from "~/messages/catalogues.server";
import type { PropertyType } from "./catalog";
import { capitalise, formatIndianNumber, formatLandArea } from "./format";
import type { Lang } from "./language";
import { fill } from "~/messages/messages";

export type FactWords = AllMessages["listing"]["facts"];

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

export function propertyAgeText(years: number, words: FactWords): string {
  if (years <= 0) return words.newProperty;
  return fill(years === 1 ? words.ageOne : words.ageMany, { count: formatIndianNumber(years) });
}

export function parkingText(available: boolean, parkingType: string | null, words: FactWords): string {
  if (!available) return words.no;
  return parkingType ? capitalise(parkingType) : words.parkingAvailable;
}

const FACINGS = ["north", "south", "east", "west"] as const;

function facingText(facing: string, words: FactWords): string {
  const known = FACINGS.find((f) => f === facing.toLowerCase());
  return known ? words[known] : capitalise(facing);
}

/**
 * Rows in the product's order (docs/product.md#listing-detail); BHK, square feet and floors only
 * above 0; no age for land.
 */
export function listingFacts(l: FactsInput, words: FactWords, lang: Lang = "en"): Fact[] {
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  const rows: Fact[] = [
    { label: words.landArea, value: formatLandArea(l.landArea, lang) },
    { label: words.area, value: l.area },
  ];
  if (l.bhk > 0) rows.push({ label: words.bhk, value: String(l.bhk) });
  rows.push({ label: words.dtcp, value: yesNo(l.dtcpApproved) });
  if (l.squareFeet > 0)
    rows.push({ label: words.squareFeet, value: fill(words.sqft, { value: formatIndianNumber(l.squareFeet) }) });
  rows.push({ label: words.facing, value: facingText(l.facing, words) });
  rows.push({ label: words.ready, value: yesNo(l.readyToMove) });
  if (l.floors > 0) rows.push({ label: words.floors, value: String(l.floors) });
  rows.push({ label: words.gated, value: yesNo(l.gatedCommunity) });
  if (!TYPES_WITHOUT_AGE.includes(l.type))
    rows.push({ label: words.age, value: propertyAgeText(l.propertyAge, words) });
  rows.push({ label: words.parking, value: parkingText(l.parkingAvailable, l.parkingType, words) });
  rows.push({ label: words.views, value: formatIndianNumber(l.views) });
  return rows;
}
