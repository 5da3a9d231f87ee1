// Turns free text into lower-case tokens the rules can read: numbers separated from units
// ("3bhk" -> "3 bhk", "1.2cr" -> "1.2 cr"), Indian and Western digit grouping joined
// ("75,00,000" -> "7500000"), a dash between numbers kept as a range token ("20-30" ->
// "20 - 30"), other punctuation dropped. Tamil script passes through unchanged.

/** Letters of the Tamil block count as word characters next to digits. */
const WORD = "a-z\\u0B80-\\u0BFF₹";
const RANGE_DASH = new RegExp(`(?<=[0-9${WORD}])\\s*[-–—~]\\s*(?=\\d)`, "g");
const DIGIT_THEN_WORD = new RegExp(`(\\d)(?=[${WORD}])`, "g");
const WORD_THEN_DIGIT = new RegExp(`([${WORD}])(?=\\d)`, "g");

function joinGroupedNumber(match: string): string {
  const indian = /^\d{1,2},(\d{2},)*\d{3}$/.test(match);
  const western = /^\d{1,3}(,\d{3})+$/.test(match);
  return indian || western ? match.replace(/,/g, "") : match;
}

export function normalizeText(text: string): string {
  let s = text.normalize("NFKC").toLowerCase();
  s = s.replace(/[’'`]/g, "");
  s = s.replace(/\/-/g, " ");
  s = s.replace(/\d{1,3}(?:,\d{2,3})+/g, joinGroupedNumber);
  s = s.replace(/₹/g, " ₹ ");
  s = s.replace(/</g, " under ").replace(/>/g, " above ").replace(/\+/g, " plus ").replace(/&/g, " and ");
  s = s.replace(/\//g, " or ");
  // A dot stays only as a decimal point.
  s = s.replace(/(?<!\d)\.|\.(?!\d)/g, " ");
  // A dash (or tilde) before a number, after a word or number, is a range: "20-30", "30l-60l".
  s = s.replace(RANGE_DASH, " - ");
  s = s.replace(/(?<![ ])[-–—~]|[-–—~](?![ ])/g, " ");
  s = s.replace(DIGIT_THEN_WORD, "$1 ");
  s = s.replace(WORD_THEN_DIGIT, "$1 ");
  s = s.replace(/[!?;:"(){}[\]|*#@,_=\\^$%]/g, " ");
  return s.replace(/\s+/g, " ").trim();
}

export function tokenize(text: string): string[] {
  const normal = normalizeText(text);
  return normal ? normal.split(" ") : [];
}

export function isDigits(token: string | undefined): boolean {
  return token !== undefined && /^\d+(\.\d+)?$/.test(token);
}
