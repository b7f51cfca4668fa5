/**
 * The admin Analytics and Reports figures, each from indexed reads (the plans are asserted in
 * tests/worker/admin-analytics.test.ts): leads by `<table>_created_idx`, inquiries by
 * `inquiries_responded_created_idx`, notifications by `lead_notifications_status_idx`,
 * views by `post_view_days_day_idx` (short periods) or `post_view_days_post_idx` (long ones, by post). Instants are UTC ms;
 * callers turn the admin's local days into them (contract/calendar.ts).
 *
 * Each figure is its queries plus how to read their rows; `inOneBatch` sends every query of a
 * panel in one D1 batch (one round trip) and reads each figure from its results.
 */
import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { LeadKind } from "#contract/lead-kinds.ts";
import {
  type DayViews,
  type InquiryFigures,
  type NotificationFigures,
  SOURCE_ROWS,
  type SourceCount,
  type SourceFigures,
  type TopPost,
} from "#contract/analytics.ts";
import { daysBetween } from "#contract/calendar.ts";
import type { Db } from "./client";
import { leadKind, leadKindsShown, notHeld } from "./lead-kinds";
import { blogPosts, inquiries, leadNotifications, leadWorkflow, postViewDays, postViewTotals } from "./schema";

export interface InstantRange {
  start: number;
  end: number;
}

type Query = BatchItem<"sqlite">;

/** Queries (not yet sent) and how to read their results, in order. */
export interface Figure<T> {
  queries: Query[];
  read: (results: readonly unknown[]) => T;
}

type Read<F> = F extends Figure<infer T> ? T : never;

// Drizzle's batch answers a union of every query's row type; each figure reads back the rows of
// the queries it built itself, in its own order, so naming their type here is safe.
const rowsOf = <R>(result: unknown): R[] => (Array.isArray(result) ? (result as R[]) : []);
const countOf = (result: unknown): number => Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);

/** Runs the figures' queries in one D1 batch and reads each figure. */
export async function inOneBatch<const F extends readonly Figure<unknown>[]>(db: Db, figures: F): Promise<{ [K in keyof F]: Read<F[K]> }> {
  const [head, ...rest] = figures.flatMap((f) => f.queries);
  const results: readonly unknown[] = head ? await db.batch([head, ...rest]) : [];
  let at = 0;
  return figures.map((figure) => {
    const own = results.slice(at, at + figure.queries.length);
    at += figure.queries.length;
    return figure.read(own);
  }) as { [K in keyof F]: Read<F[K]> };
}

/**
 * Leads per kind in buckets: bucket i holds [bounds[i], bounds[i + 1]). One statement per kind;
 * each reads only its created_at index range.
 */
export function leadBuckets(db: Db, bounds: readonly number[]): Figure<Record<LeadKind, number[]>> {
  const first = bounds[0] ?? 0;
  const last = bounds[bounds.length - 1] ?? 0;
  const queries = leadKindsShown.map((kind) => {
    const { table } = leadKind(kind);
    const col = table.createdAt;
    const whens = sql.join(
      bounds.slice(1, -1).map((b, i) => sql`when ${col} < ${b} then ${i}`),
      sql` `,
    );
    const bucket = bounds.length > 2 ? sql<number>`case ${whens} else ${bounds.length - 2} end` : sql<number>`0`;
    return db
      .select({ bucket: bucket.as("bucket"), n: count() })
      .from(table)
      .where(and(gte(col, new Date(first)), lt(col, new Date(last)), notHeld(table)))
      .groupBy(sql`bucket`);
  });
  return {
    queries,
    read: (results) => {
      const out = {} as Record<LeadKind, number[]>;
      leadKindsShown.forEach((kind, k) => {
        const counts = new Array<number>(Math.max(bounds.length - 1, 0)).fill(0);
        for (const row of rowsOf<{ bucket: number; n: number }>(results[k])) counts[Number(row.bucket)] = Number(row.n);
        out[kind] = counts;
      });
      return out;
    },
  };
}

/** Leads of each kind received in the range. */
export function leadCounts(db: Db, range: InstantRange): Figure<Record<LeadKind, number>> {
  const buckets = leadBuckets(db, [range.start, range.end]);
  return {
    queries: buckets.queries,
    read: (results) => {
      const read = buckets.read(results);
      return Object.fromEntries(leadKindsShown.map((kind) => [kind, read[kind][0] ?? 0])) as Record<LeadKind, number>;
    },
  };
}

const receivedIn = (range: InstantRange): SQL =>
  and(gte(inquiries.createdAt, new Date(range.start)), lt(inquiries.createdAt, new Date(range.end)), notHeld(inquiries))!;

