// Amounts in Indian property talk: "1.2 crore", "75L", "₹75,00,000", "one and a half crore",
// "50k", and land areas: "5 cents", "2 acres", "3 grounds", "1200 sq ft". Prices come out in
// rupees, areas in cents (1 cent = 435.56 sq ft, 1 ground = 2,400 sq ft, 1 acre = 100 cents).
import { SQFT_PER_CENT } from "../format";
import { isDigits } from "./tokens";

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const FRACTION_WORDS: Record<string, number> = { half: 0.5, quarter: 0.25 };

/** Rupee multipliers. "l" and "k" only count right after a number (the tokenizer splits "75l"). */
export const PRICE_UNITS: Record<string, number> = {
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lak: 1e5,
  laks: 1e5,
  lacks: 1e5,
  lk: 1e5,
  lks: 1e5,
  lkh: 1e5,
  l: 1e5,
  latcham: 1e5,
  latsam: 1e5,
  laksham: 1e5,
  லட்சம்: 1e5,
  லட்சத்துக்குள்: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  crs: 1e7,
  cror: 1e7,
  kodi: 1e7,
  கோடி: 1e7,
  million: 1e6,
  millions: 1e6,
};
/** Plain multipliers: the result may still be a price or (with a unit after it) an area. */
export const THOUSAND_WORDS: Record<string, number> = { thousand: 1e3, thousands: 1e3, k: 1e3, ஆயிரம்: 1e3 };

const GROUND_CENTS = 2400 / SQFT_PER_CENT;
/** Area units in cents; multi-word units are written with single spaces. */
export const AREA_UNITS: Record<string, number> = {
  cent: 1,
  cents: 1,
  cts: 1,
  sent: 1,
  சென்ட்: 1,
  acre: 100,
  acres: 100,
  acer: 100,
  acers: 100,
  ஏக்கர்: 100,
  ground: GROUND_CENTS,
  grounds: GROUND_CENTS,
  grnd: GROUND_CENTS,
  hectare: 247.105,
  hectares: 247.105,
  sqft: 1 / SQFT_PER_CENT,
  sft: 1 / SQFT_PER_CENT,
  sqfeet: 1 / SQFT_PER_CENT,
  "sq ft": 1 / SQFT_PER_CENT,
  "sq feet": 1 / SQFT_PER_CENT,
  "sq foot": 1 / SQFT_PER_CENT,
  "square feet": 1 / SQFT_PER_CENT,
  "square foot": 1 / SQFT_PER_CENT,
  "square ft": 1 / SQFT_PER_CENT,
  "sq yards": 9 / SQFT_PER_CENT,
  "sq yd": 9 / SQFT_PER_CENT,
  "square yards": 9 / SQFT_PER_CENT,
};
export const AREA_UNIT_PHRASES = Object.keys(AREA_UNITS);
export const CURRENCY_WORDS = new Set(["rs", "inr", "₹", "rupees", "rupee"]);

/** Phrase lists indexed by their first word, built once per list. */
const INDEXES = new WeakMap<readonly string[], Map<string, { phrase: string; words: string[] }[]>>();

function indexOf(phrases: readonly string[]) {
  let index = INDEXES.get(phrases);
  if (!index) {
    index = new Map();
    for (const phrase of phrases) {
      const words = phrase.split(" ");
      const list = index.get(words[0]!) ?? [];
      list.push({ phrase, words });
      index.set(words[0]!, list);
    }
    INDEXES.set(phrases, index);
  }
  return index;
}

/**
 * The longest phrase of `phrases` (a constant list: it is indexed on first use) starting at
 * tokens[i], with the index just past it; null when none starts there.
 */
export function matchPhrase(
  tokens: readonly string[],
  i: number,
  phrases: readonly string[],
): { phrase: string; end: number } | null {
  const candidates = indexOf(phrases).get(tokens[i] ?? "");
  if (!candidates) return null;
  let best: { phrase: string; end: number } | null = null;
  for (const { phrase, words } of candidates) {
    if (best && words.length <= best.end - i) continue;
    if (words.every((w, k) => tokens[i + k] === w)) best = { phrase, end: i + words.length };
  }
  return best;
}

