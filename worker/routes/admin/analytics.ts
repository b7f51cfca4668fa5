/**
 * /api/admin/analytics — one read per panel of the dashboard's Analytics tab, each in the admin's
 * time zone (`?tz=`), answered from one D1 batch, never cached (admin reads are private, no-store).
 */
import { Hono } from "hono";
import {
  analyticsQuerySchema,
  contentQuerySchema,
  TOP_POSTS,
  type ContentAnalytics,
  type InquiriesAnalytics,
  type LeadsAnalytics,
  type NotificationsAnalytics,
} from "#contract/analytics.ts";
import { instantRange } from "#contract/calendar.ts";
import {
  blogDays,
  inOneBatch,
  inquiryFigures,
  leadBuckets,
  nothing,
  notificationFigures,
  pendingInquiries,
  postDays,
  topPostsAllTime,
  topPostsBetween,
} from "../../db/admin-analytics";
import { leadKind, leadKindsShown } from "../../db/lead-kinds";
import { viewDays, weekPlan } from "../../db/analytics-periods";
import type { AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const analytics = new Hono<AdminEnv>()
  .get("/leads", validQuery(analyticsQuerySchema), async (c) => {
    const { tz } = c.req.valid("query");
    const plan = weekPlan(Date.now(), tz);
    const [buckets] = await inOneBatch(c.get("db"), [leadBuckets(c.get("db"), plan.bounds)]);
    // Bucket 0 is the previous 12 weeks; 1..12 are this period's weeks.
    const series = leadKindsShown.map((kind) => {
      const [previousTotal = 0, ...counts] = buckets[kind];
      return { kind, label: leadKind(kind).label, counts, total: sum(counts), previousTotal };
    });
    return c.json<LeadsAnalytics>({
      tz,
      weeks: plan.weeks,
      current: plan.current,
      previous: plan.previous,
      series,
      total: sum(series.map((s) => s.total)),
      previousTotal: sum(series.map((s) => s.previousTotal)),
    });
  })
  .get("/inquiries", validQuery(analyticsQuerySchema), async (c) => {
    const { tz } = c.req.valid("query");
    const { current } = weekPlan(Date.now(), tz);
    const db = c.get("db");
    const [figures, pending] = await inOneBatch(db, [inquiryFigures(db, instantRange(current.from, current.to, tz)), pendingInquiries(db)]);
    return c.json<InquiriesAnalytics>({ tz, period: current, ...figures, pendingAll: pending.pendingAll, oldestPending: pending.oldest });
  })
  .get("/content", validQuery(contentQuerySchema), async (c) => {
    const { post } = c.req.valid("query");
    const days = viewDays(Date.now());
    const db = c.get("db");
    const [topAllTime, topLast30Days, blog, chosen] = await inOneBatch(db, [
      topPostsAllTime(db, TOP_POSTS),
      topPostsBetween(db, days[0] ?? "", days[days.length - 1] ?? "", TOP_POSTS),
      blogDays(db, days),
      post === undefined ? nothing : postDays(db, post, days),
    ]);
    return c.json<ContentAnalytics>({ topAllTime, topLast30Days, days: blog, post: chosen });
  })
  .get("/notifications", validQuery(analyticsQuerySchema), async (c) => {
    const { tz } = c.req.valid("query");
    const { current } = weekPlan(Date.now(), tz);
    const [figures] = await inOneBatch(c.get("db"), [notificationFigures(c.get("db"), instantRange(current.from, current.to, tz))]);
    return c.json<NotificationsAnalytics>({ tz, period: current, ...figures });
  });

export default analytics;
