/**
 * Calendar days in an IANA time zone, for the admin analytics: the browser sends its zone, the
 * Worker turns the admin's local days and Monday weeks into UTC instants. Dates are "YYYY-MM-DD"
 * strings; a range of dates is inclusive and becomes the half-open instant range
 * [start of `from`, start of the day after `to`). Pure (Intl only), so both sides can use it.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a time zone this runtime knows (IANA names such as "Europe/Dublin", or "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The runtime's canonical name of a known zone ("utc" → "UTC", "europe/dublin" → "Europe/Dublin"). */
export function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === value;
}

function dateParts(date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The date `days` calendar days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 when the same date). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = dateParts(from);
  const [y2, m2, d2] = dateParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** The Monday on or before `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  const [y, m, d] = dateParts(date);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * One formatter per zone, kept under the zone's canonical name only: a spelling of a name
 * (any case variant) gets a formatter but adds no entry, so the cache is bounded by the zones the
 * runtime knows.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (f.resolvedOptions().timeZone === timeZone) formatters.set(timeZone, f);
  }
  return f;
}

/** Local wall-clock fields of an instant in a zone. */
function wallClock(ms: number, timeZone: string): { date: string; asUtc: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const [y, m, d] = dateParts(date);
  const asUtc = Date.UTC(y, m - 1, d, Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return { date, asUtc };
}

/** The local date of an instant in a zone. */
export function localDate(ms: number, timeZone: string): string {
  return wallClock(ms, timeZone).date;
}

/** The zone's offset from UTC at an instant, in ms (local minus UTC, whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClock(whole, timeZone).asUtc - whole;
}

/**
 * The first instant of a local date in a zone. Where the clocks skip midnight (a DST change at
 * 00:00 in some zones), the day starts when the clocks resume.
 */
export function startOfDay(date: string, timeZone: string): number {
  const [y, m, d] = dateParts(date);
  const wall = Date.UTC(y, m - 1, d);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const candidates = [first, second].filter((t) => localDate(t, timeZone) >= date).sort((a, b) => a - b);
  // At most one offset change lies near a midnight, so one candidate is the day's first instant.
  return candidates[0] ?? Math.max(first, second);
}

/** The instants of an inclusive date range: [start of `from`, start of the day after `to`). */
export function instantRange(from: string, to: string, timeZone: string): { start: number; end: number } {
  return { start: startOfDay(from, timeZone), end: startOfDay(addDays(to, 1), timeZone) };
}
