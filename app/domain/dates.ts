// Dates as people in Coimbatore read them. A fixed time zone keeps the server's HTML and the
// browser's hydration identical.
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of the start of the India calendar day containing `now`: the one IST-day rule of the code base. */
export function istDayStart(now: number): number {
  return Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const MONTH_FORMAT = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** "5 March 2025" */
export function formatDate(epochMs: number): string {
  return DATE_FORMAT.format(new Date(epochMs));
}

/** "March 2025" (member since). */
export function formatMonthYear(epochMs: number): string {
  return MONTH_FORMAT.format(new Date(epochMs));
}

/**
 * The Gregorian months as Tamil newspapers write them (docs/product.md#languages). Our own table
 * rather than Intl's ta-IN data, so the server (workerd) and every browser print the same. Tamil
 * dates have functions of their own, so a page that shows none does not carry the names.
 */
export const TAMIL_MONTHS = [
  "ஜனவரி",
  "பிப்ரவரி",
  "மார்ச்",
  "ஏப்ரல்",
  "மே",
  "ஜூன்",
  "ஜூலை",
  "ஆகஸ்ட்",
  "செப்டம்பர்",
  "அக்டோபர்",
  "நவம்பர்",
  "டிசம்பர்",
] as const;

/** The India calendar date of `epochMs`: day, month (0-11), year. */
function istDate(epochMs: number) {
  const d = new Date(epochMs + IST_OFFSET_MS);
  return { day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() };
}

/** formatDate in Tamil: "5 மார்ச் 2025" (India time). */
export function formatTamilDate(epochMs: number): string {
  const { day, month, year } = istDate(epochMs);
  return `${day} ${TAMIL_MONTHS[month]} ${year}`;
}

/** formatMonthYear in Tamil: "மார்ச் 2025". */
export function formatTamilMonthYear(epochMs: number): string {
  const { month, year } = istDate(epochMs);
  return `${TAMIL_MONTHS[month]} ${year}`;
}

const DATE_TIME_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});

/** "5 Mar 2025, 14:07" (India time): when an admin action happened. */
export function formatDateTime(epochMs: number): string {
  return DATE_TIME_FORMAT.format(new Date(epochMs));
}
