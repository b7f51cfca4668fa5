/**
 * The admin's one date style (ADR 266): "Nov 25, 2026, 2:05 PM" for a moment (in the admin's
 * browser time zone), "Nov 25, 2026" and "Nov 25" for a calendar day (already the admin's day, so
 * formatted as it is, never shifted by a zone). US English like the rest of the site, so every
 * admin sees the same order of month, day and year whatever their browser's language.
 */
const LOCALE = "en-US";

const momentFormat = new Intl.DateTimeFormat(LOCALE, {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", timeZone: "UTC" });
const fullDayFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A stored timestamp as date and time in the admin's time zone; "" for one that is not a date. */
export function adminDateTime(iso: string): string {
  const date = new Date(iso);
  // Some engines write a narrow no-break space before AM/PM: a plain space copies and searches as typed.
  return Number.isNaN(date.getTime()) ? "" : momentFormat.format(date).replace(/[\u202f\u00a0]/g, " ");
}

/** "2026-11-23" → "Nov 23" (a calendar date: no zone shift). */
export function shortDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "2026-11-23" → "Nov 23, 2026". */
export function longDay(date: string): string {
  return fullDayFormat.format(new Date(`${date}T00:00:00Z`));
}
