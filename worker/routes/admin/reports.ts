/**
 * /api/admin/reports — the Reports tab: a summary of an inclusive date range in the admin's time
 * zone, and its leads as CSV (one kind with every field, or every kind with every field of each),
 * dates in that zone, written by the same CSV writer as the lead lists' downloads.
 */
import { Hono } from "hono";
import { reportQuerySchema, TOP_POSTS, type ReportQuery, type ReportSummary } from "#contract/analytics.ts";
import { instantRange } from "#contract/calendar.ts";
import { inOneBatch, inquiryFigures, leadCounts, notificationFigures, sourceFigures, topPostsBetween } from "../../db/admin-analytics";
import { allLeadsCsv, leadsCsv } from "../../db/admin-leads";
import { leadKind, leadKindsShown } from "../../db/lead-kinds";
import { csvResponse } from "../../lib/csv";
import type { AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";

const fileName = (q: ReportQuery) => `kilbride-${q.kind === "all" ? "leads" : q.kind}-${q.from}-to-${q.to}.csv`;

const reports = new Hono<AdminEnv>()
  .get("/summary", validQuery(reportQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const range = instantRange(q.from, q.to, q.tz);
    const db = c.get("db");
    const [counts, inquiries, notifications, topPosts, sources] = await inOneBatch(db, [
      leadCounts(db, range),
      inquiryFigures(db, range),
      notificationFigures(db, range),
      topPostsBetween(db, q.from, q.to, TOP_POSTS),
      sourceFigures(db, range),
    ]);
    const rows = leadKindsShown.map((kind) => ({ kind, label: leadKind(kind).label, count: counts[kind] }));
    return c.json<ReportSummary>({
      tz: q.tz,
      period: { from: q.from, to: q.to },
      counts: rows,
      total: rows.reduce((a, r) => a + r.count, 0),
      inquiries,
      notifications,
      topPosts,
      sources,
    });
  })
  .get("/export", validQuery(reportQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const { start, end } = instantRange(q.from, q.to, q.tz);
    const db = c.get("db");
    return csvResponse(
      c,
      q.kind === "all" ? allLeadsCsv(db, { start, end }, q.tz) : leadsCsv(db, q.kind, { start, end }, q.tz),
      fileName(q),
    );
  });

export default reports;
