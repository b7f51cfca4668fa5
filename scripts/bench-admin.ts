// `npm run bench -- --only=admin`: the admin analytics and reports APIs at volume. Seeds 100,000
// leads (six kinds over two years, each with its notification), 1,000 posts and 120 days of view
// rollups for each into the bench server's local D1, signs in through the local Access
// emulation, and times each panel's API, one request at a time, from the client on loopback
// (D1 reads and the local network included: an upper bound of the Worker's time).
// The scale part (bench-scale.ts) seeds the same volume and times each admin list's first page and a
// CSV export of every lead (benchAdminLists); a full run seeds once for both.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { must, npx, root } from "./lib.ts";

const DAY = 86_400_000;
const LEADS = {
  inquiries: 40_000,
  project_requests: 20_000,
  contractor_applications: 10_000,
  partner_requests: 10_000,
  affiliates: 10_000,
  merch_quotes: 10_000,
};
type Table = keyof typeof LEADS;
const KIND: Record<Table, string> = {
  inquiries: "inquiries",
  project_requests: "project-requests",
  contractor_applications: "contractor-applications",
  partner_requests: "partner-requests",
  affiliates: "affiliates",
  merch_quotes: "merch-quotes",
};
const TOTAL_LEADS = Object.values(LEADS).reduce((a, b) => a + b, 0);
const POSTS = 1000;
const VIEW_DAYS = 120;
const REQUESTS = 50;
export const ADMIN_GOAL_MS = 50;

/** Columns and values of one generated lead of each table (`i` the row number, `t` its time). */
const values: Record<Table, [columns: string, row: string]> = {
  inquiries: [
    "first_name, last_name, email, inquiry_type, message, responded, responded_at",
    "'Bench', 'Lead ' || i, 'lead' || i || '@example.org', 'solar', 'A bench inquiry.', i % 4 != 0, CASE WHEN i % 4 != 0 THEN t + (i % 72) * 3600000 END",
  ],
  project_requests: [
    "name, email, phone, project_type, location",
    "'Bench ' || i, 'pr' || i || '@example.org', '+1 555 010 0100', 'solar', 'Denver'",
  ],
  contractor_applications: [
    "name, email, phone, trade, experience, terms_accepted",
    "'Bench ' || i, 'ca' || i || '@example.org', '+1 555 010 0100', 'Electrician', '10 years', 1",
  ],
  partner_requests: [
    "name, org_type, email, phone, description",
    "'Bench ' || i, 'manufacturer', 'pq' || i || '@example.org', '+1 555 010 0100', 'A bench partner.'",
  ],
  affiliates: [
    "name, email, phone, terms_accepted, referral_code",
    "'Bench ' || i, 'af' || i || '@example.org', '+1 555 010 0100', 1, 'BENCH-' || i",
  ],
  merch_quotes: ["kind, contact_name, email, requirements", "'custom', 'Bench ' || i, 'mq' || i || '@example.org', '40 jackets'"],
};

function seedSql(now: number): string {
  const span = 730 * DAY;
  const lines = [];
  for (const [table, n] of Object.entries(LEADS) as [Table, number][]) {
    const [columns, row] = values[table];
    // Spread evenly over two years, newest now.
    lines.push(
      `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n}), r AS (SELECT i, ${now} - (i * ${Math.floor(span / n)}) AS t FROM s) INSERT INTO ${table} (${columns}, created_at) SELECT ${row}, t FROM r;`,
      `INSERT INTO lead_notifications (lead_kind, lead_id, status, attempts, created_at) SELECT '${KIND[table]}', id, CASE WHEN id % 100 = 0 THEN 'failed' ELSE 'sent' END, 1, created_at + 1000 FROM ${table} WHERE email LIKE '%@example.org';`,
    );
  }
  lines.push(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${POSTS}) INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published, view_count, created_at) SELECT 'bench-post-' || i, 'Bench post ' || i, 'A bench post.', '<p>A bench post body.</p>', 'Bench', 'solar_energy', 0, i % 50, ${now} - i * 3600000 FROM s;`,
    `WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < ${VIEW_DAYS - 1}) INSERT INTO post_view_days (post_id, day, views) SELECT p.id, date(${now} / 1000 - d.k * 86400, 'unixepoch'), 1 + ((p.id * 7 + d.k * 13) % 40) FROM blog_posts p, d WHERE p.slug LIKE 'bench-post-%';`,
    // Only the bench posts: earlier parts of the bench count views of the demo posts (the view POST under load).
    "INSERT INTO post_view_totals (post_id, views) SELECT post_id, sum(views) FROM post_view_days WHERE post_id IN (SELECT id FROM blog_posts WHERE slug LIKE 'bench-post-%') GROUP BY post_id;",
  );
  return lines.join("\n");
}

/** Signs in through the local Access emulation: the session cookie. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/access/local-sign-in`, { method: "POST", headers: { Origin: base } });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new Error(`local sign-in failed: ${res.status}`);
  return cookie;
}

