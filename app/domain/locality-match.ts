// Localities from typed text (docs/product.md#locality-matching): the one matcher behind the
// header's compact search, the Search dialog's location box, the `location` URL parameter, the
// AI search parser and the model's answer. The localities (catalog.ts) under the names people
// type: spacing, dots and common spellings ("R.S. Puram", "NN Palayam", "Saravanampatty",
// "Pilamedu", Tamil script), plus a small edit-distance match for the misspellings nobody listed.
import { LOCALITIES, LOCALITY_TAMIL, type Locality } from "./catalog";
import { allowedEdits, editDistance, FuzzyIndex } from "./fuzzy";

/** Other spellings of each locality (its catalogue name and Tamil name are always known). */
const ALIASES: Record<Locality, string[]> = {
  Arasapanoor: ["arasapanur", "arasappanoor"],
  Kalapatti: ["kalapatty", "kalappatti", "kalappatty", "களப்பட்டி"],
  Karamadai: ["karamada", "karamadi"],
  Kavundampalayam: ["gavundampalayam", "koundampalayam", "goundampalayam", "kavundampalyam"],
  Kinathukadavu: ["kinathukkadavu", "kinathukadvu"],
  Kovaipudur: ["kovai pudur", "kovaiputhur", "kovai puthur"],
  Kovilpalayam: ["koilpalayam", "kovil palayam"],
  Kuniyamuthur: ["kuniamuthur", "kuniyamuttur"],
  "Kuruntha Malai": ["kurunthamalai", "kurundamalai", "kuruntha malai"],
  Madukkarai: ["madukarai", "maddukarai"],
  Mathampalayam: ["mathampalyam"],
  Melpaviyur: ["mel paviyur"],
  "Narasimha Nayaka Palayam": [
    "narasimhanaickenpalayam",
    "narasimhanaickanpalayam",
    "narasimhanayakanpalayam",
    "narasimha naicken palayam",
    "nn palayam",
    "nnpalayam",
    "n n palayam",
  ],
  Pannimadai: ["panimadai", "pannimadai"],
  Peelamedu: ["pilamedu", "peelamadu", "peelamed"],
  Periyanayakanpalayam: [
    "periyanaickenpalayam",
    "periyanayakkanpalayam",
    "periya naicken palayam",
    "pn palayam",
    "pnpalayam",
  ],
  "RS Puram": ["r s puram", "rspuram", "rathinasabapathypuram", "ஆர் எஸ் புரம்", "ஆர்எஸ்புரம்"],
  "Saibaba Colony": ["sai baba colony", "saibaba colony", "saibabacolony"],
  Saliyur: ["saliyoor"],
  Saravanampatti: ["saravanampatty", "saravanampati", "saravanampatti", "sarvanampatti"],
  Selvapuram: ["selvapuram"],
  "Shanthi Medu": ["shanthimedu", "santhimedu", "shantimedu", "shanti medu"],
  Singanallur: ["singanalur", "singanallure"],
  Thayanur: ["thayanoor"],
  Thudiyalur: ["thudialur", "thudiyalore", "thudiyaloor"],
  Vadavalli: ["vadavali", "vadavally"],
  Vellakinar: ["vellakkinar", "vellakinaru"],
  Gandhipuram: ["gandhi puram", "gandipuram"],
  "Race Course": ["racecourse", "race course road"],
  Ganapathy: ["ganapathi", "ganapathy pudur"],
  Ramanathapuram: ["ramanathapuram", "ramnathapuram"],
  "Avinashi Road": ["avinashi rd", "avanashi road", "avinasi road", "avinashi road"],
  Sulur: ["soolur", "sulur"],
  "Town Hall": ["townhall", "town hall"],
  Podanur: ["pothanur", "podhanur"],
  Ukkadam: ["ukkadam"],
  Sundarapuram: ["sundrapuram", "sundarapuram"],
  Tatabad: ["tata bad", "tatabad"],
  Ondipudur: ["ondiputhur", "ondipudhur"],
  Vilankurichi: ["vilangurichi", "vilankurichi"],
};

/** Spaces and anything but letters removed: "R. S. Puram" and "rs puram" both read "rspuram". */
export function compact(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z\u0B80-\u0BFF]/g, "");
}

/** Every known spelling, compacted, with its locality: the name first, then its aliases. */
const SPELLINGS: { text: string; locality: Locality; order: number }[] = LOCALITIES.flatMap((name, order) =>
  [...new Set([name, LOCALITY_TAMIL[name], ...ALIASES[name]].map(compact))].map((text) => ({
    text,
    locality: name,
    order,
  })),
);

