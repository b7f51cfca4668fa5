/**
 * The Analytics tab's panel APIs: hand-counted fixtures placed at the edges of the admin's weeks
 * (relative to now, in the admin's zone), the daily view rollups under concurrent views, the
 * query plans of every aggregate, and the Access guard on every panel.
 */
import { env, SELF } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentAnalytics, InquiriesAnalytics, LeadsAnalytics, NotificationsAnalytics } from "#contract/analytics.ts";
import { addDays, localDate, mondayOf, startOfDay } from "#contract/calendar.ts";
import {
  blogDays,
  inOneBatch,
  inquiryFigures,
  leadBuckets,
  notificationFigures,
  pendingInquiries,
  postDays,
  topPostsAllTime,
  topPostsBetween,
} from "#worker/db/admin-analytics.ts";
import { recordsNewestFirst } from "#worker/db/admin-leads.ts";
import type { ViewCountMetadata } from "#worker/views/view-counter-object.ts";
import { viewCountKey } from "#worker/views/view-counter-object.ts";
import { adminFetch, installTestKeys, signToken, type TestKeys } from "./support/access-keys";
import { seedContent } from "./support/content-fixtures";
import { ORIGIN } from "./support/helpers";

const TZ = "America/New_York";
const H = 3_600_000;
let keys: TestKeys;
let token: string;

// The admin's weeks as the Worker plans them: this Monday, the first of the 12 weeks shown, and
// the first of the 12 weeks before them.
const now = Date.now();
const thisMonday = mondayOf(localDate(now, TZ));
const firstMonday = addDays(thisMonday, -77);
const previousMonday = addDays(firstMonday, -84);
const at = (date: string, plusMs = 0) => startOfDay(date, TZ) + plusMs;

async function inquiry(name: string, created: number, respondedAfterMs: number | null): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, responded, responded_at, created_at) VALUES (?, 'Fixture', 'f@example.org', 'solar', 'About a rooftop array.', ?, ?, ?) RETURNING id",
  )
    .bind(name, respondedAfterMs === null ? 0 : 1, respondedAfterMs === null ? null : created + respondedAfterMs, created)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

let oldestPendingId = 0;

beforeAll(async () => {
  keys = await installTestKeys();
  token = await signToken(keys);
  await seedContent();
  oldestPendingId = await inquiry("Oldest", at(previousMonday, -1), null); // the day before the previous period: not counted
  await inquiry("Previous", at(previousMonday), 5 * H); // first instant of the previous period
  await inquiry("LastBefore", at(firstMonday, -1), null); // last instant of the previous period
  await inquiry("First", at(firstMonday), 2 * H); // first instant of week 1
  await inquiry("SundayNight", at(thisMonday, -1), 4 * H); // week 11's last instant
  await inquiry("MondayMidnight", at(thisMonday), null); // this week's first instant
  await env.DB.prepare(
    "INSERT INTO contractor_applications (name, email, phone, trade, experience, terms_accepted, created_at) VALUES ('Rory Fixture', 'r@example.org', '+1 555 010 0101', 'Electrician', '10 years', 1, ?)",
  )
    .bind(at(addDays(firstMonday, 5 * 7 + 3), 12 * H))
    .run();
  await env.DB.prepare(
    "INSERT INTO lead_notifications (lead_kind, lead_id, status, created_at) VALUES ('inquiries', 4, 'sent', ?), ('inquiries', 5, 'failed', ?), ('inquiries', 3, 'sent', ?)",
  )
    .bind(at(firstMonday), at(thisMonday, -1), at(firstMonday, -1))
    .run();
});

const get = async <T>(path: string) => {
  const res = await adminFetch(path, token);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return (await res.json()) as T;
};
const tz = `tz=${encodeURIComponent(TZ)}`;

describe("leads per week", () => {
  it("counts each kind per Monday week of the admin's zone, with totals and the previous 12 weeks", async () => {
    const leads = await get<LeadsAnalytics>(`/api/admin/analytics/leads?${tz}`);
    expect(leads.weeks).toHaveLength(12);
    expect(leads.weeks[0]).toBe(firstMonday);
    expect(leads.weeks[11]).toBe(thisMonday);
    expect(leads.current).toEqual({ from: firstMonday, to: addDays(thisMonday, 6) });
    expect(leads.previous).toEqual({ from: previousMonday, to: addDays(firstMonday, -1) });
    const byKind = Object.fromEntries(leads.series.map((s) => [s.kind, s]));
    expect(byKind.inquiries?.counts).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(byKind.inquiries).toMatchObject({ label: "Inquiries", total: 3, previousTotal: 2 });
    expect(byKind["contractor-applications"]?.counts).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    expect(byKind["merch-quotes"]).toMatchObject({ total: 0, previousTotal: 0 });
    expect(leads.series.map((s) => s.kind)).toEqual([
      "inquiries",
      "project-requests",
      "contractor-applications",
      "partner-requests",
      "affiliates",
      "merch-quotes",
    ]);
    expect([leads.total, leads.previousTotal]).toEqual([4, 2]);
  });
});

