/**
 * The inbox's second round (issue 31; ADR 263, 264, 269): spam apart from the workflow, reversible
 * both ways and left out of every view and total but its own; counts kept by triggers that equal a
 * recount; every sort paged by its cursor without loss or repeat; the ticked leads as one CSV; the
 * dashboard's unread counts and newest leads; the old `?lead=` links redirected to the lead's page.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { DashboardCounts } from "#contract/admin.ts";
import type { InboxPage, InboxSummary, LeadChangeResult, LeadDetail, LeadSpamResult } from "#contract/lead-inbox.ts";
import { adminFetch, installTestKeys, signToken, type TestKeys } from "./support/access-keys";
import { jsonAnswer as json } from "./support/json-answer";
import { submit } from "./support/notification-stand-ins";

const AOIFE = "aoife.admin@kilbride.example";
const BRIAN = "brian.admin@kilbride.example";
const CIARA = "ciara.admin@kilbride.example";

let keys: TestKeys;
beforeAll(async () => {
  keys = await installTestKeys();
});

async function as(email: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return adminFetch(path, await signToken(keys, { claims: { email } }), {
    method: init.method ?? "GET",
    ...(init.body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(init.body) }),
  });
}

const inbox = (email: string, query = "") => as(email, `/api/admin/inbox${query}`).then((r) => json<InboxPage>(r));
const detail = (email: string, kind: string, id: number) => as(email, `/api/admin/inbox/${kind}/${id}`).then((r) => json<LeadDetail>(r));
const spam = (kind: string, id: number, on: boolean) =>
  as(AOIFE, `/api/admin/inbox/${kind}/${id}/spam`, { method: on ? "POST" : "DELETE" }).then((r) => json<LeadSpamResult>(r));
const dashboard = () => as(AOIFE, "/api/admin/dashboard").then((r) => json<DashboardCounts>(r));

async function sendInquiry(lastName: string): Promise<number> {
  const res = await submit(
    "/api/contact",
    { firstName: "Orla", lastName, email: `${lastName.toLowerCase()}@example.org`, inquiryType: "solar", message: "A roof in Cork." },
    env,
  );
  return (await json<{ id: number }>(res, 201)).id;
}

async function insert(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...binds)
    .first<{ id: number }>();
  if (!row) throw new Error("insert returned no id");
  return row.id;
}

// A verified lead owes two e-mails (ADR 301): the team's and the visitor's acknowledgement.
const EMAILS_PER_LEAD = 2;
const notificationsOf = async (kind: string, id: number) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM lead_notifications WHERE lead_kind = ? AND lead_id = ?")
      .bind(kind, id)
      .first<{ n: number }>()
  )?.n;

describe("spam", () => {
  it("is marked apart from the status, leaves every view and total but Spam, and is undone both ways", async () => {
    const id = await sendInquiry("Spammer");
    await json<LeadChangeResult>(await as(AOIFE, `/api/admin/inbox/inquiries/${id}`, { method: "PATCH", body: { status: "responded" } }));
    const before = await inbox(AOIFE);
    const totalsBefore = await dashboard();
    expect(before.items.map((r) => r.id)).toContain(id);

    const marked = await spam("inquiries", id, true);
    expect(marked).toEqual({ spam: true, held: "spam", previous: { spam: false } });
    const after = await inbox(AOIFE);
    expect(after.items.find((r) => r.kind === "inquiries" && r.id === id)).toBeUndefined();
    expect(after.counts.byView.all).toBe(before.counts.byView.all - 1);
    expect(after.counts.byView.responded).toBe(before.counts.byView.responded - 1);
    expect(after.counts.byView.spam).toBe(before.counts.byView.spam + 1);
    expect(after.counts.byKind.inquiries.total).toBe(before.counts.byKind.inquiries.total - 1);
    const spamView = await inbox(AOIFE, "?view=spam");
    expect(spamView.items.find((r) => r.id === id && r.kind === "inquiries")).toMatchObject({ held: "spam", status: "responded" });
    expect(spamView.total).toBe(after.counts.byView.spam);
    // The dashboard's totals leave it out as they leave out the bot check's held leads.
    expect((await dashboard()).inquiries).toBe(totalsBefore.inquiries - 1);
    // The status is kept: spam is not a status.
    expect((await detail(AOIFE, "inquiries", id)).status).toBe("responded");
    // Marking again changes nothing.
    expect(await spam("inquiries", id, true)).toEqual({ spam: true, held: "spam", previous: { spam: true } });

    // Undo ("Not spam"): back in the lists with its status; its e-mail was sent already, so no second one.
    expect(await spam("inquiries", id, false)).toEqual({ spam: false, held: null, previous: { spam: true } });
    const undone = await inbox(AOIFE);
    expect(undone.items.find((r) => r.kind === "inquiries" && r.id === id)).toMatchObject({ status: "responded", held: null });
    expect({ ...undone.counts.byView, unread: 0 }).toEqual({ ...before.counts.byView, unread: 0 });
    // Read once Aoife opened it above.
    expect(undone.counts.byView.unread).toBe(before.counts.byView.unread - 1);
    expect((await dashboard()).inquiries).toBe(totalsBefore.inquiries);
    expect(await notificationsOf("inquiries", id)).toBe(EMAILS_PER_LEAD);
  });

  it("holds the bot check's leads: Not spam releases one (its e-mail written once), and undo marks it spam again", async () => {
    const id = await insert(
      "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, held_reason) VALUES ('Held', 'Bot', 'bot@example.org', 'solar', 'Buy now', 'no-token')",
    );
    expect((await inbox(AOIFE, "?view=spam")).items.find((r) => r.id === id && r.kind === "inquiries")?.held).toBe("no-token");
    expect((await inbox(AOIFE)).items.find((r) => r.id === id && r.kind === "inquiries")).toBeUndefined();
    expect(await notificationsOf("inquiries", id)).toBe(0);

    expect(await spam("inquiries", id, false)).toEqual({ spam: false, held: null, previous: { spam: true } });
    expect(await notificationsOf("inquiries", id)).toBe(EMAILS_PER_LEAD);
    expect(await spam("inquiries", id, true)).toMatchObject({ spam: true, held: "spam" });
    expect(await spam("inquiries", id, false)).toMatchObject({ spam: false });
    expect(await notificationsOf("inquiries", id)).toBe(EMAILS_PER_LEAD);

    expect((await as(AOIFE, "/api/admin/inbox/inquiries/999999/spam", { method: "POST" })).status).toBe(404);
    expect((await as(AOIFE, "/api/admin/inbox/nothing/1/spam", { method: "DELETE" })).status).toBe(404);
    expect((await adminFetch(`/api/admin/inbox/inquiries/${id}/spam`, null, { method: "POST" })).status).toBe(401);
  });

  it("is left out of a report's export, and Delete stays its own action", async () => {
    const id = await sendInquiry("Reported");
    await spam("inquiries", id, true);
    const today = new Date().toISOString().slice(0, 10);
    const csv = await (await as(AOIFE, `/api/admin/reports/export?tz=UTC&from=${today}&to=${today}&kind=all`)).text();
    expect(csv).not.toContain("reported@example.org");
    expect(csv).toContain("spammer@example.org");
    expect((await as(AOIFE, `/api/admin/inbox/inquiries/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await inbox(AOIFE, "?view=spam")).items.find((r) => r.id === id && r.kind === "inquiries")).toBeUndefined();
  });
});

/** Every lead's (kind, status, spam) as stored, counted without the counters. */
async function recount() {
  const kinds = {
    inquiries: "inquiries",
    "project-requests": "project_requests",
    "contractor-applications": "contractor_applications",
    "partner-requests": "partner_requests",
    affiliates: "affiliates",
    "merch-quotes": "merch_quotes",
  };
  const out: Record<string, number> = {};
  for (const [kind, table] of Object.entries(kinds)) {
    const { results } = await env.DB.prepare(
      `SELECT coalesce(w.status, 'new') AS status, l.held_reason IS NOT NULL AS spam, count(*) AS n FROM ${table} l LEFT JOIN lead_workflow w ON w.lead_kind = ? AND w.lead_id = l.id GROUP BY 1, 2`,
    )
      .bind(kind)
      .all<{ status: string; spam: number; n: number }>();
    for (const r of results) out[`${kind}/${r.status}/${r.spam}`] = r.n;
  }
  return out;
}

