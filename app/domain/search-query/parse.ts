// The deterministic first stage of AI search (docs/product.md#ai-search): plain words to the
// same Filters the filter bar sets. Pure, offline, microseconds. What it cannot place is
// returned as `leftover` for the language-model stage; see README.md next to this file.
import { normalizeFilters, type Filters, type ScalarFilterKey } from "../filters";
import { FuzzyIndex } from "../fuzzy";
import { isLocalityWord, matchLocality, matchLocalityFuzzy } from "../locality-match";
import {
  AREA_UNIT_PHRASES,
  matchPhrase,
  NUMBER_WORDS,
  PRICE_UNITS,
  type Quantity,
  readNumber,
  readQuantity,
} from "./numbers";
import { splitTamilEndings } from "./tamil-endings";
import { tokenize } from "./tokens";
import {
  DIRECTIONS,
  FACING_WORDS,
  FILLER_WORDS,
  FLAG_PHRASES,
  MAX_QUALIFIERS,
  MIN_QUALIFIERS,
  POST_MAX_QUALIFIERS,
  POST_MIN_QUALIFIERS,
  RANGE_JOINERS,
  SENSITIVE_WORDS,
  SORT_PHRASES,
  TYPE_PHRASES,
  WEAK_LAND_WORDS,
} from "./vocabulary";

export type ParsedSearchQuery = {
  /**
   * Canonical (normalizeFilters); empty lists and no other keys when nothing was understood.
   * `sort` is set by words for an order ("cheapest", "lowest price per cent"; docs/product.md#sorting).
   */
  filters: Filters;
  /** The phrases placed into filters, lower-cased as read ("under 1.2 crore", "3 bhk"). */
  understood: string[];
  /** Words it could not place, in order: the only text worth sending to the language model. */
  leftover: string[];
  /** Words about religion, caste or community: never a filter, never sent to the model. */
  excluded: string[];
};

/** A number without a unit is a price only from ten thousand rupees up (the smallest listing). */
const MIN_PLAIN_RUPEES = 10_000;
const MAX_PLAIN_RUPEES = 10_000_000_000;
const BHK_WORDS = [
  "bhk",
  "bhks",
  "b h k",
  "bed",
  "beds",
  "bedroom",
  "bedrooms",
  "bed room",
  "bed rooms",
  "படுக்கையறை",
  "படுக்கையறைகள்",
  "படுக்கை அறை",
  "படுக்கை அறைகள்",
];
const BHK_RANGE_JOINERS = ["or", "to", "-", "and"];
const BETWEEN_JOINERS = [...RANGE_JOINERS, "and"];
const TYPE_PHRASE_LIST = Object.keys(TYPE_PHRASES);
const SORT_PHRASE_LIST = Object.keys(SORT_PHRASES);
const FLAG_PHRASE_LIST = Object.keys(FLAG_PHRASES);
const AMOUNT_FILLERS = new Set(["of", "is", "around", "about", "approx", "approximately"]);

type Amount = { kind: "price" | "area"; value: number };

/** A unitless number as rupees, or null when it is too small to be a price, or a pincode. */
function resolve(q: Quantity): Amount | null {
  if (q.kind !== "plain") return { kind: q.kind, value: q.value };
  if (q.value < MIN_PLAIN_RUPEES || q.value > MAX_PLAIN_RUPEES) return null;
  if (!q.currency && q.bare && /^64\d{4}$/.test(String(q.value))) return null;
  return { kind: "price", value: q.value };
}

class Reader {
  readonly tokens: string[];
  readonly draft: Filters = { types: [], locations: [] };
  readonly understood: string[] = [];
  readonly leftover: string[] = [];
  readonly excluded: string[] = [];
  weakLand = false;
  sortOrder: (typeof SORT_PHRASES)[string] | undefined;

  constructor(tokens: string[]) {
    this.tokens = tokens;
  }

  phrase(start: number, end: number): string {
    return this.tokens.slice(start, end).join(" ");
  }

  leaveOver(start: number, end: number): number {
    for (const t of this.tokens.slice(start, end)) if (!FILLER_WORDS.has(t)) this.leftover.push(t);
    return end;
  }

  /**
   * Sets scalar filters from one phrase. A value that contradicts one already read ("2 bhk ...
   * 3 bhk") is not guessed between: the later phrase is left over.
   */
  place(start: number, end: number, values: Partial<Record<ScalarFilterKey, number | string | boolean>>): number {
    const draft = this.draft as Record<string, unknown>;
    const conflict = Object.entries(values).some(([k, v]) => draft[k] !== undefined && draft[k] !== v);
    if (conflict) return this.leaveOver(start, end);
    Object.assign(draft, values);
    this.understood.push(this.phrase(start, end));
    return end;
  }

