// Contact details in listing text (docs/product.md#the-listing-form): a seller's number is sold
// through the paid reveal, so titles, descriptions, the other free-text fields and the video link
// may not carry a phone number, an e-mail address or a link. Pure and small: the same check runs
// in the browser (the listing schema) and on the server.
//
// Phone numbers are found on digits, after number words ("nine eight four", "98four5", "double
// nine", Tamil and Hindi words) and other scripts' digits (Tamil, Devanagari, ...) become digits.
// Digits tightly joined ("98450-12345", "0422.2345678", "12/2021") make one token; tokens apart
// by spaces, brackets or dashes with spaces make a run, and any run of whole tokens that reads as
// an Indian number is refused. Letters and commas end a run, so prices ("Rs 45,00,000"), areas
// ("2400 sq ft"), survey numbers ("123/4A") and dates ("15.08.2019 - 26.09.2019") never add up.

export const CONTACT_DETAILS_MESSAGE = "Contact details go in your profile; buyers reveal them with credits";

export type ContactDetailKind = "phone" | "email" | "link";

// --- Normalising ------------------------------------------------------------------------------

/** The zero of each script's digits NFKC leaves alone (Arabic-Indic to Malayalam). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    for (const zero of DIGIT_ZEROS) if (cp >= zero && cp <= zero + 9) return String(cp - zero);
    return ch;
  });
}

/** Number words a seller may spell a number with: English, Tamil (both scripts), Hindi. */
const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  // Tamil, in Latin letters.
  poojyam: "0",
  pujyam: "0",
  onnu: "1",
  onru: "1",
  rendu: "2",
  irandu: "2",
  moonu: "3",
  munu: "3",
  moondru: "3",
  naalu: "4",
  nalu: "4",
  naangu: "4",
  anju: "5",
  ainthu: "5",
  aaru: "6",
  ezhu: "7",
  ettu: "8",
  ombodhu: "9",
  onbathu: "9",
  onpathu: "9",
  // Tamil script.
  பூஜ்ஜியம்: "0",
  பூஜ்யம்: "0",
  ஒன்று: "1",
  ஒண்ணு: "1",
  இரண்டு: "2",
  ரெண்டு: "2",
  மூன்று: "3",
  மூணு: "3",
  நான்கு: "4",
  நாலு: "4",
  ஐந்து: "5",
  அஞ்சு: "5",
  ஆறு: "6",
  ஏழு: "7",
  எட்டு: "8",
  ஒன்பது: "9",
  // Hindi, in Latin letters ("do" and "no" are English words too: left out).
  shunya: "0",
  ek: "1",
  teen: "3",
  char: "4",
  paanch: "5",
  panch: "5",
  chhe: "6",
  saat: "7",
  aath: "8",
  nau: "9",
};

