/**
 * Display formatting shared by the site (en-US throughout).
 *
 * Decisions:
 * - Rounding is half away from zero (1.5 → 2, -1.5 → -2), and a value that rounds to zero never
 *   shows a minus sign ("$0", not "-$0").
 * - Negative money reads "-$1,234" (leading minus, then the dollar sign).
 * - A non-finite number (NaN, ±Infinity) is never printed: every number formatter returns
 *   NOT_AVAILABLE ("—", an em dash) instead, so a broken value is visible as "no value" rather
 *   than a misleading "$0".
 * - formatDate returns "" for a missing or unparseable date; formatTime likewise.
 */

/** What a number formatter returns for NaN or ±Infinity. */
export const NOT_AVAILABLE = "—";

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Rounds to `digits` decimals, half away from zero, with -0 turned into 0. */
function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  const raw = Math.abs(value) * factor;
  // toPrecision(15) strips binary noise such as 1.005 * 100 = 100.49999999999999 (only where it
  // cannot drop significant digits).
  const scaled = raw < 1e15 ? Number(raw.toPrecision(15)) : raw;
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

function fixed(value: number, digits: number, currency: boolean): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  return numberFormat({
    ...(currency ? { style: "currency", currency: "USD" } : {}),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(roundTo(value, digits));
}

/** US dollars, no decimals, thousands separators: 1234.5 → "$1,235"; -1234 → "-$1,234". */
export function formatUsd(value: number): string {
  return fixed(value, 0, true);
}

/**
 * Short US dollars for chart axes: 126000 → "$126K", -6660 → "-$6.7K", 2500000 → "$2.5M"; under
 * $10, two decimals ("$0.35"); zero is "$0".
 */
export function formatUsdCompact(value: number): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  if (value === 0) return "$0"; // also -0
  if (Math.abs(value) < 10) return fixed(value, 2, true);
  return numberFormat({
    style: "currency",
    currency: "USD",
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A whole number with thousands separators: 110500.4 → "110,500". */
export function formatNumber(value: number): string {
  return fixed(value, 0, false);
}

/** Exactly `digits` decimals with thousands separators: (9.5022, 1) → "9.5"; (1234.5, 2) → "1,234.50". */
export function formatDecimal(value: number, digits: number): string {
  return fixed(value, Math.max(0, Math.min(20, Math.trunc(digits))), false);
}

/** A formatted figure with its unit after a space ("146,000" + "kWh"); NOT_AVAILABLE stays alone. */
export function formatWithUnit(text: string, unit: string): string {
  return text === NOT_AVAILABLE ? text : `${text} ${unit}`;
}

/** Dollars per kilogram, 2 decimals: 3.6806 → "$3.68/kg". */
export function formatUsdPerKg(value: number): string {
  const amount = fixed(value, 2, true);
  return amount === NOT_AVAILABLE ? amount : `${amount}/kg`;
}

/** Bitcoin, 8 decimals, with the unit: 0.000213449 → "0.00021345 BTC". */
export function formatBtc(value: number): string {
  const amount = fixed(value, 8, false);
  return amount === NOT_AVAILABLE ? amount : `${amount} BTC`;
}

/** A merchandise price, 2 decimals: 34.99 → "$34.99"; 10 → "$10.00". */
export function formatPrice(value: number): string {
  return fixed(value, 2, true);
}

// The date and time formatters are made on first use: making one loads the engine's calendar and
// time zone data, ~15 ms of one task on a phone, which a page importing this module for another
// formatter (or showing kept cards, ADR 256) would otherwise pay as it hydrates (ADR 145).
let dateFormat: Intl.DateTimeFormat | undefined;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A calendar date such as "March 5, 2024" from an ISO string (or Date), read in UTC so that a
 * stored date does not move a day with the reader's time zone. "" when missing or unparseable.
 * Years 1000–9999 are written as Intl writes them, without it: Intl's formatting was ~2% of a
 * post page's render (ADR 273); other years keep Intl's own rules (eras, no padding).
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const year = date.getUTCFullYear();
  if (year >= 1000 && year <= 9999) return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
  dateFormat ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return dateFormat.format(date);
}

let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * A clock time such as "3:04 PM" in the reader's local time zone (chat messages). Accepts a Date,
 * an ISO string or epoch milliseconds; "" when unparseable. Newer ICU data puts a narrow no-break
 * space before AM/PM; it is normalised to a plain space.
 */
export function formatTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  timeFormat ??= new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: true });
  return timeFormat.format(date).replace(/[\u202f\u00a0]/g, " ");
}

/** Underscores to spaces: "renewable_energy" → "renewable energy" (blog categories). */
export function labelFromSnake(value: string): string {
  return value.replace(/_/g, " ");
}

/** A file size as people read it: "2.4 MB", "830 KB", "512 B". */
export function formatBytes(size: number): string {
  if (size >= 1024 * 1024) return `${(size / (1024 * 1024)).toFixed(1)} MB`;
  if (size >= 1024) return `${Math.round(size / 1024)} KB`;
  return `${size} B`;
}