const EXACT = new Map<string, Locality>(SPELLINGS.map((s) => [s.text, s.locality]));

const FUZZY = new FuzzyIndex(EXACT);

/** The locality `text` names exactly (its name or a known spelling, any case, spacing or dots), or null. */
export function localityNamed(text: string): Locality | null {
  return EXACT.get(compact(text)) ?? null;
}

/**
 * The locality `text` names, or misspells within a few edits (none below 6 letters, 1 up to 8,
 * then 2; fuzzy.ts) when exactly one locality is that close; null otherwise. For a single value
 * that must be one locality or none (the `location` URL parameter, a model's answer).
 */
export function closestLocality(text: string): Locality | null {
  const word = compact(text);
  return EXACT.get(word) ?? FUZZY.closest(word)?.value ?? null;
}

/**
 * How well one compacted spelling answers a compacted query, lower is better, or null for no
 * match: 0 the same, 1 it starts with the query, 2 it contains it, 3 a misspelling of the whole
 * name, 4 a misspelling of its beginning (a name still being typed); the edits break ties.
 */
function score(query: string, spelling: string): number | null {
  if (spelling === query) return 0;
  if (spelling.startsWith(query)) return 1;
  if (spelling.includes(query)) return 2;
  const max = allowedEdits(query.length);
  if (max === 0) return null;
  const whole = editDistance(query, spelling, max);
  if (whole <= max) return 3 + whole / 10;
  let best = max + 1;
  for (let length = query.length - max; length <= Math.min(query.length + max, spelling.length - 1); length++) {
    best = Math.min(best, editDistance(query, spelling.slice(0, length), max));
  }
  return best <= max ? 4 + best / 10 : null;
}

/**
 * The localities matching what someone typed, best first, at most `limit`: a name or known
 * spelling equal to it, then those starting with it, then containing it, then misspellings of
 * a whole name, then of a name's beginning; equal matches keep the catalogue order. Case,
 * spaces and dots do not count ("R.S. Puram" is "rs puram"). An empty query lists every locality.
 */
export function matchLocalities(query: string, limit?: number): Locality[] {
  if (!query.trim()) return LOCALITIES.slice(0, limit);
  const q = compact(query);
  if (!q) return [];
  const best = new Map<Locality, { score: number; order: number }>();
  for (const { text, locality, order } of SPELLINGS) {
    const s = score(q, text);
    if (s === null) continue;
    const seen = best.get(locality);
    if (!seen || s < seen.score) best.set(locality, { score: s, order });
  }
  return [...best]
    .sort(([, a], [, b]) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map(([locality]) => locality);
}

/** The longest alias in tokens, so a span never needs to be longer. */
const MAX_SPAN = 4;

export type LocalityMatch = { locality: Locality; end: number };

/** A locality spelt exactly (any spacing) starting at tokens[i], longest first. */
export function matchLocality(tokens: readonly string[], i: number): LocalityMatch | null {
  for (let n = Math.min(MAX_SPAN, tokens.length - i); n >= 1; n--) {
    const span = tokens.slice(i, i + n);
    if (span.some((t) => /\d/.test(t))) continue;
    const locality = localityNamed(span.join(""));
    if (locality) return { locality, end: i + n };
  }
  return null;
}

/**
 * A misspelt locality starting at tokens[i]: one token, or two or three that together read
 * as one name ("sai baba colany"), within a few edits of a known spelling. `placeable` says
 * which tokens may take part (not numbers, not words with a meaning of their own).
 */
export function matchLocalityFuzzy(
  tokens: readonly string[],
  i: number,
  placeable: (token: string) => boolean,
): LocalityMatch | null {
  for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
    const span = tokens.slice(i, i + n);
    if (!span.every(placeable)) continue;
    const locality = closestLocality(span.join(""));
    if (locality) return { locality, end: i + n };
  }
  return null;
}

/** True when a single token is, or is part of, a known locality spelling. */
export function isLocalityWord(token: string): boolean {
  return LOCALITY_WORDS.has(token);
}
const LOCALITY_WORDS = new Set(
  [...LOCALITIES, ...Object.values(LOCALITY_TAMIL), ...Object.values(ALIASES).flat()].flatMap((name) =>
    name.toLowerCase().split(/\s+/),
  ),
);