describe("inquiries", () => {
  it("gives pending vs responded of the 12 weeks, the median response and the oldest pending", async () => {
    const inquiries = await get<InquiriesAnalytics>(`/api/admin/analytics/inquiries?${tz}`);
    // First (2 h), SundayNight (4 h), MondayMidnight (pending): median of 2 h and 4 h.
    expect(inquiries).toMatchObject({ received: 3, pending: 1, responded: 2, medianResponseMs: 3 * H, pendingAll: 3 });
    expect(inquiries.oldestPending).toEqual({
      id: oldestPendingId,
      name: "Oldest Fixture",
      createdAt: new Date(at(previousMonday, -1)).toISOString(),
    });
  });
});

describe("lead notifications", () => {
  it("counts the period's sent and failed e-mails", async () => {
    const figures = await get<NotificationsAnalytics>(`/api/admin/analytics/notifications?${tz}`);
    expect(figures).toMatchObject({ sent: 1, failed: 1, pending: 0, period: { from: firstMonday } });
  });
});

describe("content", () => {
  const view = (postId: number, i: number) =>
    SELF.fetch(`${ORIGIN}/api/blog/${postId}/view`, {
      method: "POST",
      headers: { Origin: ORIGIN, "CF-Connecting-IP": `198.51.100.${i % 250}` },
    });

  /** Waits until the counter's D1 rollup shows `views` counted views of the post. */
  async function rolledUp(postId: number, views: number): Promise<void> {
    for (let i = 0; i < 300; i += 1) {
      const row = await env.DB.prepare("SELECT views FROM post_view_totals WHERE post_id = ?").bind(postId).first<{ views: number }>();
      if (row?.views === views) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`post ${postId} never rolled up ${views} views`);
  }

  it("rolls concurrent views up per day exactly, in a few writes, and ranks posts by them", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare("INSERT INTO post_view_days (post_id, day, views) VALUES (2, ?, 7), (2, ?, 1000)")
      .bind(addDays(today, -29), addDays(today, -30))
      .run();
    const views = await Promise.all([
      ...Array.from({ length: 120 }, (_, i) => view(1, i)),
      ...Array.from({ length: 30 }, (_, i) => view(2, i)),
    ]);
    expect(views.every((r) => r.status === 200)).toBe(true);
    await Promise.all(views.map((r) => r.arrayBuffer()));
    await rolledUp(1, 120);
    await rolledUp(2, 30);
    const dayRows = await env.DB.prepare(
      "SELECT post_id, sum(views) AS n FROM post_view_days WHERE day >= ? GROUP BY post_id ORDER BY post_id",
    )
      .bind(addDays(today, -1))
      .all<{ post_id: number; n: number }>();
    expect(dayRows.results).toEqual([
      { post_id: 1, n: 120 },
      { post_id: 2, n: 30 },
    ]);
    // Written with the counter's KV flushes (at most one a second), never once per view.
    const { metadata } = await env.VIEW_COUNTS.getWithMetadata<ViewCountMetadata>(viewCountKey(1));
    expect(metadata?.flushes ?? 0).toBeLessThan(120);

    const content = await get<ContentAnalytics>(`/api/admin/analytics/content?${tz}&post=2`);
    expect(content.days).toHaveLength(30);
    expect(content.days[29]?.day).toBe(new Date().toISOString().slice(0, 10));
    // 150 views today (or split over midnight UTC if the test straddles it) plus 7 on the oldest day shown; the 1000 are a day older.
    expect(content.days.reduce((a, d) => a + d.views, 0)).toBe(157);
    expect(content.days[0]).toEqual({ day: addDays(today, -29), views: 7 });
    expect(content.post?.title).toBe("Solar ROI");
    expect(content.post?.days.reduce((a, d) => a + d.views, 0)).toBe(37);
    expect(content.topLast30Days.map((p) => [p.id, p.views])).toEqual([
      [1, 120],
      [2, 37],
    ]);
    // All time: the stored baseline (100, 0, 5) plus every counted view.
    expect(content.topAllTime.map((p) => [p.id, p.views])).toEqual([
      [1, 220],
      [2, 30],
      [3, 5],
    ]);
  }, 20_000);

  it("leaves views of a deleted post out of the daily totals, as the top posts leave it out (issue 31 item 9)", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = await get<ContentAnalytics>(`/api/admin/analytics/content?${tz}`);
    // A post deleted after its views were rolled up: its rows stay, but it is in no list.
    await env.DB.prepare("INSERT INTO post_view_days (post_id, day, views) VALUES (9999, ?, 60)").bind(today).run();
    const after = await get<ContentAnalytics>(`/api/admin/analytics/content?${tz}`);
    const total = (c: ContentAnalytics) => c.days.reduce((a, d) => a + d.views, 0);
    expect(total(after)).toBe(total(before));
    expect(after.topLast30Days.map((p) => p.id)).not.toContain(9999);
  });

  it("answers no post for an unknown one, and refuses a malformed id", async () => {
    expect((await get<ContentAnalytics>(`/api/admin/analytics/content?${tz}&post=999`)).post).toBeNull();
    const bad = await adminFetch(`/api/admin/analytics/content?${tz}&post=abc`, token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: Record<string, string> }).issues).toEqual({ post: "Choose a post by its id." });
  });
});