/** One admin API's row of the report. */
type AdminRow = {
  api: string;
  panel: boolean;
  requests: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  KB: number;
  load1m: number;
};

let seeded: Promise<number> | undefined;

/** Seeds the volume once per bench run (the admin and scale parts share it); answers its "now". */
function seedVolume(state: string): Promise<number> {
  seeded ??= (async () => {
    const now = Date.now();
    const file = `${root}bench/admin-seed.sql`;
    mkdirSync(`${root}bench`, { recursive: true });
    writeFileSync(file, seedSql(now));
    const seeding = performance.now();
    await must(npx, ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--file", file, "--yes"]);
    console.log(
      `  seeded ${TOTAL_LEADS} leads, ${POSTS} posts, ${POSTS * VIEW_DAYS} view days in ${Math.round((performance.now() - seeding) / 1000)} s`,
    );
    return now;
  })();
  return seeded;
}

/** Times `path` one request at a time after five warm-up requests: the row of the report. */
async function timeRequests(base: string, cookie: string, name: string, path: string, panel: boolean): Promise<AdminRow> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS + 5; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name}: ${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
    if (i >= 5) times.push(performance.now() - started); // the first five warm the isolate and caches
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => +times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  // The machine's load beside each row: on a shared 2-core machine the tail follows other work.
  return {
    api: name,
    panel,
    requests: times.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: +times[times.length - 1]!.toFixed(1),
    KB: +(bytes / 1024).toFixed(1),
    load1m: +loadavg()[0]!.toFixed(1),
  };
}

export async function benchAdmin(base: string, state: string): Promise<AdminRow[]> {
  const now = await seedVolume(state);
  const cookie = await signIn(base);
  const tz = encodeURIComponent("Europe/Dublin");
  const today = new Date(now).toISOString().slice(0, 10);
  const yearAgo = new Date(now - 364 * DAY).toISOString().slice(0, 10);
  const monthAgo = new Date(now - 30 * DAY).toISOString().slice(0, 10);
  const panels = [
    { name: "analytics/leads", path: `/api/admin/analytics/leads?tz=${tz}` },
    { name: "analytics/inquiries", path: `/api/admin/analytics/inquiries?tz=${tz}` },
    { name: "analytics/content (+ a post)", path: `/api/admin/analytics/content?tz=${tz}&post=10` },
    { name: "analytics/notifications", path: `/api/admin/analytics/notifications?tz=${tz}` },
    { name: "reports/summary (30 days)", path: `/api/admin/reports/summary?tz=${tz}&from=${monthAgo}&to=${today}` },
    { name: "reports/summary (365 days)", path: `/api/admin/reports/summary?tz=${tz}&from=${yearAgo}&to=${today}` },
    // The leads inbox (ADR 264): its first page with the counts, the dashboard's glance, and an order that sorts every lead.
    { name: "inbox (first page, counts)", path: "/api/admin/inbox" },
    { name: "inbox/summary (dashboard)", path: "/api/admin/inbox/summary" },
    { name: "inbox by name (first page)", path: "/api/admin/inbox?sort=name", panel: false },
    {
      name: "reports/export (30 days, all)",
      path: `/api/admin/reports/export?tz=${tz}&from=${monthAgo}&to=${today}&kind=all`,
      panel: false,
    },
  ];
  const rows: AdminRow[] = [];
  for (const { name, path, panel = true } of panels) rows.push(await timeRequests(base, cookie, name, path, panel));
  return rows;
}

/** Prints the table; answers the goals not met (each panel's p95 within ADMIN_GOAL_MS). */
export function printAdminReport(rows: AdminRow[] | { error: string }): string[] {
  if (!Array.isArray(rows)) return [`admin analytics: the measurement failed (${rows.error})`];
  console.log(`\nAdmin analytics at volume (100,000 leads, 1,000 posts; ms per request, one at a time, on loopback)`);
  console.table(rows);
  return rows.filter((r) => r.panel && r.p95Ms > ADMIN_GOAL_MS).map((r) => `admin ${r.api}: p95 ${r.p95Ms} ms > ${ADMIN_GOAL_MS}`);
}

// ── Admin lists at scale (part of `--only=scale`) ───────────────────────────

/** The resident memory of the server's workerd processes (KB), read from /proc (Linux). */
function workerdRssKB(group: number): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state, ppid, pgrp …
      const [, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) !== group || !stat.includes("(workerd)")) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {} // a process that ended meanwhile
  }
  return total;
}

/** The 100,000-row CSV export: its rows, size and time, and workerd's memory before and at its peak. */
type ExportFigures = {
  rows: number;
  leadsStored: number;
  MB: number;
  seconds: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  /** workerd's memory when a quarter, half, three quarters and all of the rows had arrived: flat if the file is never held. */
  rssByQuarterMB: string;
};