const WORD_ALTERNATION = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const ITEM = `${WORD_ALTERNATION}|double|triple|\\d`;
/** Number words and digits, glued or apart, not inside a longer word ("someone", "weight"). */
const NUMBER_RUN = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:(?:${ITEM})[\\s-]*)*(?:${WORD_ALTERNATION}|\\d)(?![\\p{L}\\p{M}])`,
  "gu",
);
const RUN_PART = new RegExp(`${ITEM}|[\\s-]+`, "gu");

type Normalised = { text: string; spelled: Set<number> };

/**
 * Number words become digits ("nine eight" is "9 8", "98four5" is "9845", "double 9" is "99");
 * `spelled` holds the positions of digits that were words.
 */
function spellOutDigits(text: string): Normalised {
  const spelled = new Set<number>();
  let out = "";
  let last = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    const run = match[0];
    out += text.slice(last, match.index);
    last = match.index + run.length;
    // A lone "o" or "oh" is a letter or a sigh, not a zero.
    if (/^(?:o|oh)$/.test(run)) {
      out += run;
      continue;
    }
    let times = 1;
    for (const [part] of run.matchAll(RUN_PART)) {
      if (part === "double" || part === "triple") {
        times = part === "double" ? 2 : 3;
        continue;
      }
      if (/^[\s-]+$/.test(part)) {
        if (times === 1) out += part;
        continue;
      }
      const digit = NUMBER_WORDS[part] ?? part;
      const wasWord = digit !== part || times > 1;
      for (let k = 0; k < times; k++) {
        if (wasWord) spelled.add(out.length);
        out += digit;
      }
      times = 1;
    }
  }
  return { text: out + text.slice(last), spelled };
}

function normalise(text: string): Normalised {
  const plain = asciiDigits(text.normalize("NFKC")).toLowerCase();
  const { text: spelledOut, spelled } = spellOutDigits(plain);
  // Look-alike letters between digits: "98450l2345", "9845O12345" (same length, same positions).
  const lookalikes = spelledOut.replace(/(?<=\d)[o](?=\d)/g, "0").replace(/(?<=\d)[li|](?=\d)/g, "1");
  return { text: lookalikes, spelled };
}

// --- Phone numbers ----------------------------------------------------------------------------

/** Digits joined by one tight separator ("98450-12345", "123/2021", "10.9876"): one token. */
const TOKEN = /\d+(?:[-–—./_*~]\d+)*/y;
/** What may stand between the tokens of one number: spaces, brackets, dashes, dots, a plus. */
const GAP = /[\s\-–—./_*~()[\]+]{1,6}/y;

type Token = { digits: string; start: number; spelled: boolean };

/** Runs of tokens: letters, commas and other signs end a run. */
function tokenRuns({ text, spelled }: Normalised): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  let i = 0;
  while (i < text.length) {
    TOKEN.lastIndex = i;
    const token = TOKEN.exec(text);
    if (token) {
      let wasWord = false;
      for (let k = i; k < TOKEN.lastIndex && !wasWord; k++) wasWord = spelled.has(k);
      run.push({ digits: token[0].replace(/\D/g, ""), start: i, spelled: wasWord });
      i = TOKEN.lastIndex;
      GAP.lastIndex = i;
      const gap = GAP.exec(text);
      // The run goes on only if another token follows the gap.
      if (gap && /\d/.test(text.charAt(GAP.lastIndex))) {
        i = GAP.lastIndex;
        continue;
      }
    }
    if (run.length) runs.push(run);
    run = [];
    if (!token) i++;
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Whole digits that read as an Indian phone number: mobile, landline with STD code, toll-free. */
function isPhoneDigits(d: string): boolean {
  return (
    /^(?:0091|91)?0?[6-9]\d{9}$/.test(d) || // mobile, bare or after +91 / 0
    (d.length > 10 && /^(?:0091|91)?0?[1-9]\d{9}$/.test(d)) || // landline: STD code and number after 0 or +91
    /^1[89]00\d{6,7}$/.test(d) // toll-free
  );
}

/** Numbers a plain description lists: "plots 6 7 8 9 10 11 12", "61 62 63 64 65", "600 900 1200". */
function looksLikeList(tokens: Token[]): boolean {
  if (tokens.length < 3 || tokens.some((t) => t.spelled)) return false;
  const consecutive = tokens.every((t, i) => i === 0 || Number(t.digits) === Number(tokens[i - 1]?.digits) + 1);
  if (consecutive) return true;
  // Round figures one after another are sizes or prices: "600 900 1200 2400 sqft".
  if (tokens.every((t) => t.digits.length >= 3 && t.digits.endsWith("00"))) return true;
  // Digits spaced out one or two at a time are a number only when spaced evenly.
  // A leading 0 or 91 ("0 98 45 01 23 45", "091 9 8 4 ...") is the prefix, not one of them.
  const body = /^(?:0\d?|91|091|0091)$/.test(tokens[0]?.digits ?? "") ? tokens.slice(1) : tokens;
  const short = body.every((t) => t.digits.length <= 2);
  return short && new Set(body.map((t) => t.digits.length)).size > 1;
}

const CONTACT_WORD =
  /(?<![\p{L}])(?:call|ph|phone|mob|mobile|cell|tel|contact|whatsapp|wa|ring|dial)\s*(?:no|number|num)?\W{0,4}$/u;
const CURRENCY_BEFORE = /(?:rs|inr|₹)\.?\s*$/;

function findPhone(normal: Normalised): boolean {
  const { text } = normal;
  for (const run of tokenRuns(normal)) {
    for (let i = 0; i < run.length; i++) {
      const first = run[i] as Token;
      const before = text.slice(Math.max(0, first.start - 16), first.start);
      let digits = "";
      for (let j = i; j < run.length && digits.length <= 14; j++) {
        digits += run[j]?.digits;
        const tokens = run.slice(i, j + 1);
        // A pincode followed by another number ("641035 1200 sqft") is two numbers.
        const pincodeFirst = j > i && /^6\d{5}$/.test(first.digits);
        // "Rs 6500000000" is a price.
        const price = i === j && CURRENCY_BEFORE.test(before);
        if (isPhoneDigits(digits) && !pincodeFirst && !price && !looksLikeList(tokens)) return true;
        // A local number after "call", "ph", "contact": "Call 2345678".
        if (digits.length >= 6 && digits.length <= 12 && CONTACT_WORD.test(before)) return true;
      }
    }
  }
  return false;
}

// --- E-mail addresses and links ---------------------------------------------------------------

/** Mail services (not "live", "outlook" or "zoho": places and offices in Coimbatore text). */
const MAIL_PROVIDERS = "gmail|googlemail|yahoo|ymail|rediffmail|rediff|hotmail|icloud|protonmail";
/** "@", "(at)", "[at]", " at ", " at the rate of ". */
const AT = String.raw`(?:\s*@\s*|\s*[([{<]\s*at\s*[)\]}>]\s*|\s+at(?:\s+the\s+rate(?:\s+of)?)?\s+)`;
/** "dot" written as a word ("[dot]", " dot "). */
const DOT_WORD = String.raw`(?:\s*[([{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+)`;
/** TLDs that are not English words (so "plot.Site visit" typed without a space stays text). */
const TLDS = String.raw`com|net|org|biz|io|xyz|ly|co\.in|org\.in|net\.in|gov\.in`;
const NAME = String.raw`[\p{L}\p{N}._%+-]+`;
const LABEL = String.raw`[\p{L}\p{N}-]+`;

const EMAIL_PATTERNS = [
  // name@domain.tld
  new RegExp(String.raw`${NAME}@${LABEL}(?:\.\p{L}{2,})+`, "u"),
  // "name at gmail", "name (at) yahoo dot com", "name @ gmail", "@gmail.com".
  new RegExp(String.raw`(?:${NAME}${AT}|@\s*)(?:${MAIL_PROVIDERS})(?![\p{L}])`, "u"),
  // "name at domain dot com", "name @ domain . com" (not "flats @ Peelamedu. In the heart").
  new RegExp(
    String.raw`${NAME}${AT}${LABEL}(?:${DOT_WORD}(?:com|in|net|org|co)|\s*\.\s*(?:com|net|org))(?![\p{L}])`,
    "u",
  ),
];

const LINK_PATTERNS = [
  /\b(?:https?|ftp):\/\//,
  /\bwww\s*\.\s*[\p{L}\p{N}-]/u,
  /\b(?:wa\.me|t\.me|bit\.ly|goo\.gl|tinyurl|linktr\.ee)\b/,
  // domain.com, my-site.net, shop.co.in (not "sq.ft", not "Rs.45").
  new RegExp(String.raw`${LABEL}\.(?:${TLDS})(?![\p{L}\p{N}])`, "u"),
  // ".in" is also a word after a missing space ("house.in good"): a link only with a path or at the end.
  new RegExp(String.raw`\p{L}${LABEL}?\.in(?:\/|\s*$)`, "u"),
  // "mysite dot com", "mysite[dot]in".
  new RegExp(String.raw`${LABEL}${DOT_WORD}(?:com|in|net|org)(?![\p{L}])`, "u"),
];

// --- The checks -------------------------------------------------------------------------------

/** The first kind of contact detail in `text`, or null when it carries none. */
export function findContactDetails(text: string, opts: { allowLink?: boolean } = {}): ContactDetailKind | null {
  if (!text) return null;
  // Longer text is refused by its length rule anyway; this bounds the work.
  const normal = normalise(text.slice(0, 1000));
  if (EMAIL_PATTERNS.some((re) => re.test(normal.text))) return "email";
  if (findPhone(normal)) return "phone";
  if (!opts.allowLink && LINK_PATTERNS.some((re) => re.test(normal.text))) return "link";
  return null;
}

/** Whether free text (a title, a description, a list entry, the street) is free of contact details. */
export function isFreeOfContactDetails(text: string): boolean {
  return findContactDetails(text) === null;
}

/**
 * The video field: one http(s) link (checked by the schema) with no phone number or e-mail in it
 * ("https://wa.me/9198…"), and no second link after a space.
 */
export function isCleanVideoLink(link: string): boolean {
  if (/\s/.test(link.trim())) return false;
  let decoded = link;
  try {
    decoded = decodeURIComponent(link);
  } catch {
    // Keep it as written.
  }
  return findContactDetails(decoded, { allowLink: true }) === null;
}
