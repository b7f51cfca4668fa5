/**
 * The Reports tab's API and the calendar under it: an inclusive date range in the admin's time
 * zone (edges at midnight, a month end and a DST change), counted by hand from the fixtures below.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReportSummary } from "#contract/analytics.ts";
import { addDays, instantRange, isTimeZone, localDate, mondayOf, startOfDay } from "#contract/calendar.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";
import { seedContent } from "./support/content-fixtures";

let token: string;
const H = 3_600_000;

/** Inquiry ids by name, for reading the CSV. */
const ids: Record<string, number> = {};

async function inquiry(name: string, at: string, respondedAfterMs: number | null): Promise<void> {
  const created = Date.parse(at);
  const row = await env.DB.prepare(
    "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, responded, responded_at, created_at) VALUES (?, 'Fixture', ?, 'solar', 'About a rooftop array.', ?, ?, ?) RETURNING id",
  )
    .bind(
      name,
      `${name.toLowerCase().replace(/[^a-z]/g, "")}@example.org`,
      respondedAfterMs === null ? 0 : 1,
      respondedAfterMs === null ? null : created + respondedAfterMs,
      created,
    )
    .first<{ id: number }>();
  ids[name] = row?.id ?? 0;
}

async function notification(kind: string, leadId: number, status: string, at: string): Promise<void> {
  await env.DB.prepare("INSERT INTO lead_notifications (lead_kind, lead_id, status, created_at) VALUES (?, ?, ?, ?)")
    .bind(kind, leadId, status, Date.parse(at))
    .run();
}

beforeAll(async () => {
  token = await signToken(await installTestKeys());
  await seedContent();
  // March 2026 in Europe/Dublin: GMT until 01:00 UTC on Sunday 29 March, then IST (UTC+1).
  await inquiry("Aoife", "2026-02-28T23:59:59.999Z", null); // 28 Feb 23:59:59.999 local: before
  await inquiry("Brian", "2026-03-01T00:00:00.000Z", 1 * H); // 1 Mar 00:00 local: first instant in
  await inquiry("Ciaran", "2026-03-15T12:00:00.000Z", null); // pending, in
  await inquiry("Deirdre", "2026-03-29T00:30:00.000Z", 3 * H); // the DST day, before the change: in
  await inquiry("=Eamon", "2026-03-31T22:59:59.999Z", 10 * H); // 31 Mar 23:59:59.999 IST: last instant in
  await inquiry("Fionn", "2026-03-31T23:00:00.000Z", 2 * H); // 1 Apr 00:00 IST: after
  await env.DB.prepare(
    "INSERT INTO project_requests (name, email, phone, project_type, location, created_at) VALUES ('Gearoid Fixture', 'g@example.org', '+353 1 555 0101', 'solar', 'Cork', ?), ('Late Fixture', 'l@example.org', '+353 1 555 0102', 'solar', 'Cork', ?)",
  )
    .bind(Date.parse("2026-03-10T09:00:00Z"), Date.parse("2026-04-01T00:00:00Z"))
    .run();
  await env.DB.prepare(
    "INSERT INTO merch_quotes (kind, contact_name, email, requirements, created_at) VALUES ('custom', 'Hugh Fixture', 'h@example.org', '40 jackets', ?)",
  )
    .bind(Date.parse("2026-03-31T22:00:00Z"))
    .run();
  await notification("inquiries", ids.Brian ?? 0, "sent", "2026-03-01T00:00:01Z");
  await notification("inquiries", ids.Ciaran ?? 0, "sent", "2026-03-15T12:00:01Z");
  await notification("inquiries", ids.Deirdre ?? 0, "failed", "2026-03-29T00:30:01Z");
  await notification("project-requests", 1, "pending", "2026-03-10T09:00:01Z");
  await notification("inquiries", ids.Fionn ?? 0, "sent", "2026-03-31T23:00:01Z"); // 1 Apr local: out
  await env.DB.prepare(
    "INSERT INTO post_view_days (post_id, day, views) VALUES (1, '2026-03-02', 5), (1, '2026-03-31', 2), (1, '2026-04-01', 50), (2, '2026-03-15', 6), (2, '2026-02-28', 90)",
  ).run();
});

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const march = { tz: "Europe/Dublin", from: "2026-03-01", to: "2026-03-31" };

