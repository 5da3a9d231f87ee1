// The Ask AI form and the language model's answer (docs/product.md#ai-search). The form schema
// is shared by the server (parseWithZod) and the text box (its maxLength); the answer schema
// turns whatever a model returns into known filters, dropping what it does not know.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { isPropertyType, type Locality } from "~/domain/catalog";
import { type Filters, FILTER_LIMITS, isFacing, normalizeFilters } from "~/domain/filters";
import { AI_TEXT_MAX } from "~/domain/home-url";
import { closestLocality } from "~/domain/locality-match";
import { canonicalSortValue } from "~/domain/sort";

export const AI_INPUT_MAX = AI_TEXT_MAX;

export const AI_SEARCH_MESSAGES = {
  tooLong: `Please keep your search to ${AI_INPUT_MAX} characters`,
  failed: "Failed to search using AI",
} as const;

/**
 * `input`: trimmed; blank or whitespace-only is no search at all (the action ignores it).
 * `from`: the home query the box was opened on, so an ignored or failed search goes back there.
 */
export const aiSearchSchema = z.object({
  input: z.string().trim().max(AI_INPUT_MAX, AI_SEARCH_MESSAGES.tooLong).optional(),
  from: z.string().max(2000).optional(),
});

/** The smallest price a model may set (the smallest listing price) and the largest. */
const MIN_MODEL_PRICE = 10_000;

// Each field is read on its own: one odd value is dropped, the rest of the answer is kept.
const list = (known: (value: string) => boolean) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((values) => values.filter((v): v is string => typeof v === "string" && known(v)));
const number = (min: number, max: number) =>
  z
    .unknown()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v))
    .transform((v) => (typeof v === "number" && Number.isFinite(v) && v >= min && v <= max ? v : undefined));
const flag = z.unknown().transform((v) => (v === true ? true : undefined));

/**
 * A model's answer, already JSON-parsed. It must be an object; unknown types and localities
 * are dropped, prices outside ₹10,000 to ₹10,000 crore, BHK outside 1 to 20, areas outside
 * 0 to 10,000 acres, an unknown order and any other key are ignored; the result is canonical Filters.
 */
export const modelAnswerSchema = z
  .object({
    types: list(isPropertyType).optional(),
    // A locality in another spelling ("Saravanampatty") is read as the parser reads it.
    locations: z
      .array(z.unknown())
      .catch([])
      .transform((values) =>
        values.flatMap((v): Locality[] => {
          const locality = typeof v === "string" ? closestLocality(v) : null;
          return locality ? [locality] : [];
        }),
      )
      .optional(),
    minPrice: number(MIN_MODEL_PRICE, FILTER_LIMITS.maxPrice).optional(),
    maxPrice: number(MIN_MODEL_PRICE, FILTER_LIMITS.maxPrice).optional(),
    bhk: number(1, FILTER_LIMITS.maxBhk)
      .transform((v) => (v !== undefined && Number.isInteger(v) ? v : undefined))
      .optional(),
    facing: z
      .unknown()
      .transform((v) => (typeof v === "string" && isFacing(v.toLowerCase()) ? v.toLowerCase() : undefined))
      .optional(),
    dtcp: flag.optional(),
    ready: flag.optional(),
    gated: flag.optional(),
    minArea: number(0.01, FILTER_LIMITS.maxArea).optional(),
    maxArea: number(0.01, FILTER_LIMITS.maxArea).optional(),
    // The list's order (docs/product.md#sorting); "newest" is the default and sets nothing.
    sort: z
      .unknown()
      .transform((v) => (typeof v === "string" ? (canonicalSortValue(v) ?? undefined) : undefined))
      .optional(),
  })
  .transform(
    (a): Filters =>
      normalizeFilters({
        ...a,
        types: (a.types ?? []) as Filters["types"],
        locations: (a.locations ?? []) as Filters["locations"],
        facing: a.facing as Filters["facing"],
      }),
  );