async function counters() {
  const { results } = await env.DB.prepare("SELECT lead_kind, status, spam, n FROM lead_counts WHERE n <> 0").all<{
    lead_kind: string;
    status: string;
    spam: number;
    n: number;
  }>();
  return Object.fromEntries(results.map((r) => [`${r.lead_kind}/${r.status}/${r.spam}`, r.n]));
}

describe("the counts (ADR 264)", () => {
  it("kept by the triggers, equal a recount after stores, status changes, spam, bulk actions and deletes", async () => {
    const a = await sendInquiry("Counted");
    const b = await insert(
      "INSERT INTO merch_quotes (kind, contact_name, email, requirements, held_reason) VALUES ('custom', 'Bot', 'b@example.org', 'x', 'failed')",
    );
    const c = await insert(
      "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, responded) VALUES ('Was', 'Answered', 'w@example.org', 'solar', 'Old one', 1)",
    );
    await as(AOIFE, `/api/admin/inbox/inquiries/${a}`, { method: "PATCH", body: { status: "closed" } });
    await detail(BRIAN, "inquiries", c);
    await as(AOIFE, "/api/admin/inbox/bulk", {
      method: "POST",
      body: {
        action: "responded",
        leads: [
          { kind: "inquiries", id: a },
          { kind: "merch-quotes", id: b },
        ],
      },
    });
    await spam("merch-quotes", b, false);
    await spam("inquiries", c, true);
    await as(AOIFE, `/api/inquiries/${a}/respond`, { method: "PATCH" });
    expect(await counters()).toEqual(await recount());
    await as(AOIFE, "/api/admin/inbox/bulk", { method: "POST", body: { action: "delete", leads: [{ kind: "inquiries", id: c }] } });
    await as(AOIFE, `/api/admin/inbox/merch-quotes/${b}`, { method: "DELETE" });
    expect(await counters()).toEqual(await recount());

    // The inbox's counts without a search (from the counters) and with one that every lead matches agree.
    const plain = await inbox(CIARA);
    await detail(CIARA, "inquiries", a);
    const opened = await inbox(CIARA);
    expect(opened.counts.byKind.inquiries.unread).toBe(plain.counts.byKind.inquiries.unread - 1);
    const all = (await env.DB.prepare("SELECT count(*) AS n FROM inquiries WHERE held_reason IS NULL").first<{ n: number }>())?.n;
    expect(opened.counts.byKind.inquiries.total).toBe(all);
  });

  // ADR 258: a lead list's total without a search, and the dashboard's leads, come from the
  // counters; with a search, from the rows. Both must be what a count of the table says.
  it("give each lead list's total and the dashboard's leads, equal to a count of the rows after writes", async () => {
    const total = async (path: string) => (await as(AOIFE, path).then((r) => json<{ total: number }>(r))).total;
    const rows = async (table: string, where = "1") =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).first<{ n: number }>())?.n;
    const a = await sendInquiry("Listed");
    const b = await sendInquiry("Spammed");
    await insert(
      "INSERT INTO merch_quotes (kind, contact_name, email, requirements, held_reason) VALUES ('custom', 'Bot', 'x@example.org', 'x', 'failed')",
    );
    await spam("inquiries", b, true);
    await as(AOIFE, `/api/admin/inbox/inquiries/${a}`, { method: "DELETE" });
    for (const [path, table] of [
      ["/api/inquiries", "inquiries"],
      ["/api/admin/leads/inquiries", "inquiries"],
      ["/api/admin/leads/merch-quotes", "merch_quotes"],
    ] as const) {
      expect(await total(path), path).toBe(await rows(table));
      // Every lead matches "@": the total of a search is counted from the rows.
      expect(await total(`${path}?q=%40`), path).toBe(await rows(table, "instr(email, '@') > 0"));
    }
    const counts = await dashboard();
    expect(counts.inquiries).toBe(await rows("inquiries", "held_reason IS NULL"));
    expect(counts.merchQuotes).toBe(await rows("merch_quotes", "held_reason IS NULL"));
  });
});