/** Inquiries received in the range: pending, responded and the median time to the response. */
export function inquiryFigures(db: Db, range: InstantRange): Figure<InquiryFigures> {
  const answered = and(eq(inquiries.responded, true), receivedIn(range), isNotNull(inquiries.respondedAt));
  const responded = sql<number>`(select count(*) from ${inquiries} where ${answered})`;
  // The median in one statement: the responded ones' waits in order, skipping to the middle one
  // (odd count) or two (even count), averaged. Sorting only those beats numbering them with a
  // window function (about half the time over a year of 100,000 leads).
  const middle = sql`(select ${inquiries.respondedAt} - ${inquiries.createdAt} as wait from ${inquiries} where ${answered}
    order by wait limit 2 - ${responded} % 2 offset (${responded} - 1) / 2) as middle`;
  return {
    queries: [
      db
        .select({ n: count() })
        .from(inquiries)
        .where(and(eq(inquiries.responded, false), receivedIn(range))),
      db.select({ median: sql<number | null>`avg(middle.wait)`, responded }).from(middle),
    ],
    read: ([pendingRows, middleRows]) => {
      const pending = countOf(pendingRows);
      const row = rowsOf<{ median: number | null; responded: number }>(middleRows)[0];
      const median = row?.median;
      const answeredCount = Number(row?.responded ?? 0);
      return {
        received: pending + answeredCount,
        pending,
        responded: answeredCount,
        medianResponseMs: median === null || median === undefined ? null : Math.round(Number(median)),
      };
    },
  };
}

/** Pending inquiries of any age, and the oldest of them. */
export function pendingInquiries(db: Db): Figure<{ pendingAll: number; oldest: { id: number; name: string; createdAt: string } | null }> {
  return {
    queries: [
      db
        .select({ n: count() })
        .from(inquiries)
        .where(and(eq(inquiries.responded, false), notHeld(inquiries))),
      db
        .select({ id: inquiries.id, firstName: inquiries.firstName, lastName: inquiries.lastName, createdAt: inquiries.createdAt })
        .from(inquiries)
        .where(and(eq(inquiries.responded, false), notHeld(inquiries)))
        .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
        .limit(1),
    ],
    read: ([all, oldest]) => {
      const row = rowsOf<{ id: number; firstName: string; lastName: string; createdAt: Date }>(oldest)[0];
      return {
        pendingAll: countOf(all),
        oldest: row ? { id: row.id, name: `${row.firstName} ${row.lastName}`, createdAt: row.createdAt.toISOString() } : null,
      };
    },
  };
}

/** Lead e-mails owed for leads stored in the range, by where they stand now (one index range per status). */
export function notificationFigures(db: Db, range: InstantRange): Figure<NotificationFigures> {
  const of = (status: "sent" | "failed" | "pending" | "cancelled") =>
    db
      .select({ n: count() })
      .from(leadNotifications)
      .where(
        and(
          eq(leadNotifications.status, status),
          gte(leadNotifications.createdAt, new Date(range.start)),
          lt(leadNotifications.createdAt, new Date(range.end)),
        ),
      );
  return {
    queries: [of("sent"), of("failed"), of("pending"), of("cancelled")],
    read: ([sent, failed, pending, cancelled]) => ({
      sent: countOf(sent),
      failed: countOf(failed),
      pending: countOf(pending),
      cancelled: countOf(cancelled),
    }),
  };
}

const topPost = (r: { id: number; title: string; slug: string; views: number | string }): TopPost => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  views: Number(r.views),
});

/** The most viewed posts of all time: baseline plus counted views (as of the counters' last write). */
export function topPostsAllTime(db: Db, limit: number): Figure<TopPost[]> {
  const views = sql<number>`${blogPosts.viewCount} + coalesce(${postViewTotals.views}, 0)`;
  return {
    queries: [
      db
        .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, views })
        .from(blogPosts)
        .leftJoin(postViewTotals, eq(postViewTotals.postId, blogPosts.id))
        .orderBy(sql`4 desc`, asc(blogPosts.id))
        .limit(limit),
    ],
    read: ([rows]) => rowsOf<{ id: number; title: string; slug: string; views: number }>(rows).map(topPost),
  };
}

/** From this many days on, a period's top posts are read in post order. */
const LONG_PERIOD_DAYS = 60;

/** The most viewed posts over UTC days `from`..`to` (inclusive); posts since deleted are left out. */
export function topPostsBetween(db: Db, from: string, to: string, limit: number): Figure<TopPost[]> {
  // Over a long period most rows are in range: walking them in post order beats collecting and
  // sorting them by post, and without ANALYZE statistics SQLite would take the day index.
  const source = daysBetween(from, to) >= LONG_PERIOD_DAYS ? sql`${postViewDays} indexed by post_view_days_post_idx` : sql`${postViewDays}`;
  const sums = db
    // Fields as SQL: Drizzle checks that a column's table is the FROM table, and here it is SQL.
    .select({ postId: sql<number>`${postViewDays.postId}`.as("post_id"), views: sql<number>`sum(${postViewDays.views})`.as("views") })
    .from(source)
    .where(and(gte(postViewDays.day, from), lte(postViewDays.day, to)))
    .groupBy(postViewDays.postId)
    .as("s");
  return {
    queries: [
      db
        .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, views: sums.views })
        .from(sums)
        .innerJoin(blogPosts, eq(blogPosts.id, sums.postId))
        .orderBy(desc(sums.views), asc(blogPosts.id))
        .limit(limit),
    ],
    read: ([rows]) => rowsOf<{ id: number; title: string; slug: string; views: number }>(rows).map(topPost),
  };
}