  placeAmount(start: number, end: number, amount: Amount, side: "min" | "max"): number {
    const key =
      amount.kind === "price" ? (side === "min" ? "minPrice" : "maxPrice") : side === "min" ? "minArea" : "maxArea";
    return this.place(start, end, { [key]: amount.value });
  }

  placeRange(start: number, end: number, low: Amount, high: Amount): number {
    const [min, max] = low.value <= high.value ? [low.value, high.value] : [high.value, low.value];
    return low.kind === "price"
      ? this.place(start, end, { minPrice: min, maxPrice: max })
      : this.place(start, end, { minArea: min, maxArea: max });
  }

  isBhkWordAt(k: number): boolean {
    return matchPhrase(this.tokens, k, BHK_WORDS) !== null;
  }

  /** "2 or 3 bhk", "2-3 bhk": one exact BHK cannot say that, so it is left over, not guessed. */
  bhkRange(i: number): number | null {
    const a = readNumber(this.tokens, i);
    if (!a) return null;
    const joiner = matchPhrase(this.tokens, a.end, BHK_RANGE_JOINERS);
    if (!joiner) return null;
    const b = readNumber(this.tokens, joiner.end);
    if (!b) return null;
    const unit = matchPhrase(this.tokens, b.end, BHK_WORDS);
    return unit ? this.leaveOver(i, unit.end) : null;
  }

  /** "3 bhk", "3bhk", "three bedroom", "3 bed". */
  bhk(i: number): number | null {
    const n = readNumber(this.tokens, i);
    if (!n) return null;
    const unit = matchPhrase(this.tokens, n.end, BHK_WORDS);
    if (!unit) return null;
    if (!Number.isInteger(n.value) || n.value < 1 || n.value > 20) return this.leaveOver(i, unit.end);
    return this.place(i, unit.end, { bhk: n.value });
  }

  /**
   * A rate rather than a budget: "30 lakhs per acre", "2 lakh/cent" ("/" reads as "or"). The
   * filters cannot say that, so the caller leaves the whole phrase over. Returns its end.
   */
  perUnitEnd(end: number): number | null {
    const t = this.tokens[end];
    if (t !== "per" && t !== "or") return null;
    const unit = matchPhrase(this.tokens, end + 1, AREA_UNIT_PHRASES);
    if (unit) return unit.end;
    return t === "per" ? end + 1 : null;
  }

  /** "20 to 30 lakhs", "between 40 and 60 L", "30L-60L", "50 lakh to 1 crore", "5 - 10 cents". */
  range(i: number): { low: Amount; high: Amount; end: number } | null {
    let k = i;
    const between = this.tokens[k] === "between";
    if (between) k += 1;
    const a = readQuantity(this.tokens, k);
    if (!a) return null;
    const joiner = matchPhrase(this.tokens, a.end, between ? BETWEEN_JOINERS : RANGE_JOINERS);
    if (!joiner) return null;
    const b = readQuantity(this.tokens, joiner.end);
    if (!b || this.isBhkWordAt(b.end)) return null;
    // The unit of one end applies to a bare other end: "20-30 lakhs", "30 lakhs to 60".
    const qa = a.bare && b.kind !== "plain" ? { ...a, kind: b.kind, value: a.number * b.scale } : a;
    const qb = b.bare && a.kind !== "plain" ? { ...b, kind: a.kind, value: b.number * a.scale } : b;
    const low = resolve(qa);
    const high = resolve(qb);
    if (!low || !high || low.kind !== high.kind) return null;
    return { low, high, end: b.end };
  }

  /** A qualifier then an amount or a range: "under 50 lakhs", "above 5 cents", "budget 40-60L". */
  qualified(i: number): number | null {
    const max = matchPhrase(this.tokens, i, MAX_QUALIFIERS);
    const min = matchPhrase(this.tokens, i, MIN_QUALIFIERS);
    const qualifier =
      max && (!min || max.end >= min.end) ? { ...max, side: "max" as const } : min && { ...min, side: "min" as const };
    if (!qualifier) return null;
    let k = qualifier.end;
    while (AMOUNT_FILLERS.has(this.tokens[k] ?? "")) k += 1;
    const range = this.range(k);
    if (range) return this.placeRange(i, range.end, range.low, range.high);
    const q = readQuantity(this.tokens, k);
    if (!q || this.isBhkWordAt(q.end)) return null;
    const rate = this.perUnitEnd(q.end);
    if (rate !== null) return this.leaveOver(i, rate);
    const amount = resolve(q);
    if (!amount) return this.leaveOver(i, q.end);
    return this.placeAmount(i, q.end, amount, qualifier.side);
  }

