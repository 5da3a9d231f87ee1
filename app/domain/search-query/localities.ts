// The 27 localities (catalog.ts) under the names people type: spacing, dots and common
// spellings ("R.S. Puram", "NN Palayam", "Saravanampatty", "Pilamedu", Tamil script), plus a
// small edit-distance match for the misspellings nobody listed.
import { LOCALITIES, type Locality } from "../catalog";
import { FuzzyIndex } from "./fuzzy";

/** Other spellings of each locality (its catalogue name is always known). */
const ALIASES: Record<Locality, string[]> = {
  Arasapanoor: ["arasapanur", "arasappanoor"],
  Kalapatti: ["kalapatty", "kalappatti", "kalappatty", "களப்பட்டி"],
  Karamadai: ["karamada", "karamadi", "காரமடை"],
  Kavundampalayam: ["gavundampalayam", "koundampalayam", "goundampalayam", "kavundampalyam", "கவுண்டம்பாளையம்"],
  Kinathukadavu: ["kinathukkadavu", "kinathukadvu", "கிணத்துக்கடவு"],
  Kovaipudur: ["kovai pudur", "kovaiputhur", "kovai puthur", "கோவைப்புதூர்"],
  Kovilpalayam: ["koilpalayam", "kovil palayam", "கோவில்பாளையம்"],
  Kuniyamuthur: ["kuniamuthur", "kuniyamuttur", "குனியமுத்தூர்"],
  "Kuruntha Malai": ["kurunthamalai", "kurundamalai", "kuruntha malai"],
  Madukkarai: ["madukarai", "maddukarai", "மதுக்கரை"],
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
    "நரசிம்மநாயக்கன்பாளையம்",
  ],
  Pannimadai: ["panimadai", "pannimadai"],
  Peelamedu: ["pilamedu", "peelamadu", "peelamed", "பீளமேடு"],
  Periyanayakanpalayam: [
    "periyanaickenpalayam",
    "periyanayakkanpalayam",
    "periya naicken palayam",
    "pn palayam",
    "pnpalayam",
    "பெரியநாயக்கன்பாளையம்",
  ],
  "RS Puram": ["r s puram", "rspuram", "rathinasabapathypuram", "ஆர் எஸ் புரம்", "ஆர்எஸ்புரம்"],
  "Saibaba Colony": ["sai baba colony", "saibaba colony", "saibabacolony", "சாய்பாபா காலனி"],
  Saliyur: ["saliyoor"],
  Saravanampatti: ["saravanampatty", "saravanampati", "saravanampatti", "sarvanampatti", "சரவணம்பட்டி"],
  Selvapuram: ["selvapuram", "செல்வபுரம்"],
  "Shanthi Medu": ["shanthimedu", "santhimedu", "shantimedu", "shanti medu"],
  Singanallur: ["singanalur", "singanallure", "சிங்காநல்லூர்"],
  Thayanur: ["thayanoor"],
  Thudiyalur: ["thudialur", "thudiyalore", "thudiyaloor", "துடியலூர்"],
  Vadavalli: ["vadavali", "vadavally", "வடவள்ளி"],
  Vellakinar: ["vellakkinar", "vellakinaru"],
};

/** Spaces and anything but letters removed: "R. S. Puram" and "rs puram" both read "rspuram". */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z\u0B80-\u0BFF]/g, "");
}

const EXACT = new Map<string, Locality>();
for (const name of LOCALITIES) {
  EXACT.set(compact(name), name);
  for (const alias of ALIASES[name]) EXACT.set(compact(alias), name);
}

const FUZZY = new FuzzyIndex(EXACT);

/** The longest alias in tokens, so a span never needs to be longer. */
const MAX_SPAN = 4;

export type LocalityMatch = { locality: Locality; end: number };

/** A locality spelt exactly (any spacing) starting at tokens[i], longest first. */
export function matchLocality(tokens: readonly string[], i: number): LocalityMatch | null {
  for (let n = Math.min(MAX_SPAN, tokens.length - i); n >= 1; n--) {
    const span = tokens.slice(i, i + n);
    if (span.some((t) => /\d/.test(t))) continue;
    const locality = EXACT.get(compact(span.join("")));
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
    const word = compact(span.join(""));
    const found = FUZZY.closest(word);
    if (found) return { locality: found.value, end: i + n };
  }
  return null;
}

/** True when a single token is, or is part of, a known locality spelling. */
export function isLocalityWord(token: string): boolean {
  return LOCALITY_WORDS.has(token);
}
const LOCALITY_WORDS = new Set(
  [...LOCALITIES, ...Object.values(ALIASES).flat()].flatMap((name) => name.toLowerCase().split(/\s+/)),
);
