/**
 * The leads inbox (docs/leads-inbox.md): every kind in one list with counts, per-admin unread
 * markers, the detail read with every field and source, status changes both ways (undo), owners,
 * notes, deletes that cancel unsent e-mails, and bulk actions, all through the Worker's API.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BulkResult, InboxPage, LeadChangeResult, LeadDetail, LeadNote } from "#contract/lead-inbox.ts";
import { leadReference } from "#contract/lead-reference.ts";
import { adminFetch, installTestKeys, signToken, type TestKeys } from "./support/access-keys";
import { jsonAnswer } from "./support/json-answer";
import { envWith, recordingMailer, recordingQueue, submit } from "./support/notification-stand-ins";

const AOIFE = "aoife.admin@kilbride.example";
const BRIAN = "brian.admin@kilbride.example";

let keys: TestKeys;
beforeAll(async () => {
  keys = await installTestKeys();
});

const tokenOf = (email: string) => signToken(keys, { claims: { email } });

async function as(email: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return adminFetch(path, await tokenOf(email), {
    method: init.method ?? "GET",
    ...(init.body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(init.body) }),
  });
}

const json = jsonAnswer;

const source = {
  page: "/blog/solar-for-cold-storage",
  landingPage: "/blog/solar-for-cold-storage?utm_source=newsletter",
  referrer: "https://news.example.org/issue-12",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "autumn-solar",
  utmTerm: null,
  utmContent: "hero-link",
};

const forms = {
  inquiries: {
    path: "/api/contact",
    body: {
      firstName: "Orla",
      lastName: "Quinlan",
      email: "orla@quinlan.example",
      company: "Quinlan Foods",
      inquiryType: "ev_charging",
      message: "Twelve chargers for our depot in Limerick, please.",
    },
  },
  "project-requests": {
    path: "/api/clients",
    body: {
      name: "Rachel Whitfield",
      email: "rachel@highplains.example",
      phone: "+1 (303) 555-0199",
      projectType: "solar",
      location: "Pueblo, Colorado",
    },
  },
  "merch-quotes": {
    path: "/api/merch/quotes",
    body: { kind: "custom", contactName: "Niamh Byrne", email: "niamh@byrne.example", requirements: "200 fleeces with our logo" },
  },
} as const;

type FormKind = keyof typeof forms;

async function send(kind: FormKind, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await submit(forms[kind].path, { ...forms[kind].body, ...extra }, env);
  const body = await json<{ id: number }>(res, 201);
  return body.id;
}

const inbox = (email: string, query = "") => as(email, `/api/admin/inbox${query}`).then((r) => json<InboxPage>(r));
const detail = (email: string, kind: string, id: number) => as(email, `/api/admin/inbox/${kind}/${id}`).then((r) => json<LeadDetail>(r));
const change = (email: string, kind: string, id: number, body: unknown) =>
  as(email, `/api/admin/inbox/${kind}/${id}`, { method: "PATCH", body }).then((r) => json<LeadChangeResult>(r));

describe("the inbox", () => {
  it("lists every kind newest first, unread per admin, with counts per kind and view; opening one reads it for that admin only", async () => {
    const inquiry = await send("inquiries");
    const project = await send("project-requests");
    const quote = await send("merch-quotes");

    const page = await inbox(AOIFE);
    expect(page.items.slice(0, 3).map((r) => [r.kind, r.id])).toEqual([
      ["merch-quotes", quote],
      ["project-requests", project],
      ["inquiries", inquiry],
    ]);
    expect(page.items[2]).toMatchObject({ name: "Orla Quinlan", email: "orla@quinlan.example", status: "new", unread: true, owner: null });
    expect(page.items[2]?.summary).toContain("Twelve chargers");
    expect(page.counts.byKind.inquiries).toMatchObject({ unread: 1 });
    expect(page.counts.byKind["merch-quotes"]).toMatchObject({ unread: 1 });
    expect(page.counts.byView).toMatchObject({ new: 3, unread: 3, read: 0 });

    // Aoife opens the inquiry: it is read for her and the team's status moves on; Brian still has it unread.
    const opened = await detail(AOIFE, "inquiries", inquiry);
    expect(opened.status).toBe("read");
    expect((await inbox(AOIFE)).items.find((r) => r.id === inquiry && r.kind === "inquiries")).toMatchObject({
      unread: false,
      status: "read",
    });
    const brian = await inbox(BRIAN);
    expect(brian.items.find((r) => r.id === inquiry && r.kind === "inquiries")).toMatchObject({ unread: true, status: "read" });
    expect(brian.counts.byKind.inquiries.unread).toBe(1);
    expect((await inbox(AOIFE)).counts.byKind.inquiries.unread).toBe(0);

    // Filters: one kind, one view, the search over the kind's own words.
    expect((await inbox(AOIFE, "?kind=merch-quotes")).items.map((r) => r.kind)).toEqual(["merch-quotes"]);
    expect((await inbox(AOIFE, "?view=unread")).items.map((r) => r.kind).sort()).toEqual(["merch-quotes", "project-requests"]);
    expect((await inbox(AOIFE, "?q=fleeces")).items.map((r) => r.id)).toEqual([quote]);
    expect((await inbox(AOIFE, "?q=limerick")).total).toBe(1);
    // The reference its sender was given (any case) finds that one lead, of its kind only.
    const reference = leadReference("merch-quotes", quote).toLowerCase();
    expect((await inbox(AOIFE, `?q=${reference}`)).items.map((r) => [r.kind, r.id])).toEqual([["merch-quotes", quote]]);
    expect((await inbox(AOIFE, `?kind=inquiries&q=${reference}`)).items).toEqual([]);
  });

  it("shows every field of a lead, its source and its notification, with 404 for none", async () => {
    const id = await send("inquiries", { source });
    const lead = await detail(AOIFE, "inquiries", id);
    expect(lead).toMatchObject({ kind: "inquiries", kindLabel: "Inquiries", name: "Orla Quinlan", email: "orla@quinlan.example", source });
    expect(lead.fields).toEqual([
      { key: "name", label: "Name", value: "Orla Quinlan" },
      { key: "email", label: "Email", value: "orla@quinlan.example" },
      { key: "company", label: "Company", value: "Quinlan Foods" },
      { key: "inquiryType", label: "Type", value: "EV Charging Infrastructure" },
      { key: "message", label: "Message", value: "Twelve chargers for our depot in Limerick, please." },
    ]);
    // The team's notification and the visitor's acknowledgement (ADR 301).
    expect(lead.notifications).toEqual([expect.objectContaining({ audience: "team" }), expect.objectContaining({ audience: "submitter" })]);
    expect((await as(AOIFE, "/api/admin/inbox/inquiries/999999")).status).toBe(404);
    expect((await as(AOIFE, "/api/admin/inbox/nothing/1")).status).toBe(404);
    expect((await as(AOIFE, "/api/admin/inbox/inquiries/abc")).status).toBe(404);
  });

  it("refuses bad queries and bodies with 400 JSON, and everything without Access", async () => {
    const bad = await as(AOIFE, "/api/admin/inbox?view=everything");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Choose one of the inbox's views." });
    expect((await as(AOIFE, "/api/admin/inbox?cursor=forged")).status).toBe(400);
    const id = await send("project-requests");
    const badStatus = await as(AOIFE, `/api/admin/inbox/project-requests/${id}`, { method: "PATCH", body: { status: "won" } });
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toMatchObject({ message: "Choose new, read, responded or closed." });
    expect((await as(AOIFE, `/api/admin/inbox/project-requests/${id}`, { method: "PATCH", body: {} })).status).toBe(400);
    expect(
      (await as(AOIFE, `/api/admin/inbox/project-requests/${id}`, { method: "PATCH", body: { owner: "not an address" } })).status,
    ).toBe(400);
    expect((await as(AOIFE, `/api/admin/inbox/project-requests/${id}/notes`, { method: "POST", body: { body: "  " } })).status).toBe(400);
    expect((await as(AOIFE, "/api/admin/inbox/bulk", { method: "POST", body: { action: "delete", leads: [] } })).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ kind: "inquiries", id: i + 1 }));
    expect((await as(AOIFE, "/api/admin/inbox/bulk", { method: "POST", body: { action: "read", leads: tooMany } })).status).toBe(400);
    for (const [path, method] of [
      ["/api/admin/inbox", "GET"],
      [`/api/admin/inbox/project-requests/${id}`, "GET"],
      [`/api/admin/inbox/project-requests/${id}`, "DELETE"],
    ] as const) {
      expect((await adminFetch(path, null, { method })).status).toBe(401);
    }
    expect(await env.DB.prepare("SELECT id FROM project_requests WHERE id = ?").bind(id).first()).not.toBeNull();
  });
});

describe("the workflow", () => {
  it("moves a status both ways (undo), keeps an inquiry's responded flag with it, and assigns owners", async () => {
    const id = await send("inquiries");
    const responded = await change(AOIFE, "inquiries", id, { status: "responded" });
    expect(responded).toEqual({ status: "responded", owner: null, previous: { status: "new", owner: null } });
    const flag = () => env.DB.prepare("SELECT responded, responded_by FROM inquiries WHERE id = ?").bind(id).first();
    expect(await flag()).toEqual({ responded: 1, responded_by: AOIFE });
    // The spec's inquiry list says the same.
    const listed = await as(AOIFE, `/api/inquiries?lead=${id}`).then((r) => json<{ items: { responded: boolean }[] }>(r));
    expect(listed.items[0]?.responded).toBe(true);

    // Undo: back to what it was, the flag too.
    const undone = await change(AOIFE, "inquiries", id, { status: responded.previous.status });
    expect(undone.status).toBe("new");
    expect(await flag()).toEqual({ responded: 0, responded_by: null });
    // The first open makes it read; "Mark new" then holds, however often it is opened again.
    expect((await detail(AOIFE, "inquiries", id)).status).toBe("read");
    expect((await change(AOIFE, "inquiries", id, { status: "new" })).previous.status).toBe("read");
    expect((await detail(AOIFE, "inquiries", id)).status).toBe("new");

    await change(BRIAN, "inquiries", id, { status: "closed" });
    expect(await detail(AOIFE, "inquiries", id)).toMatchObject({ status: "closed", statusBy: BRIAN });

    // Owner: assigned, changed, cleared; the "mine" view follows.
    expect(await change(AOIFE, "inquiries", id, { owner: BRIAN })).toMatchObject({ owner: BRIAN, previous: { owner: null } });
    expect((await inbox(BRIAN, "?view=mine")).items.map((r) => r.id)).toContain(id);
    expect((await inbox(AOIFE, "?view=mine")).items.map((r) => r.id)).not.toContain(id);
    expect(await change(AOIFE, "inquiries", id, { owner: null })).toMatchObject({ owner: null, status: "closed" });

    // The spec's "Mark Responded" moves a new inquiry's workflow too.
    const other = await send("inquiries");
    expect((await as(AOIFE, `/api/inquiries/${other}/respond`, { method: "PATCH" })).status).toBe(200);
    expect((await detail(AOIFE, "inquiries", other)).status).toBe("responded");
  });

  it("keeps notes with their author and time, oldest first", async () => {
    const id = await send("merch-quotes");
    const first = await as(AOIFE, `/api/admin/inbox/merch-quotes/${id}/notes`, {
      method: "POST",
      body: { body: "Called, sending samples." },
    });
    const note = await json<LeadNote>(first, 201);
    expect(note).toMatchObject({ author: AOIFE, body: "Called, sending samples." });
    expect(Date.now() - Date.parse(note.createdAt)).toBeLessThan(60_000);
    await json<LeadNote>(
      await as(BRIAN, `/api/admin/inbox/merch-quotes/${id}/notes`, { method: "POST", body: { body: "Samples posted." } }),
      201,
    );
    expect((await detail(AOIFE, "merch-quotes", id)).notes.map((n) => [n.author, n.body])).toEqual([
      [AOIFE, "Called, sending samples."],
      [BRIAN, "Samples posted."],
    ]);
    expect((await as(AOIFE, "/api/admin/inbox/merch-quotes/999999/notes", { method: "POST", body: { body: "x" } })).status).toBe(404);
  });

  it("deletes a lead of any kind with its workflow and send key, and its unsent e-mails are cancelled, not left sending", async () => {
    // A queue that holds the message, so the e-mail is still owed when the lead goes.
    const queue = recordingQueue();
    const mailer = recordingMailer();
    const testEnv = envWith({ LEAD_NOTIFICATIONS: queue.queue, EMAIL: mailer.binding });
    const body = { ...forms["project-requests"].body, idempotencyKey: crypto.randomUUID() };
    const res = await submit(forms["project-requests"].path, body, testEnv);
    const id = (await json<{ id: number }>(res, 201)).id;
    await as(AOIFE, `/api/admin/inbox/project-requests/${id}/notes`, { method: "POST", body: { body: "Spam." } });
    expect((await as(AOIFE, `/api/admin/inbox/project-requests/${id}`, { method: "DELETE" })).status).toBe(204);
    const rows = await env.DB.prepare(
      "SELECT status, last_error FROM lead_notifications WHERE lead_kind = 'project-requests' AND lead_id = ?",
    )
      .bind(id)
      .all();
    // Both the team's notification and the visitor's acknowledgement.
    expect(rows.results).toEqual([
      { status: "cancelled", last_error: "The lead was deleted before it was sent." },
      { status: "cancelled", last_error: "The lead was deleted before it was sent." },
    ]);
    for (const table of ["lead_workflow", "lead_notes", "lead_reads", "lead_submissions"]) {
      expect(
        await env.DB.prepare(`SELECT 1 FROM ${table} WHERE lead_kind = 'project-requests' AND lead_id = ?`).bind(id).first(),
      ).toBeNull();
    }
    // The queued message finds nothing owed: nothing is sent.
    await queue.drain(testEnv);
    expect(mailer.sent).toEqual([]);
    expect((await as(AOIFE, `/api/admin/inbox/project-requests/${id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("bulk actions", () => {
  it("marks read and responded, assigns and deletes across kinds, skipping leads already gone", async () => {
    const leads = [
      { kind: "inquiries", id: await send("inquiries") },
      { kind: "project-requests", id: await send("project-requests") },
      { kind: "merch-quotes", id: await send("merch-quotes") },
    ];
    const bulk = (email: string, body: unknown) =>
      as(email, "/api/admin/inbox/bulk", { method: "POST", body }).then((r) => json<BulkResult>(r));
    await bulk(BRIAN, { action: "read", leads });
    let page = await inbox(BRIAN);
    for (const lead of leads)
      expect(page.items.find((r) => r.kind === lead.kind && r.id === lead.id)).toMatchObject({ unread: false, status: "read" });
    // Read for Brian only.
    expect((await inbox(AOIFE)).items.find((r) => r.kind === "merch-quotes" && r.id === leads[2]!.id)?.unread).toBe(true);

    await bulk(BRIAN, { action: "responded", leads: leads.slice(0, 2) });
    await bulk(BRIAN, { action: "assign", owner: AOIFE, leads });
    page = await inbox(AOIFE, "?view=mine");
    expect(page.items.filter((r) => leads.some((l) => l.kind === r.kind && l.id === r.id)).map((r) => [r.kind, r.status])).toEqual([
      ["merch-quotes", "read"],
      ["project-requests", "responded"],
      ["inquiries", "responded"],
    ]);
    expect(await env.DB.prepare("SELECT responded FROM inquiries WHERE id = ?").bind(leads[0]!.id).first("responded")).toBe(1);

    expect(await bulk(AOIFE, { action: "delete", leads: [...leads, { kind: "affiliates", id: 999999 }] })).toEqual({ changed: 3 });
    for (const lead of leads) expect((await as(AOIFE, `/api/admin/inbox/${lead.kind}/${lead.id}`)).status).toBe(404);
  });

  it("pages through the inbox with a cursor, every lead once, across kinds received at the same instant", async () => {
    // 35 quotes and 35 project requests, all with one timestamp: only the tie-breaker orders them.
    const at = Date.UTC(2026, 0, 5, 9, 0);
    const statements = Array.from({ length: 35 }, (_, i) => [
      env.DB.prepare(
        "INSERT INTO merch_quotes (kind, contact_name, email, requirements, created_at) VALUES ('custom', ?, 'p@example.com', 'paging run', ?)",
      ).bind(`Quote ${i}`, at),
      env.DB.prepare(
        "INSERT INTO project_requests (name, email, phone, project_type, location, notes, created_at) VALUES (?, 'p@example.com', '+1 303 555 0100', 'solar', 'Denver', 'paging run', ?)",
      ).bind(`Project ${i}`, at),
    ]).flat();
    await env.DB.batch(statements);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: InboxPage = await inbox(AOIFE, `?q=paging%20run${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((r) => `${r.kind}:${r.id}`));
      expect(page.total).toBe(70);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(70);
    expect(new Set(seen).size).toBe(70);
  });
});