  /**
   * An amount on its own, maybe with a qualifier after it ("50 lakhs max", "5 cents and above",
   * "1 crore kulla"). Without one, a price is a budget (maximum) and an area a minimum.
   */
  amount(i: number): number | null {
    const range = this.range(i);
    if (range) return this.placeRange(i, range.end, range.low, range.high);
    const q = readQuantity(this.tokens, i);
    if (!q) return null;
    const rate = this.perUnitEnd(q.end);
    if (rate !== null) return this.leaveOver(i, rate);
    let end = q.end;
    let side: "min" | "max" | null = null;
    // "below"/"above" after an amount qualify it only when no other amount follows them.
    const post = (list: string[]) => {
      const m = matchPhrase(this.tokens, q.end, list);
      return m && !readQuantity(this.tokens, m.end) ? m : null;
    };
    const postMax = post(POST_MAX_QUALIFIERS);
    const postMin = post(POST_MIN_QUALIFIERS);
    if (postMax && (!postMin || postMax.end >= postMin.end)) [side, end] = ["max", postMax.end];
    else if (postMin) [side, end] = ["min", postMin.end];
    const amount = resolve(q);
    if (!amount) return this.leaveOver(i, end);
    return this.placeAmount(i, end, amount, side ?? (amount.kind === "price" ? "max" : "min"));
  }

  /**
   * An order: "cheapest", "most expensive", "newest", "lowest price per cent" (docs/product.md#sorting).
   * "Newest" is the default order and sets nothing; two different orders leave the later over.
   */
  sort(i: number): number | null {
    const m = matchPhrase(this.tokens, i, SORT_PHRASE_LIST);
    if (!m) return null;
    const order = SORT_PHRASES[m.phrase]!;
    const current = this.sortOrder ?? "newest";
    if (this.sortOrder !== undefined && current !== order) return this.leaveOver(i, m.end);
    this.sortOrder = order;
    this.understood.push(m.phrase);
    return m.end;
  }

  /** "east facing", "facing north", "kizhakku paartha"; "north east facing" is left over. */
  facing(i: number): number | null {
    const [t0, t1, t2] = [this.tokens[i] ?? "", this.tokens[i + 1] ?? "", this.tokens[i + 2] ?? ""];
    if (t0 in DIRECTIONS && t1 in DIRECTIONS && FACING_WORDS.has(t2)) return this.leaveOver(i, i + 3);
    if (FACING_WORDS.has(t0) && t1 in DIRECTIONS && t2 in DIRECTIONS) return this.leaveOver(i, i + 3);
    if (t0 in DIRECTIONS && FACING_WORDS.has(t1)) return this.place(i, i + 2, { facing: DIRECTIONS[t0]! });
    if (FACING_WORDS.has(t0) && t1 in DIRECTIONS) return this.place(i, i + 2, { facing: DIRECTIONS[t1]! });
    return null;
  }

  /** Property types, the three flags and weak "land", longest phrase first. */
  vocabulary(i: number): number | null {
    const type = matchPhrase(this.tokens, i, TYPE_PHRASE_LIST);
    const flag = matchPhrase(this.tokens, i, FLAG_PHRASE_LIST);
    if (type && (!flag || type.end >= flag.end)) {
      const t = TYPE_PHRASES[type.phrase]!;
      if (!this.draft.types.includes(t)) this.draft.types.push(t);
      this.understood.push(type.phrase);
      return type.end;
    }
    if (flag) return this.place(i, flag.end, { [FLAG_PHRASES[flag.phrase]!]: true });
    if (WEAK_LAND_WORDS.has(this.tokens[i]!)) {
      this.weakLand = true;
      this.understood.push(this.tokens[i]!);
      return i + 1;
    }
    return null;
  }

  locality(i: number, fuzzy: boolean): number | null {
    const m = fuzzy ? matchLocalityFuzzy(this.tokens, i, placeable) : matchLocality(this.tokens, i);
    if (!m) return null;
    if (!this.draft.locations.includes(m.locality)) this.draft.locations.push(m.locality);
    this.understood.push(this.phrase(i, m.end));
    return m.end;
  }

