// Number, price and area formatting (docs/product.md#formatting). Pure functions. Each takes the
// page's language where its words differ (docs/product.md#languages): Indian grouping in both,
// lakh and crore as லட்சம் and கோடி, cents and acres as சென்ட் and ஏக்கர்.
import type { Lang } from "./language";

export const SQFT_PER_CENT = 435.56;
export const NOT_FINITE_MESSAGE = "Input must be a finite number";

function assertFinite(value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TypeError(NOT_FINITE_MESSAGE);
}

/** Indian digit grouping: the last three digits form one group, earlier digits go in pairs. */
export function formatIndianNumber(value: number, fractionDigits?: number): string {
  assertFinite(value);
  const abs = Math.abs(value);
  let fixed = fractionDigits === undefined ? String(abs) : abs.toFixed(fractionDigits);
  // Tiny and huge numbers print in exponent notation; show their whole digits instead.
  if (fixed.includes("e")) fixed = BigInt(Math.round(abs)).toString();
  const [intPart = "0", fraction] = fixed.split(".");
  const last3 = intPart.slice(-3);
  const rest = intPart.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last3}` : last3;
  // No "-0": a negative that rounds to zero is shown as zero.
  const sign = value < 0 && /[1-9]/.test(fixed) ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** "₹1,23,45,678" (whole rupees). */
export function formatRupees(value: number): string {
  assertFinite(value);
  return `₹${formatIndianNumber(Math.round(value))}`;
}

const SHORT_UNITS = [
  { digits: 9, divisor: 1e9, suffix: "Arab" },
  { digits: 7, divisor: 1e7, suffix: "Crore" },
  { digits: 5, divisor: 1e5, suffix: "Lakh" },
  { digits: 3, divisor: 1e3, suffix: "Thousand" },
] as const;

/** Tamil counts past a crore in crores ("150.00 கோடி"): nobody in Coimbatore says arab. */
const SHORT_UNITS_TA = [
  { digits: 7, divisor: 1e7, suffix: "கோடி" },
  { digits: 5, divisor: 1e5, suffix: "லட்சம்" },
  { digits: 3, divisor: 1e3, suffix: "ஆயிரம்" },
] as const;

/**
 * Short amount: a unit applies when the integer part has more digits than its threshold
 * (Arab 9, Crore 7, Lakh 5, Thousand 3), checked in that order, with 2 decimals.
 * Up to 3 digits the number is shown as it is, grouped. In Tamil the crores are grouped too.
 */
export function formatShortAmount(value: number, lang: Lang = "en"): string {
  assertFinite(value);
  const digits = Math.trunc(Math.abs(value)).toString().length;
  for (const unit of lang === "ta" ? SHORT_UNITS_TA : SHORT_UNITS) {
    if (digits > unit.digits) {
      const short = value / unit.divisor;
      return `${lang === "ta" ? formatIndianNumber(short, 2) : short.toFixed(2)} ${unit.suffix}`;
    }
  }
  return formatIndianNumber(value);
}

/** "₹1.20 Crore", "₹1.20 கோடி". */
export function formatShortRupees(value: number, lang: Lang = "en"): string {
  return `₹${formatShortAmount(value, lang)}`;
}

export function sqftToCents(sqft: number): number {
  assertFinite(sqft);
  return sqft / SQFT_PER_CENT;
}

/** Above 100 cents the area is shown in acres, otherwise in cents; both with 2 decimals. */
export function formatLandArea(sqft: number, lang: Lang = "en"): string {
  const cents = sqftToCents(sqft);
  if (cents > 100) return `${(cents / 100).toFixed(2)} ${lang === "ta" ? "ஏக்கர்" : "acres"}`;
  return `${cents.toFixed(2)} ${lang === "ta" ? "சென்ட்" : "cents"}`;
}

/** Price per cent: price / (land area in sq ft / 435.56), everywhere (docs/product.md#formatting). */
export function pricePerCent(price: number, landAreaSqft: number): number {
  assertFinite(price);
  const cents = sqftToCents(landAreaSqft);
  if (cents <= 0) return 0;
  return price / cents;
}

/** "₹2.50 Lakh/cent". */
export function formatPricePerCent(price: number, landAreaSqft: number, lang: Lang = "en"): string {
  return formatPerUnit(pricePerCent(price, landAreaSqft), "cent", lang);
}

/** The two units prices are compared in: per cent of land, per square foot built. */
export type PriceUnit = "cent" | "sqft";

/** A price per unit as shown everywhere: "₹2.50 Lakh/cent", "₹6,500/sq ft" ("₹2.50 லட்சம்/சென்ட்"). */
export function formatPerUnit(value: number, unit: PriceUnit, lang: Lang = "en"): string {
  const ta = lang === "ta";
  return unit === "cent"
    ? `${formatShortRupees(Math.round(value), lang)}/${ta ? "சென்ட்" : "cent"}`
    : `${formatRupees(value)}/${ta ? "சதுர அடி" : "sq ft"}`;
}

/** The price per cent or per square foot, or null when that measure is not known (0). */
export function unitPrice(
  listing: { price: number; landArea: number; squareFeet: number },
  unit: PriceUnit,
): number | null {
  if (unit === "sqft") return listing.squareFeet > 0 ? listing.price / listing.squareFeet : null;
  return listing.landArea > 0 ? pricePerCent(listing.price, listing.landArea) : null;
}

/** Types sold by their built-up area: they are priced per square foot when it is known. */
const BUILT_TYPES: readonly string[] = ["apartment", "villa", "house", "commercial"];

/** "₹6,500/sq ft". */
export function formatPricePerSqft(price: number, squareFeet: number, lang: Lang = "en"): string {
  assertFinite(price);
  assertFinite(squareFeet);
  return formatPerUnit(squareFeet > 0 ? price / squareFeet : 0, "sqft", lang);
}

/**
 * The unit price a buyer compares (docs/product.md#formatting): per square foot for built
 * property with square feet above 0, otherwise per cent of land when the land area is above 0;
 * null when neither is known. Cards, map popups and the detail page all use this.
 */
export function formatUnitPrice(
  listing: { type: string; price: number; landArea: number; squareFeet: number },
  lang: Lang = "en",
) {
  if (BUILT_TYPES.includes(listing.type) && listing.squareFeet > 0) {
    return formatPricePerSqft(listing.price, listing.squareFeet, lang);
  }
  if (listing.landArea > 0) return formatPricePerCent(listing.price, listing.landArea, lang);
  return null;
}

export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** An Indian mobile number as typed or stored: +91, 91 or 0 in front or not, spaces and dashes anywhere. */
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** The 10 digits of an Indian mobile number ("+91 98940-77788" → "9894077788"), or null. */
export function indianMobileDigits(raw: string): string | null {
  return INDIAN_MOBILE.exec(raw.replace(/[\s-]/g, ""))?.[1] ?? null;
}

/**
 * How a phone number is shown everywhere (docs/product.md#formatting): "+91 98940 77788". A stored
 * value that is not an Indian mobile (an old or foreign number) is shown as it is, trimmed; empty
 * stays empty. Never throws.
 */
export function formatPhone(stored: string | null | undefined): string {
  const text = typeof stored === "string" ? stored.trim() : "";
  const digits = indianMobileDigits(text);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : text;
}

/** The tel: link of a shown number: "+" and digits only. */
export function phoneHref(stored: string | null | undefined): string {
  const digits = indianMobileDigits(typeof stored === "string" ? stored : "");
  return `tel:${digits ? `+91${digits}` : (stored ?? "").replace(/[^\d+]/g, "")}`;
}

/**
 * A count with its noun, the one way counts are shown (docs/product.md#formatting): "1 view",
 * "0 views", "1,250 views". `many` defaults to the noun with an s.
 */
export function formatCount(count: number, one: string, many = `${one}s`): string {
  return `${formatIndianNumber(count)} ${countNoun(count, one, many)}`;
}

/** The noun alone, for a count shown apart from it (a badge): "credit" for 1, "credits" otherwise. */
export function countNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
