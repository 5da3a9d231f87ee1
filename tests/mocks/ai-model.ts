// The fake language model's mind: a few rules that answer what AI search asks (the words the
// parser left over, and what it already set) the way a small model plausibly would, including
// its mistakes: places outside the 27 localities, bare numbers read as lakhs, a landmark read as
// a locality, and prose instead of JSON for gibberish. No Cloudflare imports, so the eval
// script (Node) uses it too; tests/mocks/ai.ts wraps it as a Workers AI binding and an
// OpenAI-compatible endpoint.

/** The words and context out of the prompt AI search sends ("Words: ...\nAlready set: ..."). */
export function readPrompt(user: string): { words: string[]; context: URLSearchParams } {
  const words = /^Words: (.*)$/m.exec(user)?.[1]?.trim() ?? "";
  const set = /^Already set: (.*)$/m.exec(user)?.[1]?.trim() ?? "";
  return {
    words: words ? words.split(/\s+/) : [],
    context: new URLSearchParams(set === "nothing" ? "" : set),
  };
}

const LANDMARKS: Record<string, string> = {
  airport: "Peelamedu",
  codissia: "Peelamedu",
  tidel: "Peelamedu",
  brookefields: "RS Puram",
  isha: "Thayanur",
};
/** Places a model knows that are not among the localities (validation must drop them). */
const OTHER_PLACES = ["pollachi", "thondamuthur", "annur", "mettupalayam", "ooty", "chennai"];
const NONSENSE = /^(asdf\w*|qwerty\w*|hello|hi|test)$/;

export type FakeAnswer = Record<string, unknown> | string;

/** What the fake model answers to one prompt: a JSON object, or (for gibberish) plain prose. */
export function fakeModelAnswer(user: string): FakeAnswer {
  const { words, context } = readPrompt(user);
  if (words.length > 0 && words.every((w) => NONSENSE.test(w))) return "Sorry, I can only help with property searches.";
  const answer: Record<string, unknown> = {
    types: [],
    locations: [],
    minPrice: null,
    maxPrice: null,
    bhk: null,
    facing: null,
    dtcp: null,
    ready: null,
    gated: null,
    minArea: null,
    maxArea: null,
    sort: null,
  };
  const locations: string[] = [];
  for (const word of words) {
    const landmark = LANDMARKS[word];
    if (landmark) locations.push(landmark);
    if (OTHER_PLACES.includes(word)) locations.push(word.charAt(0).toUpperCase() + word.slice(1));
    if (word === "coconut" || word === "farm") (answer.types as string[]).push("agriLand");
    if (word === "flats") (answer.types as string[]).push("apartment");
  }
  answer.locations = locations;
  // A bare small number next to a price word or a property type: a small model reads lakhs.
  const number = words.find((w) => /^\d+(\.\d+)?$/.test(w));
  if (number && !context.has("maxPrice") && !context.has("minPrice")) {
    const n = Number(number);
    if (n < 1000 && (context.has("type") || words.includes("under"))) answer.maxPrice = n * 100_000;
    else answer.maxPrice = n; // Rupees as written: validation drops anything under ₹10,000.
  }
  // It repeats what was already set, sometimes wrongly (the parser's values must win).
  const bhk = context.get("bhk");
  if (bhk) answer.bhk = Number(bhk) + 1;
  return answer;
}
