// Tamil joins case endings to the word: "சரவணம்பட்டியில்" (in Saravanampatti), "லட்சத்துக்கு
// மேல்" (above a lakh), "ஏக்கருக்குள்" (within an acre). The parser's words are the bare forms,
// so a Tamil token it does not know is split into its bare form and the ending's meaning, but
// only when the bare form is a word it knows (a locality, a type, a unit): an unknown word is
// never cut up (docs/product.md#ai-search).

/** Endings, longest first; "within" ones leave "குள்", which the parser reads as a maximum. */
const ENDINGS: { ending: string; leaves: string | null }[] = [
  { ending: "க்குள்", leaves: "குள்" },
  { ending: "குள்", leaves: "குள்" },
  { ending: "க்கு", leaves: null },
  { ending: "ிற்கு", leaves: null },
  { ending: "ுக்கு", leaves: null },
  { ending: "யில்", leaves: null },
  { ending: "ில்", leaves: null },
];

const VIRAMA = "்";
const U = "ு";

/**
 * The bare forms a stem may come from once its ending is gone, most likely first:
 * "லட்சத்து" -> "லட்சம்" (ம் becomes த்து before an ending), "ஏக்கரு" -> "ஏக்கர்",
 * "சென்ட்டு" / "பீளமேட்ட" -> "சென்ட்" / "பீளமேடு" (a doubled consonant), "கடவ" -> "கடவு".
 */
function bareForms(stem: string): string[] {
  const out = [stem];
  if (stem.endsWith("த்து")) out.push(`${stem.slice(0, -"த்து".length)}ம்`);
  if (stem.endsWith("த்த")) out.push(`${stem.slice(0, -"த்த".length)}ம்`);
  if (stem.endsWith(U)) out.push(stem.slice(0, -1) + VIRAMA);
  // A doubled consonant before the ending: "ட்டு" -> "ட்" / "டு".
  const doubled = /(.)்\1ு?$/.exec(stem);
  if (doubled) {
    const base = stem.slice(0, doubled.index);
    out.push(`${base}${doubled[1]}${VIRAMA}`, `${base}${doubled[1]}${U}`);
  }
  if (!stem.endsWith(U) && !stem.endsWith(VIRAMA)) out.push(stem + VIRAMA, stem + U);
  return out;
}

/** Tokens with Tamil case endings split off where the bare form is `known`. */
export function splitTamilEndings(tokens: readonly string[], known: (word: string) => boolean): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    out.push(...split(token, known));
  }
  return out;
}

function split(token: string, known: (word: string) => boolean): string[] {
  if (known(token) || !/[\u0B80-\u0BFF]$/.test(token)) return [token];
  for (const { ending, leaves } of ENDINGS) {
    if (!token.endsWith(ending) || token.length <= ending.length + 1) continue;
    const stem = token.slice(0, -ending.length);
    const bare = bareForms(stem).find(known);
    if (bare) return leaves ? [bare, leaves] : [bare];
  }
  return [token];
}