describe("sorting (ADR 269)", () => {
  const marker = "sortrun";
  type Lead = { kind: string; id: number; at: number; name: string; status: string };
  const leads: Lead[] = [];

  beforeAll(async () => {
    // 70 leads of three kinds, many at one instant, names in mixed case, some moved on in the workflow.
    const base = Date.UTC(2025, 5, 1, 9, 0);
    const names = ["alder", "Birch", "cedar", "Alder", "elm", "Fir", "birch"];
    for (let i = 0; i < 70; i++) {
      const at = base + (i % 4) * 60_000;
      const name = `${names[i % names.length]} ${i % 3}`;
      const kind = ["inquiries", "project-requests", "merch-quotes"][i % 3] as string;
      const id =
        kind === "inquiries"
          ? await insert(
              "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, created_at) VALUES (?, ?, 's@example.org', 'solar', ?, ?)",
              name.split(" ")[0],
              name.split(" ")[1],
              marker,
              at,
            )
          : kind === "project-requests"
            ? await insert(
                "INSERT INTO project_requests (name, email, phone, project_type, location, notes, created_at) VALUES (?, 's@example.org', '+1 303 555 0100', 'solar', 'Denver', ?, ?)",
                name,
                marker,
                at,
              )
            : await insert(
                "INSERT INTO merch_quotes (kind, contact_name, email, requirements, created_at) VALUES ('custom', ?, 's@example.org', ?, ?)",
                name,
                marker,
                at,
              );
      leads.push({ kind, id, at, name, status: "new" });
    }
    const statuses = ["read", "responded", "closed"];
    for (const [n, lead] of leads.entries()) {
      if (n % 5 !== 0) continue;
      lead.status = statuses[n % 3] as string;
      await as(AOIFE, `/api/admin/inbox/${lead.kind}/${lead.id}`, { method: "PATCH", body: { status: lead.status } });
    }
  });

  const tie = (l: Lead) => `${l.kind}:${String(l.id).padStart(15, "0")}`;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const newest = (a: Lead, b: Lead) => b.at - a.at || cmp(tie(b), tie(a));
  const rank = (s: string) => ["new", "read", "responded", "closed"].indexOf(s);
  const expected: Record<string, (a: Lead, b: Lead) => number> = {
    newest,
    oldest: (a, b) => a.at - b.at || cmp(tie(a), tie(b)),
    name: (a, b) => cmp(a.name.toLowerCase(), b.name.toLowerCase()) || newest(a, b),
    kind: (a, b) => cmp(a.kind, b.kind) || newest(a, b),
    status: (a, b) => rank(a.status) - rank(b.status) || newest(a, b),
  };

  it.each(Object.keys(expected))("pages the %s order with its cursor: every lead once, counted as the API's total", async (sort) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: InboxPage = await inbox(AOIFE, `?q=${marker}&sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.total).toBe(70);
      seen.push(...page.items.map((r) => `${r.kind}:${r.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual([...leads].sort(expected[sort]).map((l) => `${l.kind}:${l.id}`));
  });

  it("pages a kind's own list by name without a search, and refuses a cursor of another order", async () => {
    const first = await inbox(AOIFE, "?kind=merch-quotes&sort=name");
    const names = first.items.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page = await inbox(AOIFE, `?q=${marker}&sort=name`);
    const wrong = await as(AOIFE, `/api/admin/inbox?q=${marker}&sort=oldest&cursor=${page.nextCursor}`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: "This page link is no longer valid: start again from the first page." });
    const bad = await as(AOIFE, "/api/admin/inbox?sort=price");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Choose newest, oldest, name, kind or status." });
  });
});