describe("the calendar in the admin's time zone", () => {
  it("starts days at local midnight, also across DST changes", () => {
    expect(new Date(startOfDay("2026-03-29", "Europe/Dublin")).toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(new Date(startOfDay("2026-03-30", "Europe/Dublin")).toISOString()).toBe("2026-03-29T23:00:00.000Z");
    // New York falls back on 1 November 2026: a 25-hour day.
    expect(startOfDay("2026-11-02", "America/New_York") - startOfDay("2026-11-01", "America/New_York")).toBe(25 * H);
    // Santiago skips midnight on 6 September 2026 (00:00 → 01:00): the day begins at 01:00 local.
    expect(new Date(startOfDay("2026-09-06", "America/Santiago")).toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(localDate(startOfDay("2026-09-06", "America/Santiago") - 1, "America/Santiago")).toBe("2026-09-05");
  });

  it("starts weeks on Monday and keeps ranges inclusive", () => {
    expect(mondayOf("2026-11-01")).toBe("2026-10-26"); // a Sunday
    expect(mondayOf("2026-10-26")).toBe("2026-10-26");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    // The week with Dublin's spring change is an hour short.
    const week = instantRange("2026-03-23", "2026-03-29", "Europe/Dublin");
    expect(week.end - week.start).toBe(167 * H);
    expect(isTimeZone("Europe/Dublin")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("GET /api/admin/reports/summary", () => {
  it("counts the leads of an inclusive range in the admin's time zone, with response times, notifications and top posts", async () => {
    const res = await adminFetch(`/api/admin/reports/summary${query(march)}`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const summary = (await res.json()) as ReportSummary;
    expect(summary.period).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    // Brian, Ciaran, Deirdre, Eamon; Gearoid's request; Hugh's quote.
    expect(Object.fromEntries(summary.counts.map((c) => [c.kind, c.count]))).toEqual({
      inquiries: 4,
      "project-requests": 1,
      "contractor-applications": 0,
      "partner-requests": 0,
      affiliates: 0,
      "merch-quotes": 1,
    });
    expect(summary.total).toBe(6);
    // Responded after 1 h, 3 h and 10 h: the median is 3 h. Ciaran is pending.
    expect(summary.inquiries).toEqual({ received: 4, pending: 1, responded: 3, medianResponseMs: 3 * H });
    expect(summary.notifications).toEqual({ sent: 2, failed: 1, pending: 1, cancelled: 0 });
    // Views on 2 and 31 March (7) beat 15 March (6); 1 April and 28 February are outside.
    expect(summary.topPosts.map((p) => [p.id, p.views])).toEqual([
      [1, 7],
      [2, 6],
    ]);
  });

  it("counts the same dates differently in another time zone", async () => {
    const summary = (await (
      await adminFetch(`/api/admin/reports/summary${query({ ...march, tz: "UTC" })}`, token)
    ).json()) as ReportSummary;
    // In UTC, Fionn (23:00 on 31 March) is inside; an even count of responses averages the middle two (2 h and 3 h).
    expect(summary.inquiries).toEqual({ received: 5, pending: 1, responded: 4, medianResponseMs: 2.5 * H });
  });

  it("covers a single day from its first to its last instant", async () => {
    const summary = (await (
      await adminFetch(`/api/admin/reports/summary${query({ tz: "Europe/Dublin", from: "2026-03-31", to: "2026-03-31" })}`, token)
    ).json()) as ReportSummary;
    expect(summary.counts.find((c) => c.kind === "inquiries")?.count).toBe(1); // Eamon only
    expect(summary.counts.find((c) => c.kind === "merch-quotes")?.count).toBe(1);
  });

  it("refuses a bad zone, date, order, length or kind with the parameter's message", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: "2026-03-01", to: "2026-03-31" }, "tz"],
      [{ ...march, tz: "Mars/Olympus_Mons" }, "tz"],
      [{ ...march, from: "2026-02-30" }, "from"],
      [{ ...march, from: "2026-04-01" }, "to"],
      [{ ...march, from: "2020-01-01" }, "from"],
      [{ ...march, kind: "everything" }, "kind"],
    ];
    for (const [params, field] of cases) {
      const res = await adminFetch(`/api/admin/reports/summary${query(params)}`, token);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; issues: Record<string, string> };
      expect(Object.keys(body.issues)).toEqual([field]);
      expect(body.message).toBe(body.issues[field]);
    }
  });
});

describe("report parameters at their edges (issue 29 F3)", () => {
  const DAY_MESSAGE = "Use a date from 2000-01-01 to 2099-12-31, written YYYY-MM-DD.";
  const edges: [string, Record<string, string>, Record<string, string>][] = [
    ["only a zone", { tz: "UTC" }, { from: DAY_MESSAGE, to: DAY_MESSAGE }],
    ["a zone and a start", { tz: "UTC", from: "2026-03-01" }, { to: DAY_MESSAGE }],
    ["a malformed start", { ...march, from: "abc" }, { from: DAY_MESSAGE }],
    ["a malformed end", { ...march, to: "2026-3-31" }, { to: DAY_MESSAGE }],
    ["both malformed", { ...march, from: "x", to: "y" }, { from: DAY_MESSAGE, to: DAY_MESSAGE }],
    ["the last days of year 9999", { ...march, from: "9999-12-30", to: "9999-12-31" }, { from: DAY_MESSAGE, to: DAY_MESSAGE }],
    ["a year under 1000", { ...march, from: "0100-01-01", to: "0100-01-31" }, { from: DAY_MESSAGE, to: DAY_MESSAGE }],
    ["year 0999", { ...march, from: "0999-12-01" }, { from: DAY_MESSAGE }],
    ["the day before the window", { ...march, from: "1999-12-31", to: "2000-01-01" }, { from: DAY_MESSAGE }],
    ["the day after the window", { ...march, from: "2099-12-31", to: "2100-01-01" }, { to: DAY_MESSAGE }],
    [
      "a bad zone and bad dates",
      { tz: "Nowhere/Else", from: "abc", to: "" },
      { tz: "Send a time zone such as Europe/Dublin (tz).", from: DAY_MESSAGE, to: DAY_MESSAGE },
    ],
  ];

  it.each(edges)("answers %s with 400 and a message per parameter, never 500", async (_, params, issues) => {
    for (const path of ["/api/admin/reports/summary", "/api/admin/reports/export"]) {
      const res = await adminFetch(`${path}${query(params)}`, token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { issues: Record<string, string> }).issues).toEqual(issues);
    }
  });

  it("answers a repeated or an oversized parameter with 400", async () => {
    for (const search of [`${query(march)}&from=2026-03-02`, `${query(march)}&tz=UTC`, query({ ...march, tz: "A".repeat(5000) })]) {
      const res = await adminFetch(`/api/admin/reports/summary${search}`, token);
      expect(res.status).toBe(400);
      await res.body?.cancel();
    }
  });

  it("accepts the first and the last day of the window", async () => {
    const res = await adminFetch(`/api/admin/reports/summary${query({ tz: "UTC", from: "2097-01-01", to: "2099-12-31" })}`, token);
    expect(res.status).toBe(200);
    const first = await adminFetch(`/api/admin/reports/summary${query({ tz: "UTC", from: "2000-01-01", to: "2000-01-01" })}`, token);
    expect(first.status).toBe(200);
    await Promise.all([res.body?.cancel(), first.body?.cancel()]);
  });

  it("echoes a zone's canonical name, whatever its case", async () => {
    const spellings: [string, string][] = [
      ["utc", "UTC"],
      ["europe/dublin", "Europe/Dublin"],
      ["AMERICA/DENVER", "America/Denver"],
    ];
    for (const [tz, canonical] of spellings) {
      const summary = await adminFetch(`/api/admin/reports/summary${query({ ...march, tz })}`, token);
      expect(summary.status).toBe(200);
      expect(((await summary.json()) as ReportSummary).tz).toBe(canonical);
      const leads = await adminFetch(`/api/admin/analytics/leads${query({ tz })}`, token);
      expect(leads.status).toBe(200);
      expect(((await leads.json()) as { tz: string }).tz).toBe(canonical);
    }
  });

  it("answers every analytics panel's bad zone with 400", async () => {
    for (const panel of ["leads", "inquiries", "content", "notifications"]) {
      for (const search of ["", "?tz=", "?tz=Nowhere/Else", `?tz=${"x".repeat(300)}`]) {
        const res = await adminFetch(`/api/admin/analytics/${panel}${search}`, token);
        expect(res.status).toBe(400);
        await res.body?.cancel();
      }
    }
  });
});

describe("GET /api/admin/reports/export", () => {
  it("downloads one kind's leads of the range with that list's columns, formulas neutralised", async () => {
    const res = await adminFetch(`/api/admin/reports/export${query({ ...march, kind: "inquiries" })}`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="kilbride-inquiries-2026-03-01-to-2026-03-31.csv"');
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"ID","Received (Europe/Dublin)","Name","Email","Company","Type","Message","Status","Status Changed By","Owner","Held","Admin Notes","Sent From","Landing Page","Referrer","UTM Source","UTM Medium","UTM Campaign","UTM Term","UTM Content"',
    );
    // Newest first: Eamon (his name made harmless), Deirdre, Ciaran, Brian.
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(
      [ids["=Eamon"], ids.Deirdre, ids.Ciaran, ids.Brian].map((id) => `"${id}"`),
    );
    // The last minute of March on Dublin's clock (summer time, UTC+1), as spreadsheets read dates.
    expect(lines[1]).toContain(`"2026-03-31 23:59","'=Eamon Fixture"`);
    // Ciaran is still new; Brian, stored answered, is responded in the workflow too.
    expect(lines[3]).toContain('"New"');
    expect(lines[4]).toContain('"Responded"');
  });

  it("downloads every kind with the columns they share", async () => {
    const res = await adminFetch(`/api/admin/reports/export${query(march)}`, token);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="kilbride-leads-2026-03-01-to-2026-03-31.csv"');
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    // Every field of every kind, one column per label, then the workflow and the source.
    expect(
      lines[0]?.startsWith('"Kind","ID","Received (Europe/Dublin)","Name","Email","Company","Type","Message","Phone","Project Type"'),
    ).toBe(true);
    expect(lines[0]).toContain('"Contact","Requirements","Items","Subtotal"');
    expect(
      lines[0]?.endsWith(
        `"Admin Notes","Sent From","Landing Page","Referrer","UTM Source","UTM Medium","UTM Campaign","UTM Term","UTM Content"`,
      ),
    ).toBe(true);
    const header = (lines[0] ?? "").split(",");
    const nameAt = header.indexOf('"Name"');
    const contactAt = header.indexOf('"Contact"');
    expect(lines.slice(1).map((line) => line.split(",")[line.startsWith('"Merchandise Quotes"') ? contactAt : nameAt])).toEqual([
      '"\'=Eamon Fixture"',
      '"Hugh Fixture"',
      '"Deirdre Fixture"',
      '"Ciaran Fixture"',
      '"Gearoid Fixture"',
      '"Brian Fixture"',
    ]);
    expect(lines[2]?.startsWith('"Merchandise Quotes",')).toBe(true);
  });

  it("answers a header alone for a range without leads", async () => {
    const res = await adminFetch(
      `/api/admin/reports/export${query({ tz: "UTC", from: "2025-01-01", to: "2025-01-31", kind: "affiliates" })}`,
      token,
    );
    // The byte-order mark stays (text() would drop it), so Excel reads UTF-8.
    expect(new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(await res.arrayBuffer())).toBe(
      '\uFEFF"ID","Received (UTC)","Name","Email","Phone","Referral Code","Payout Address","How They Heard","Industry","Status","Status Changed By","Owner","Held","Admin Notes","Sent From","Landing Page","Referrer","UTM Source","UTM Medium","UTM Campaign","UTM Term","UTM Content"\r\n',
    );
  });
});
