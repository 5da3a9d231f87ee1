// The language-model stage of AI search, its pure half (docs/product.md#ai-search): what the
// model is asked, the JSON shape it must answer in, and how its answer joins the parser's.
// The calls, the timeout and the cache live in app/server/ai-search/; the answer is validated
// by modelAnswerSchema (app/schemas/ai-search.ts) before it reaches mergeModelFilters.
import { FACINGS, LOCALITIES, PROPERTY_TYPES } from "../catalog";
import { type Filters, filtersToParams, normalizeFilters } from "../filters";
import type { ParsedSearchQuery } from "./parse";
import { SORT_ORDERS } from "../sort";
import { tokenize } from "./tokens";
import { SENSITIVE_WORDS } from "./vocabulary";

/** The model is asked only when the parser left words it could not place. */
export function needsModel(parsed: ParsedSearchQuery): boolean {
  return modelWords(parsed).length > 0;
}

/**
 * The words the model may see: the parser's leftovers, never a word about religion, caste or
 * community (the parser already set those aside as `excluded`; this is the second lock).
 */
export function modelWords(parsed: ParsedSearchQuery): string[] {
  const excluded = new Set(parsed.excluded.flatMap((phrase) => phrase.split(" ")));
  return parsed.leftover.filter((word) => !excluded.has(word) && !SENSITIVE_WORDS.has(word));
}

const SORTS = SORT_ORDERS;

export const MODEL_SYSTEM_PROMPT = [
  "You turn a home buyer's words into search filters for property listings in Coimbatore, India.",
  "Another program has already read part of the request; you get only the words it could not place,",
  "plus the filters it already set. Answer with the filters those words add, as JSON, and nothing else.",
  `types: any of ${PROPERTY_TYPES.join(", ")} (flat = apartment, independent house = house, farm land = agriLand, shop or office = commercial).`,
  `locations: only these localities, spelt exactly: ${LOCALITIES.join(", ")}. Never any other place.`,
  "minPrice, maxPrice: whole rupees (1 lakh = 100000, 1 crore = 10000000).",
  "bhk: the exact number of bedrooms.",
  `facing: one of ${FACINGS.join(", ")}.`,
  "dtcp, ready, gated: true for DTCP approved, ready to move, gated community.",
  "minArea, maxArea: land area in cents (1 acre = 100 cents, 1 ground = 5.51 cents).",
  `sort: the order asked for, one of ${SORTS.join(", ")} (cheapest = price-asc, most expensive = price-desc, lowest price per cent or per sq ft = unit-price, newest = newest); null when none.`,
  "Leave out anything the words do not clearly say. Never guess a filter from religion, caste or community.",
].join("\n");

/** The user message: the leftover words, and the parser's filters as context (a query string). */
export function modelUserPrompt(parsed: ParsedSearchQuery): string {
  const context = filtersToParams(parsed.filters).toString().replace(/%2C/g, ",");
  return `Words: ${modelWords(parsed).join(" ")}\nAlready set: ${context || "nothing"}`;
}

const stringList = (values: readonly string[]) => ({ type: "array", items: { type: "string", enum: [...values] } });

/** The JSON Schema of the answer (Workers AI JSON mode and OpenAI structured outputs both take it). */
export const MODEL_JSON_SCHEMA = {
  type: "object",
  properties: {
    types: stringList(PROPERTY_TYPES),
    locations: stringList(LOCALITIES),
    minPrice: { type: ["number", "null"] },
    maxPrice: { type: ["number", "null"] },
    bhk: { type: ["integer", "null"] },
    facing: { type: ["string", "null"], enum: [...FACINGS, null] },
    dtcp: { type: ["boolean", "null"] },
    ready: { type: ["boolean", "null"] },
    gated: { type: ["boolean", "null"] },
    minArea: { type: ["number", "null"] },
    maxArea: { type: ["number", "null"] },
    sort: { type: ["string", "null"], enum: [...SORT_ORDERS, null] },
  },
  required: [
    "types",
    "locations",
    "minPrice",
    "maxPrice",
    "bhk",
    "facing",
    "dtcp",
    "ready",
    "gated",
    "minArea",
    "maxArea",
    "sort",
  ],
  additionalProperties: false,
} as const;

/**
 * The parser's filters with the model's added: the parser wins every conflict. Types and
 * localities are joined; a price range or an area range is taken from the model only when the
 * parser set no part of it (so a model's minimum never meets a parser's maximum); BHK, facing
 * the flags and the order (docs/product.md#sorting) only when the parser left them unset.
 */
export function mergeModelFilters(parser: Filters, model: Filters): Filters {
  const merged: Filters = {
    ...parser,
    types: [...parser.types, ...model.types],
    locations: [...parser.locations, ...model.locations],
  };
  const take = <K extends keyof Filters>(...keys: K[]) => {
    if (keys.some((key) => parser[key] !== undefined)) return;
    for (const key of keys) if (model[key] !== undefined) merged[key] = model[key];
  };
  take("minPrice", "maxPrice");
  take("minArea", "maxArea");
  take("bhk");
  take("facing");
  take("dtcp");
  take("ready");
  take("gated");
  take("sort");
  return normalizeFilters(merged);
}

/** The prompt of an identity's Test: the whole sample as words, nothing set (no parser in front). */
export function testPrompt(text: string): string {
  const words = tokenize(text).filter((word) => !SENSITIVE_WORDS.has(word));
  return `Words: ${words.join(" ")}\nAlready set: nothing`;
}