export type AdminListsReport = { lists: AdminRow[]; export: ExportFigures | null };

/**
 * Each admin list's first page (and a search, and a page deep in the list) over the seeded volume,
 * one request at a time; then every lead of the two years as one CSV (reports/export, all kinds),
 * read as it streams, with workerd's resident memory sampled meanwhile.
 */
export async function benchAdminLists(base: string, state: string, group: number | undefined): Promise<AdminListsReport> {
  const now = await seedVolume(state);
  const cookie = await signIn(base);
  const lists: [string, string][] = [
    ["inquiries (40,000)", "/api/inquiries"],
    ...Object.entries(KIND)
      .filter(([table]) => table !== "inquiries")
      .map(([table, kind]): [string, string] => [
        `leads/${kind} (${LEADS[table as Table].toLocaleString("en")})`,
        `/api/admin/leads/${kind}`,
      ]),
    ["blog (1,000+)", "/api/admin/blog"],
    ["blog by title", "/api/admin/blog?sort=title"],
    ["projects", "/api/admin/projects"],
    ["media", "/api/admin/media"],
    ["inquiries, oldest first", "/api/inquiries?sort=oldest"],
    ["inquiries, search", "/api/inquiries?q=lead%2039999"],
  ];
  const rows: AdminRow[] = [];
  for (const [name, path] of lists) rows.push(await timeRequests(base, cookie, name, path, !name.includes("search")));
  // A page deep in the list: follow 20 cursors, then time the 21st page.
  let cursor = "";
  for (let i = 0; i < 20; i++) {
    const page = (await (await fetch(`${base}/api/inquiries${cursor}`, { headers: { Cookie: cookie } })).json()) as { nextCursor: string };
    cursor = `?cursor=${encodeURIComponent(page.nextCursor)}`;
  }
  rows.push(await timeRequests(base, cookie, "inquiries, page 21", `/api/inquiries${cursor}`, true));

  // The seeded leads span 730 days back from now: one more day covers the oldest in any time zone.
  const from = new Date(now - 731 * DAY).toISOString().slice(0, 10);
  const to = new Date(now).toISOString().slice(0, 10);
  const path = `/api/admin/reports/export?tz=UTC&from=${from}&to=${to}&kind=all`;
  // Every lead stored: the seeded ones and the demo content's.
  const counts = (await (await fetch(`${base}/api/admin/dashboard`, { headers: { Cookie: cookie } })).json()) as Record<string, number>;
  const leadsStored = ["inquiries", "projectRequests", "contractorApplications", "partnerRequests", "affiliates", "merchQuotes"]
    .map((key) => counts[key] ?? 0)
    .reduce((a, b) => a + b, 0);
  const rssBefore = group === undefined ? 0 : workerdRssKB(group);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    if (group !== undefined) rssPeak = Math.max(rssPeak, workerdRssKB(group));
  }, 50);
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
  let bytes = 0;
  let lines = 0;
  const byQuarter: number[] = [];
  for await (const chunk of res.body ?? []) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
    if (group !== undefined && lines >= ((byQuarter.length + 1) / 4) * leadsStored) byQuarter.push(workerdRssKB(group));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const figures =
    res.ok && group !== undefined
      ? {
          rows: lines - 1, // less the header
          leadsStored,
          MB: +(bytes / 1024 / 1024).toFixed(1),
          seconds: +seconds.toFixed(1),
          rssBeforeMB: +(rssBefore / 1024).toFixed(0),
          rssPeakMB: +(rssPeak / 1024).toFixed(0),
          rssByQuarterMB: byQuarter.map((kb) => (kb / 1024).toFixed(0)).join(" / "),
        }
      : null;
  return { lists: rows, export: figures };
}

/** Prints the admin lists' figures; answers the goals not met (first pages' p95 within ADMIN_GOAL_MS, every lead exported). */
export function printAdminListsReport(report: AdminListsReport): string[] {
  console.log(`\nAdmin lists at scale (${TOTAL_LEADS.toLocaleString("en")} leads; ms per request, one at a time, on loopback)`);
  console.table(report.lists);
  const goals = report.lists
    .filter((r) => r.panel && r.p95Ms > ADMIN_GOAL_MS)
    .map((r) => `admin list ${r.api}: p95 ${r.p95Ms} ms > ${ADMIN_GOAL_MS}`);
  if (!report.export) return [...goals, "admin lists at scale: the CSV export failed"];
  console.log("\nEvery lead as one CSV (reports/export, all kinds, streamed); workerd's resident memory before and at its peak");
  console.table([report.export]);
  if (report.export.rows !== report.export.leadsStored)
    goals.push(`CSV export: ${report.export.rows} rows of ${report.export.leadsStored} leads`);
  return goals;
}
