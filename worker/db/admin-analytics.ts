/**
 * The admin Analytics and Reports figures, each from indexed reads (the plans are asserted in
 * tests/worker/admin-analytics.test.ts): leads by `<table>_created_idx`, inquiries by
 * `inquiries_responded_created_idx`, notifications by `lead_notifications_status_idx`,
 * views by `post_view_days_day_idx` (short periods) or `post_view_days_post_idx` (long ones, by post). Instants are UTC ms;
 * callers turn the admin's local days into them (contract/calendar.ts).
 */
import { and, asc, count, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { leadKinds, leadKindList, type LeadKind } from "../../contract/admin";
import type { DayViews, InquiryFigures, NotificationFigures, TopPost } from "../../contract/analytics";
import { daysBetween } from "../../contract/calendar";
import type { Db } from "./client";
import { affiliates, blogPosts, contractorApplications, inquiries, leadNotifications, merchQuotes, partnerRequests, postViewDays, postViewTotals, projectRequests } from "./schema";

export const leadTables = {
  inquiries,
  "project-requests": projectRequests,
  "contractor-applications": contractorApplications,
  "partner-requests": partnerRequests,
  affiliates,
  "merch-quotes": merchQuotes,
} as const satisfies Record<LeadKind, unknown>;

/** The kinds in the order the analytics show them (inquiries first, as on the dashboard). */
export const analyticsKinds: readonly LeadKind[] = ["inquiries", ...leadKindList.filter((k) => k !== "inquiries")];

export interface InstantRange {
  start: number;
  end: number;
}

/**
 * Leads per kind in buckets: bucket i holds [bounds[i], bounds[i + 1]). One statement per kind,
 * all in one batch; each reads only its created_at index range.
 */
export async function leadBuckets(db: Db, bounds: readonly number[]): Promise<Record<LeadKind, number[]>> {
  const first = bounds[0] ?? 0;
  const last = bounds[bounds.length - 1] ?? 0;
  const statements = analyticsKinds.map((kind) => {
    const table = leadTables[kind];
    const col = table.createdAt;
    const whens = sql.join(bounds.slice(1, -1).map((b, i) => sql`when ${col} < ${b} then ${i}`), sql` `);
    const bucket = bounds.length > 2 ? sql<number>`case ${whens} else ${bounds.length - 2} end` : sql<number>`0`;
    return db
      .select({ bucket: bucket.as("bucket"), n: count() })
      .from(table)
      .where(and(gte(col, new Date(first)), lt(col, new Date(last))))
      .groupBy(sql`bucket`);
  });
  const [head, ...rest] = statements;
  const results = head ? await db.batch([head, ...rest]) : [];
  const out = {} as Record<LeadKind, number[]>;
  analyticsKinds.forEach((kind, k) => {
    const counts = new Array<number>(Math.max(bounds.length - 1, 0)).fill(0);
    for (const row of results[k] ?? []) counts[Number(row.bucket)] = Number(row.n);
    out[kind] = counts;
  });
  return out;
}

/** Leads of each kind received in the range. */
export async function leadCounts(db: Db, range: InstantRange): Promise<Record<LeadKind, number>> {
  const buckets = await leadBuckets(db, [range.start, range.end]);
  return Object.fromEntries(analyticsKinds.map((kind) => [kind, buckets[kind][0] ?? 0])) as Record<LeadKind, number>;
}

const receivedIn = (range: InstantRange): SQL => and(gte(inquiries.createdAt, new Date(range.start)), lt(inquiries.createdAt, new Date(range.end)))!;

/** Inquiries received in the range: pending, responded and the median time to the response (one batch). */
export async function inquiryFigures(db: Db, range: InstantRange): Promise<InquiryFigures> {
  const wait = sql<number>`${inquiries.respondedAt} - ${inquiries.createdAt}`;
  // The responded ones' waits, numbered in order, each row knowing how many there are: the
  // median is the mean of the middle one (odd count) or two (even count).
  const waits = db
    .select({ wait: wait.as("wait"), rank: sql<number>`row_number() over (order by ${wait})`.as("rank"), total: sql<number>`count(*) over ()`.as("total") })
    .from(inquiries)
    .where(and(eq(inquiries.responded, true), receivedIn(range), isNotNull(inquiries.respondedAt)))
    .as("waits");
  const [pendingRows, middle] = await db.batch([
    db.select({ n: count() }).from(inquiries).where(and(eq(inquiries.responded, false), receivedIn(range))),
    db
      .select({ median: sql<number | null>`avg(${waits.wait})`, responded: sql<number | null>`max(${waits.total})` })
      .from(waits)
      .where(sql`${waits.rank} in ((${waits.total} + 1) / 2, (${waits.total} + 2) / 2)`),
  ]);
  const pending = pendingRows[0]?.n ?? 0;
  const responded = Number(middle[0]?.responded ?? 0);
  const median = middle[0]?.median;
  return { received: pending + responded, pending, responded, medianResponseMs: median === null || median === undefined ? null : Math.round(Number(median)) };
}

/** Pending inquiries of any age, and the oldest of them. */
export async function pendingInquiries(db: Db): Promise<{ pendingAll: number; oldest: { id: number; name: string; createdAt: string } | null }> {
  const [all, oldest] = await db.batch([
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.responded, false)),
    db
      .select({ id: inquiries.id, firstName: inquiries.firstName, lastName: inquiries.lastName, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(eq(inquiries.responded, false))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
      .limit(1),
  ]);
  const row = oldest[0];
  return {
    pendingAll: all[0]?.n ?? 0,
    oldest: row ? { id: row.id, name: `${row.firstName} ${row.lastName}`, createdAt: row.createdAt.toISOString() } : null,
  };
}

/** Lead e-mails owed for leads stored in the range, by where they stand now (one index range per status). */
export async function notificationFigures(db: Db, range: InstantRange): Promise<NotificationFigures> {
  const of = (status: "sent" | "failed" | "pending") =>
    db
      .select({ n: count() })
      .from(leadNotifications)
      .where(and(eq(leadNotifications.status, status), gte(leadNotifications.createdAt, new Date(range.start)), lt(leadNotifications.createdAt, new Date(range.end))));
  const [sent, failed, pending] = await db.batch([of("sent"), of("failed"), of("pending")]);
  return { sent: sent[0]?.n ?? 0, failed: failed[0]?.n ?? 0, pending: pending[0]?.n ?? 0 };
}

/** The most viewed posts of all time: baseline plus counted views (as of the counters' last write). */
export async function topPostsAllTime(db: Db, limit: number): Promise<TopPost[]> {
  const views = sql<number>`${blogPosts.viewCount} + coalesce(${postViewTotals.views}, 0)`;
  const rows = await db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, views })
    .from(blogPosts)
    .leftJoin(postViewTotals, eq(postViewTotals.postId, blogPosts.id))
    .orderBy(sql`4 desc`, asc(blogPosts.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, views: Number(r.views) }));
}