describe("the Access guard", () => {
  const panels = [
    "analytics/leads",
    "analytics/inquiries",
    "analytics/content",
    "analytics/notifications",
    "reports/summary",
    "reports/export",
  ];
  it("refuses every panel without a token (401) or with a bad one (403), before reading anything", async () => {
    const stranger = await signToken(keys, { claims: { aud: ["another-app"] } });
    for (const panel of panels) {
      const path = `/api/admin/${panel}?${tz}&from=2026-01-01&to=2026-01-31`;
      const none = await adminFetch(path, null);
      expect(none.status).toBe(401);
      expect(none.headers.get("Cache-Control")).toBe("private, no-store");
      expect(((await none.json()) as { message: string }).message).toMatch(/Sign in/);
      const bad = await adminFetch(path, stranger);
      expect(bad.status).toBe(403);
      await bad.arrayBuffer();
    }
  });

  it("asks for the time zone", async () => {
    const res = await adminFetch("/api/admin/analytics/leads", token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Send a time zone such as Europe/Dublin (tz).",
      issues: { tz: "Send a time zone such as Europe/Dublin (tz)." },
    });
  });
});

describe("query plans", () => {
  /** Drizzle over a D1 binding that records each statement and its parameters (then runs it). */
  function recordingDb() {
    const seen: { sql: string; params: unknown[] }[] = [];
    const binding = {
      prepare(query: string) {
        const entry = { sql: query, params: [] as unknown[] };
        seen.push(entry);
        const statement = env.DB.prepare(query);
        return new Proxy(statement, {
          get(target, prop) {
            if (prop === "bind") {
              return (...params: unknown[]) => {
                entry.params = params;
                return target.bind(...params);
              };
            }
            const value: unknown = Reflect.get(target, prop);
            return typeof value === "function" ? value.bind(target) : value;
          },
        });
      },
      batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    };
    return { db: drizzle(binding as unknown as D1Database), seen };
  }

  it("reads every lead, inquiry, notification and view table through an index", async () => {
    const { db, seen } = recordingDb();
    const range = { start: at(previousMonday), end: at(thisMonday, 7 * 24 * H) };
    const days = Array.from({ length: 30 }, (_, i) => addDays("2026-11-01", i));
    await inOneBatch(db, [
      leadBuckets(db, [range.start, at(firstMonday), range.end]),
      inquiryFigures(db, range),
      pendingInquiries(db),
      notificationFigures(db, range),
      topPostsAllTime(db, 10),
      topPostsBetween(db, "2026-11-01", "2026-11-30", 10),
      topPostsBetween(db, "2025-11-01", "2026-11-30", 10), // a long period: read in post order
      blogDays(db, days),
      postDays(db, 1, days),
    ]);
    await recordsNewestFirst(db, "inquiries", range).next();
    const plans: string[] = [];
    for (const { sql, params } of seen) {
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans.push(...rows.results.map((r) => r.detail));
    }
    // Every statement ran; each read of these tables is a SEARCH on an index or primary key.
    expect(seen.length).toBeGreaterThanOrEqual(15);
    // A long period walks the view rollups in post order (no sort), the one read of a whole index.
    expect(plans).toContain("SCAN post_view_days USING COVERING INDEX post_view_days_post_idx");
    const tables =
      /\b(inquiries|project_requests|contractor_applications|partner_requests|affiliates|merch_quotes|lead_notifications|post_view_days|post_view_totals)\b/;
    const reads = plans.filter((p) => /^(SCAN|SEARCH) /.test(p) && tables.test(p));
    expect(reads.length).toBeGreaterThan(10);
    const longPeriod = "SCAN post_view_days USING COVERING INDEX post_view_days_post_idx";
    expect(
      reads.filter((p) => p !== longPeriod && !/^SEARCH .* USING (COVERING INDEX|INDEX|INTEGER PRIMARY KEY|PRIMARY KEY)/.test(p)),
    ).toEqual([]);
    // The plans, for the record (ADR 210 lists them).
    console.log(plans.join("\n"));
  });
});