/**
 * A number at tokens[i]: digits ("1.5"), a number word ("three", "twenty five"), with an
 * optional "and a half"; "half" and "quarter" alone count too ("half an acre").
 */
export function readNumber(tokens: readonly string[], i: number): { value: number; end: number } | null {
  const token = tokens[i];
  if (token === undefined) return null;
  let value: number;
  let end = i + 1;
  if (isDigits(token)) value = Number(token);
  else if (token in NUMBER_WORDS) {
    value = NUMBER_WORDS[token]!;
    const next = tokens[end];
    if (value >= 20 && value % 10 === 0 && next && next in NUMBER_WORDS && NUMBER_WORDS[next]! < 10) {
      value += NUMBER_WORDS[next]!;
      end += 1;
    }
  } else if (token in FRACTION_WORDS) {
    value = FRACTION_WORDS[token]!;
    if (tokens[end] === "a" || tokens[end] === "an") end += 1;
    return { value, end };
  } else return null;
  // "one and a half", "2 and half"
  if (tokens[end] === "and") {
    const k = tokens[end + 1] === "a" ? end + 2 : end + 1;
    if (tokens[k] === "half") return { value: value + 0.5, end: k + 1 };
  }
  return { value, end };
}

export type Quantity = {
  /** price: rupees; area: cents; plain: a number with no unit (maybe times a thousand). */
  kind: "price" | "area" | "plain";
  value: number;
  /** The number as written, before any unit (used to lend a unit to the other end of a range). */
  number: number;
  /** No multiplier or unit at all: may take the unit of the other end of a range. */
  bare: boolean;
  currency: boolean;
  /** Rupees or cents per unit, when there is a unit. */
  scale: number;
  end: number;
};

/**
 * An amount at tokens[i]: [currency] number [thousand] [price unit | area unit] [rupees].
 * "a"/"an" reads as one before a unit ("an acre").
 */
export function readQuantity(tokens: readonly string[], i: number): Quantity | null {
  let k = i;
  let currency = false;
  if (CURRENCY_WORDS.has(tokens[k] ?? "")) {
    currency = true;
    k += 1;
  }
  let num = readNumber(tokens, k);
  if (!num && (tokens[k] === "a" || tokens[k] === "an") && tokens[k + 1] !== undefined) {
    const next = tokens[k + 1]!;
    if (next in PRICE_UNITS || matchPhrase(tokens, k + 1, AREA_UNIT_PHRASES)) num = { value: 1, end: k + 1 };
  }
  if (!num) return null;
  k = num.end;
  let value = num.value;
  let bare = true;
  const thousand = THOUSAND_WORDS[tokens[k] ?? ""];
  if (thousand) {
    value *= thousand;
    bare = false;
    k += 1;
  }
  const priceUnit = PRICE_UNITS[tokens[k] ?? ""];
  if (priceUnit && !thousand) {
    k += 1;
    let rupees = value * priceUnit;
    // "1 crore 20 lakhs", "2 lakh 50 thousand": a smaller unit adds to the larger one.
    const more = readNumber(tokens, k);
    const smaller = more && (PRICE_UNITS[tokens[more.end] ?? ""] ?? THOUSAND_WORDS[tokens[more.end] ?? ""]);
    if (more && smaller && smaller < priceUnit) {
      rupees += more.value * smaller;
      k = more.end + 1;
    }
    if (CURRENCY_WORDS.has(tokens[k] ?? "") && tokens[k] !== "rs") k += 1;
    return { kind: "price", value: rupees, number: num.value, bare: false, currency, scale: priceUnit, end: k };
  }
  const area = matchPhrase(tokens, k, AREA_UNIT_PHRASES);
  if (area) {
    const scale = AREA_UNITS[area.phrase]!;
    return { kind: "area", value: value * scale, number: value, bare: false, currency, scale, end: area.end };
  }
  if (tokens[k] === "rupees" || tokens[k] === "rupee") {
    currency = true;
    k += 1;
  }
  return { kind: "plain", value, number: value, bare, currency, scale: 1, end: k };
}
