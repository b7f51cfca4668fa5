/** Display texts of the admin analytics: the admin's time zone, durations and changes (dates: ../admin-dates.ts). */
import { formatNumber } from "#contract/format.ts";

/** The admin's IANA time zone, as the browser knows it (sent with every analytics call). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** A response time: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The change from the previous period: "+25%", "−10%", "no change", or "new" when it was zero. */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new";
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return "no change";
  return `${percent > 0 ? "+" : "−"}${formatNumber(Math.abs(percent))}%`;
}
