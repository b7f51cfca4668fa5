/**
 * The admin Analytics and Reports tabs: the query each panel's API accepts (one schema, used by
 * the Worker's validator and by the pages building the URLs) and what each answers. Every query
 * carries the admin's IANA time zone (`tz`, from the browser): days, Monday weeks and inclusive
 * date ranges are the admin's local ones (contract/calendar.ts).
 */
import * as v from "valibot";
import { leadKindList, type LeadKind } from "./lead-kinds";
import { canonicalTimeZone, daysBetween, isIsoDate, isTimeZone } from "./calendar";

const TZ_MESSAGE = "Send a time zone such as Europe/Dublin (tz).";
/**
 * The dates a report may name: wide enough for any real question, narrow enough that date
 * arithmetic and every zone's rules hold (years under 1000 or 9999 broke them).
 */
const REPORT_WINDOW = { first: "2000-01-01", last: "2099-12-31" } as const;
const DATE_MESSAGE = `Use a date from ${REPORT_WINDOW.first} to ${REPORT_WINDOW.last}, written YYYY-MM-DD.`;
const RANGE_ORDER_MESSAGE = "The start date must not be after the end date.";
/** A report covers at most this many days (about three years): enough for any business question, bounded work for the Worker. */
const MAX_REPORT_DAYS = 1100;
const RANGE_LENGTH_MESSAGE = `A report covers at most ${MAX_REPORT_DAYS} days.`;
const KIND_MESSAGE = "Choose a lead kind or all.";
const POST_MESSAGE = "Choose a post by its id.";

/** Weeks on the leads chart, and the earlier weeks it is compared with. */
export const ANALYTICS_WEEKS = 12;
/** Days of the views chart and of the "last 30 days" top posts. */
export const VIEW_DAYS = 30;
export const TOP_POSTS = 10;

// Optional with "" as default, so a missing parameter gets the parameter's own message. A zone
// becomes its canonical name ("europe/dublin" → "Europe/Dublin"): that is what is echoed and cached.
const timeZone = v.pipe(v.optional(v.string(TZ_MESSAGE), ""), v.check(isTimeZone, TZ_MESSAGE), v.transform(canonicalTimeZone));
const isReportDate = (date: string) => isIsoDate(date) && date >= REPORT_WINDOW.first && date <= REPORT_WINDOW.last;
const isoDate = v.pipe(v.optional(v.string(DATE_MESSAGE), ""), v.check(isReportDate, DATE_MESSAGE));
/** Checks across the two dates run only on two valid dates: a failed date has its own message already. */
const bothDates = (q: { from: string; to: string }) => isReportDate(q.from) && isReportDate(q.to);

/** ?tz= : the leads, inquiries and notifications panels. */
export const analyticsQuerySchema = v.object({ tz: timeZone });

/** ?tz=&post= : the content panel; `post` picks the post whose days are drawn. */
export const contentQuerySchema = v.object({
  tz: timeZone,
  post: v.optional(v.pipe(v.string(POST_MESSAGE), v.regex(/^[1-9]\d{0,9}$/, POST_MESSAGE), v.transform(Number))),
});

export const reportKinds = ["all", ...leadKindList] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * ?tz=&from=&to=&kind= : the report summary and its CSV. Both dates are included. The checks
 * across fields run only when both dates passed their own (valibot runs every check of a pipe), so the schema is total:
 * every input is a value or a message per parameter, never an exception.
 */
export const reportQuerySchema = v.pipe(
  v.object({
    tz: timeZone,
    from: isoDate,
    to: isoDate,
    kind: v.optional(v.picklist(reportKinds, KIND_MESSAGE), "all"),
  }),
  v.forward(
    v.check((q) => !bothDates(q) || q.from <= q.to, RANGE_ORDER_MESSAGE),
    ["to"],
  ),
  v.forward(
    v.check((q) => !bothDates(q) || q.from > q.to || daysBetween(q.from, q.to) < MAX_REPORT_DAYS, RANGE_LENGTH_MESSAGE),
    ["from"],
  ),
);
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>;

/** A period of whole local days, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** GET /api/admin/analytics/leads */
export interface LeadsAnalytics {
  tz: string;
  /** The Monday of each week, oldest first (the last is the current, partial week). */
  weeks: string[];
  current: Period;
  previous: Period;
  series: { kind: LeadKind; label: string; counts: number[]; total: number; previousTotal: number }[];
  total: number;
  previousTotal: number;
}

export interface InquiryFigures {
  received: number;
  pending: number;
  responded: number;
  /** Median of (responded at − received at) over the responded ones, ms; null when none. */
  medianResponseMs: number | null;
}

/** GET /api/admin/analytics/inquiries: inquiries received in the period, and the oldest still pending. */
export interface InquiriesAnalytics extends InquiryFigures {
  tz: string;
  period: Period;
  /** Pending inquiries of any age. */
  pendingAll: number;
  oldestPending: { id: number; name: string; createdAt: string } | null;
}

export interface TopPost {
  id: number;
  title: string;
  slug: string;
  views: number;
}

export interface DayViews {
  /** UTC day YYYY-MM-DD (the counters roll views up per UTC day). */
  day: string;
  views: number;
}

/** GET /api/admin/analytics/content */
export interface ContentAnalytics {
  /** Baseline plus counted views, as the post pages show them (counted part as of the last write-through). */
  topAllTime: TopPost[];
  topLast30Days: TopPost[];
  /** The last 30 UTC days, oldest first, today last. */
  days: DayViews[];
  /** The chosen post's days (same dates); null without `post` or for an unknown post. */
  post: { id: number; title: string; days: DayViews[] } | null;
}

export interface NotificationFigures {
  sent: number;
  failed: number;
  pending: number;
  /** Their lead was deleted before they were sent. */
  cancelled: number;
}

/** Rows of a report by source, campaign or page: the most frequent first. */
export const SOURCE_ROWS = 10;

/** One line of a breakdown: a source, campaign or page and its leads in the period. */
export interface SourceCount {
  name: string;
  count: number;
}

/**
 * Leads of the period by where they came from (ADR 262): the UTM source or else the referring
 * site ("(direct)" without either), the UTM campaign ("(none)") and the page the form was sent
 * from ("(unknown)" for leads stored without a source). Each breakdown counts every lead of the
 * period once, so its rows and "Other" add up to the report's total.
 */
export interface SourceFigures {
  bySource: SourceCount[];
  byCampaign: SourceCount[];
  byPage: SourceCount[];
}

/** GET /api/admin/analytics/notifications: lead e-mails owed for leads of the period, by outcome. */
export interface NotificationsAnalytics extends NotificationFigures {
  tz: string;
  period: Period;
}

/** GET /api/admin/reports/summary */
export interface ReportSummary {
  tz: string;
  period: Period;
  counts: { kind: LeadKind; label: string; count: number }[];
  total: number;
  inquiries: InquiryFigures;
  notifications: NotificationFigures;
  /** Posts by views on the UTC days of the period. */
  topPosts: TopPost[];
  sources: SourceFigures;
}