/** From this many days on, a period's top posts are read in post order. */
export const LONG_PERIOD_DAYS = 60;

/** The most viewed posts over UTC days `from`..`to` (inclusive); posts since deleted are left out. */
export async function topPostsBetween(db: Db, from: string, to: string, limit: number): Promise<TopPost[]> {
  // Over a long period most rows are in range: walking them in post order beats collecting and
  // sorting them by post, and without ANALYZE statistics SQLite would take the day index.
  const byPost = daysBetween(from, to) >= LONG_PERIOD_DAYS ? sql`indexed by post_view_days_post_idx` : sql``;
  const rows = await db.all<{ id: number; title: string; slug: string; views: number }>(sql`
    select ${blogPosts.id} as id, ${blogPosts.title} as title, ${blogPosts.slug} as slug, s.views as views
    from (select ${postViewDays.postId} as post_id, sum(${postViewDays.views}) as views from ${postViewDays} ${byPost}
          where ${postViewDays.day} >= ${from} and ${postViewDays.day} <= ${to} group by ${postViewDays.postId}) s
    join ${blogPosts} on ${blogPosts.id} = s.post_id
    order by s.views desc, ${blogPosts.id} asc
    limit ${limit}`);
  return rows.map((r) => ({ id: Number(r.id), title: r.title, slug: r.slug, views: Number(r.views) }));
}

/** Every UTC day from `from` to `to` with the whole blog's views (days without views are 0). */
export async function blogDays(db: Db, days: readonly string[]): Promise<DayViews[]> {
  const from = days[0] ?? "";
  const to = days[days.length - 1] ?? "";
  const rows = await db
    .select({ day: postViewDays.day, views: sql<number>`sum(${postViewDays.views})` })
    .from(postViewDays)
    .where(and(gte(postViewDays.day, from), sql`${postViewDays.day} <= ${to}`))
    .groupBy(postViewDays.day);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.views)]));
  return days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
}

/** One post's views on each of the days, or null when there is no such post. */
export async function postDays(db: Db, postId: number, days: readonly string[]): Promise<{ id: number; title: string; days: DayViews[] } | null> {
  const from = days[0] ?? "";
  const to = days[days.length - 1] ?? "";
  const [posts, rows] = await db.batch([
    db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, postId)),
    db
      .select({ day: postViewDays.day, views: postViewDays.views })
      .from(postViewDays)
      .where(and(eq(postViewDays.postId, postId), gte(postViewDays.day, from), sql`${postViewDays.day} <= ${to}`)),
  ]);
  const post = posts[0];
  if (!post) return null;
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  return { ...post, days: days.map((day) => ({ day, views: byDay.get(day) ?? 0 })) };
}

/** Display label of a kind. */
export const kindLabel = (kind: LeadKind) => leadKinds[kind].label;
