// Dates as people in Coimbatore read them. A fixed time zone keeps the server's HTML and the
// browser's hydration identical.
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