  sensitive(i: number): number | null {
    const t = this.tokens[i]!;
    if (t === "non" && SENSITIVE_WORDS.has(this.tokens[i + 1] ?? "")) {
      this.excluded.push(this.phrase(i, i + 2));
      return i + 2;
    }
    if (!SENSITIVE_WORDS.has(t)) return null;
    this.excluded.push(t);
    return i + 1;
  }
}

/** Every word the rules give a meaning to (so fuzzy matching leaves them alone). */
const KNOWN_WORDS = new Set(
  [
    ...Object.keys(TYPE_PHRASES),
    ...Object.keys(FLAG_PHRASES),
    ...Object.keys(DIRECTIONS),
    ...FACING_WORDS,
    ...MAX_QUALIFIERS,
    ...MIN_QUALIFIERS,
    ...POST_MAX_QUALIFIERS,
    ...POST_MIN_QUALIFIERS,
    ...BHK_WORDS,
    ...WEAK_LAND_WORDS,
    ...Object.keys(NUMBER_WORDS),
    ...Object.keys(PRICE_UNITS),
    "between",
    "cheapest",
    "lowest",
    "costliest",
    "expensive",
    "affordable",
    "newest",
    "latest",
  ].flatMap((p) => p.split(" ")),
);
/** Single words a typo may be corrected to (longer ones only; see fuzzy.ts). */
const CORRECTABLE = new FuzzyIndex([...KNOWN_WORDS].filter((w) => /^[a-z]+$/.test(w)).map((w) => [w, w] as const));
const SENSITIVE = new FuzzyIndex([...SENSITIVE_WORDS].map((w) => [w, w] as const));

/** A word the rules or the localities know: what a Tamil case ending may be split off to leave. */
function isWordOfTheRules(token: string): boolean {
  return KNOWN_WORDS.has(token) || AREA_UNIT_WORDS.has(token) || isLocalityWord(token) || FILLER_WORDS.has(token);
}
const AREA_UNIT_WORDS = new Set(AREA_UNIT_PHRASES.flatMap((p) => p.split(" ")));

function placeable(token: string): boolean {
  return (
    /^[a-z\u0B80-\u0BFF]+$/.test(token) &&
    !FILLER_WORDS.has(token) &&
    !KNOWN_WORDS.has(token) &&
    !SENSITIVE_WORDS.has(token)
  );
}

/**
 * Reads a buyer's words into filters. Examples: "3 bhk villa under 1.2 crore near
 * Saravanampatti", "DTCP plot in Vadavalli 30L to 60L", "Kalapatti la 2bhk veedu".
 * Ambiguous numbers ("3 bhk 50") are left over, never guessed.
 */
export function parseSearchQuery(text: string): ParsedSearchQuery {
  const tokens = splitTamilEndings(tokenize(text.slice(0, 500)), isWordOfTheRules);
  const r = new Reader(tokens);
  const corrected = new Set<number>();
  let i = 0;
  while (i < tokens.length) {
    const next =
      r.sort(i) ??
      r.locality(i, false) ??
      r.bhkRange(i) ??
      r.bhk(i) ??
      r.qualified(i) ??
      r.amount(i) ??
      r.facing(i) ??
      r.vocabulary(i) ??
      r.sensitive(i);
    if (next !== null) {
      i = next;
      continue;
    }
    const token = tokens[i]!;
    if (FILLER_WORDS.has(token)) {
      i += 1;
      continue;
    }
    // A misspelt known word ("apartmnet", "commerical"): read the position again, corrected.
    if (!corrected.has(i) && placeable(token) && !isLocalityWord(token)) {
      corrected.add(i);
      const fix = CORRECTABLE.closest(token);
      if (fix) {
        tokens[i] = fix.value;
        continue;
      }
    }
    const fuzzy = r.locality(i, true);
    if (fuzzy !== null) {
      i = fuzzy;
      continue;
    }
    if (placeable(token) && SENSITIVE.closest(token)) {
      r.excluded.push(token);
      i += 1;
      continue;
    }
    r.leftover.push(token);
    i += 1;
  }
  if (r.weakLand && r.draft.types.length === 0) r.draft.types.push("agriLand");
  if (r.sortOrder && r.sortOrder !== "newest") r.draft.sort = r.sortOrder;
  return { filters: normalizeFilters(r.draft), understood: r.understood, leftover: r.leftover, excluded: r.excluded };
}
