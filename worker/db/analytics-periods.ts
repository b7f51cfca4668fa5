/**
 * The periods the admin analytics cover, in the admin's time zone: the last 12 Monday weeks (this
 * week so far included) and the 12 before them; the last 30 UTC days for views.
 */
import { ANALYTICS_WEEKS, VIEW_DAYS, type Period } from "#contract/analytics.ts";
import { addDays, localDate, mondayOf, startOfDay } from "#contract/calendar.ts";

export interface WeekPlan {
  /** Monday of each of the 12 weeks, oldest first. */
  weeks: string[];
  /** Instants: the previous period's start, then each week's start, then the end of this week. */
  bounds: number[];
  current: Period;
  previous: Period;
}

export function weekPlan(now: number, tz: string): WeekPlan {
  const thisMonday = mondayOf(localDate(now, tz));
  const firstMonday = addDays(thisMonday, -7 * (ANALYTICS_WEEKS - 1));
  const previousMonday = addDays(firstMonday, -7 * ANALYTICS_WEEKS);
  const weeks = Array.from({ length: ANALYTICS_WEEKS }, (_, i) => addDays(firstMonday, 7 * i));
  const bounds = [previousMonday, ...weeks, addDays(thisMonday, 7)].map((date) => startOfDay(date, tz));
  return {
    weeks,
    bounds,
    current: { from: firstMonday, to: addDays(thisMonday, 6) },
    previous: { from: previousMonday, to: addDays(firstMonday, -1) },
  };
}

/** The last 30 UTC days, oldest first, today last. */
export function viewDays(now: number): string[] {
  const today = new Date(now).toISOString().slice(0, 10);
  return Array.from({ length: VIEW_DAYS }, (_, i) => addDays(today, i - (VIEW_DAYS - 1)));
}