/** Every UTC day of `days` with the whole blog's views (days without views are 0). */
export function blogDays(db: Db, days: readonly string[]): Figure<DayViews[]> {
  return {
    queries: [
      db
        .select({ day: postViewDays.day, views: sql<number>`sum(${postViewDays.views})` })
        .from(postViewDays)
        // Views of posts since deleted are left out, as the top posts leave them out: the totals match their lists.
        .innerJoin(blogPosts, eq(blogPosts.id, postViewDays.postId))
        .where(and(gte(postViewDays.day, days[0] ?? ""), lte(postViewDays.day, days[days.length - 1] ?? "")))
        .groupBy(postViewDays.day),
    ],
    read: ([rows]) => {
      const byDay = new Map(rowsOf<{ day: string; views: number }>(rows).map((r) => [r.day, Number(r.views)]));
      return days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
    },
  };
}

/** One post's views on each of the days, or null when there is no such post. */
export function postDays(db: Db, postId: number, days: readonly string[]): Figure<{ id: number; title: string; days: DayViews[] } | null> {
  return {
    queries: [
      db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, postId)),
      db
        .select({ day: postViewDays.day, views: postViewDays.views })
        .from(postViewDays)
        .where(
          and(eq(postViewDays.postId, postId), gte(postViewDays.day, days[0] ?? ""), lte(postViewDays.day, days[days.length - 1] ?? "")),
        ),
    ],
    read: ([posts, rows]) => {
      const post = rowsOf<{ id: number; title: string }>(posts)[0];
      if (!post) return null;
      const byDay = new Map(rowsOf<{ day: string; views: number }>(rows).map((r) => [r.day, r.views]));
      return { ...post, days: days.map((day) => ({ day, views: byDay.get(day) ?? 0 })) };
    },
  };
}

/** No figure: for a panel part that was not asked for. */
export const nothing: Figure<null> = { queries: [], read: () => null };

/** The referring site's host: "https://news.example.org/a" → "news.example.org". */
const referrerHost = sql`rtrim(substr(substr(${leadWorkflow.referrer}, instr(${leadWorkflow.referrer}, '://') + 3), 1, instr(substr(${leadWorkflow.referrer}, instr(${leadWorkflow.referrer}, '://') + 3) || '/', '/') - 1))`;
/** The page's path without its query: reports count "/blog/x" once however it was reached. */
const pagePath = sql`substr(${leadWorkflow.sourcePage}, 1, instr(${leadWorkflow.sourcePage} || '?', '?') - 1)`;

const dimensions = {
  bySource: sql<string>`coalesce(${leadWorkflow.utmSource}, ${referrerHost}, '(direct)')`,
  byCampaign: sql<string>`coalesce(${leadWorkflow.utmCampaign}, '(none)')`,
  byPage: sql<string>`coalesce(${pagePath}, '(unknown)')`,
} as const;

/**
 * Leads received in the range (not held) by source, campaign and page, over every kind: one
 * grouped statement per kind and breakdown (D1 allows too few terms in one compound SELECT for
 * six). The most frequent SOURCE_ROWS names are listed and the rest summed as "Other", so each
 * breakdown adds up to the period's total.
 */
export function sourceFigures(db: Db, range: InstantRange): Figure<SourceFigures> {
  const keys = Object.keys(dimensions) as (keyof typeof dimensions)[];
  const queries = keys.flatMap((key) =>
    leadKindsShown.map((kind) => {
      const { table } = leadKind(kind);
      return (
        db
          // An alias no lead table has as a column: GROUP BY would take the table's "name" first.
          .select({ name: dimensions[key].as("breakdown_key"), n: count() })
          .from(table)
          .leftJoin(leadWorkflow, and(eq(leadWorkflow.leadKind, kind), eq(leadWorkflow.leadId, table.id)))
          .where(and(gte(table.createdAt, new Date(range.start)), lt(table.createdAt, new Date(range.end)), notHeld(table)))
          .groupBy(sql`breakdown_key`)
      );
    }),
  );
  return {
    queries,
    read: (results) => {
      const out = {} as SourceFigures;
      keys.forEach((key, k) => {
        const sums = new Map<string, number>();
        for (const result of results.slice(k * leadKindsShown.length, (k + 1) * leadKindsShown.length)) {
          for (const row of rowsOf<{ name: string | null; n: number }>(result)) {
            const name = row.name || "(unknown)";
            sums.set(name, (sums.get(name) ?? 0) + Number(row.n));
          }
        }
        const sorted: SourceCount[] = [...sums]
          .map(([name, count]) => ({ name, count }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
        const shown = sorted.slice(0, SOURCE_ROWS);
        const other = sorted.slice(SOURCE_ROWS).reduce((a, r) => a + r.count, 0);
        out[key] = other > 0 ? [...shown, { name: "Other", count: other }] : shown;
      });
      return out;
    },
  };
}