describe("export of the ticked leads", () => {
  it("is one CSV of those leads with the all-kinds file's columns, and refuses a malformed list", async () => {
    const one = await sendInquiry("Exported");
    const two = await insert(
      "INSERT INTO merch_quotes (kind, contact_name, email, requirements) VALUES ('custom', 'Niamh Byrne', 'niamh@example.org', '200 fleeces')",
    );
    await as(AOIFE, `/api/admin/inbox/inquiries/${one}/notes`, { method: "POST", body: { body: "Quote sent." } });
    const res = await as(AOIFE, `/api/admin/inbox/export?tz=Europe/Dublin&leads=inquiries:${one},merch-quotes:${two}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(/kilbride-selected-leads-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await res.text()).trim().split(/\r?\n/);
    const whole = (await (await as(AOIFE, "/api/admin/inbox/export?tz=Europe/Dublin")).text()).split(/\r?\n/);
    expect(lines[0]).toBe(whole[0]);
    expect(lines[0]).toContain("Received (Europe/Dublin)");
    expect(lines).toHaveLength(3);
    // Newest first: the quote was stored last.
    expect(lines[1]).toMatch(/^"Merchandise Quotes","\d+",/);
    expect(lines[1]).toContain("200 fleeces");
    expect(lines[2]).toContain("exported@example.org");
    expect(lines[2]).toContain("Quote sent.");

    for (const leads of [
      "",
      "inquiries",
      "inquiries:0",
      "nothing:1",
      Array.from({ length: 51 }, (_, i) => `inquiries:${i + 1}`).join(","),
    ]) {
      const bad = await as(AOIFE, `/api/admin/inbox/export?leads=${leads}`);
      expect(bad.status, leads).toBe(400);
      expect(await bad.json()).toMatchObject({ message: "Choose 1 to 50 leads as kind:id, separated by commas." });
    }
  });
});

describe("the dashboard's glance", () => {
  it("gives the admin's unread count per kind as the inbox counts it, and the newest leads without spam", async () => {
    const newest = await sendInquiry("Newest");
    const junk = await sendInquiry("Junk");
    await spam("inquiries", junk, true);
    const summary = await as(BRIAN, "/api/admin/inbox/summary").then((r) => json<InboxSummary>(r));
    // A glance is not a visit.
    expect(await env.DB.prepare("SELECT 1 FROM admin_inbox WHERE admin_email = ?").bind(BRIAN).first()).toBeNull();
    expect(summary.recent[0]).toMatchObject({ kind: "inquiries", id: newest, name: "Orla Newest", unread: true });
    expect(summary.recent.find((r) => r.id === junk && r.kind === "inquiries")).toBeUndefined();
    expect(summary.recent.length).toBeLessThanOrEqual(8);
    const page = await inbox(BRIAN);
    for (const [kind, n] of Object.entries(summary.unread)) expect(page.counts.byKind[kind as keyof typeof summary.unread].unread).toBe(n);
    expect(summary.totalUnread).toBe(Object.values(summary.unread).reduce((a, b) => a + b, 0));
    await detail(BRIAN, "inquiries", newest);
    const later = await as(BRIAN, "/api/admin/inbox/summary").then((r) => json<InboxSummary>(r));
    expect(later.unread.inquiries).toBe(summary.unread.inquiries - 1);
    expect(later.recent[0]).toMatchObject({ id: newest, unread: false, status: "read" });
    expect((await adminFetch("/api/admin/inbox/summary", null)).status).toBe(401);
  });
});

describe("links in e-mails already sent", () => {
  it("redirect /admin/inquiries?lead= and /admin/leads?kind=&lead= to the lead's page; the lists stay", async () => {
    const go = (path: string) => SELF.fetch(`https://kilbride.example${path}`, { redirect: "manual" });
    const inquiry = await go("/admin/inquiries?lead=15");
    expect(inquiry.status).toBe(302);
    expect(new URL(inquiry.headers.get("Location") ?? "", "https://x.example").pathname).toBe("/admin/leads/inquiries/15");
    const lead = await go("/admin/leads?kind=affiliates&lead=4");
    expect(lead.status).toBe(302);
    expect(new URL(lead.headers.get("Location") ?? "", "https://x.example").pathname).toBe("/admin/leads/affiliates/4");
    // Without a lead they are the lists, served as before (the page itself, not a redirect).
    for (const path of ["/admin/inquiries", "/admin/inquiries?lead=abc", "/admin/leads?kind=nothing&lead=4", "/admin/leads"]) {
      const res = await go(path);
      expect(res.status, path).not.toBe(302);
      expect(res.headers.get("Location"), path).toBeNull();
    }
  });
});
