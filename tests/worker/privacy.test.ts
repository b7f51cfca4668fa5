/**
 * Privacy requests (docs/privacy.md): every table is either searched or declared free of visitors'
 * data; find, export and erase cover every lead kind and the notification outbox; bad input is a
 * 400, nothing found is an answer, erase is idempotent and resumes after an interruption, and
 * 10,000 records of one address go in one request.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { getTableName } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leadKindList } from "#contract/lead-kinds.ts";
import type { PrivacyEraseResult, PrivacyFindResult } from "#contract/privacy.ts";
import { leadKind, leadKindsShown } from "#worker/db/lead-kinds.ts";
import {
  ERASE_ROUND,
  ERASED,
  erasePersonalData,
  notesTable,
  outboxTable,
  subscriptionTables,
  subjectHash,
  tablesWithoutPersonalData,
} from "#worker/db/privacy.ts";
import { ADMIN_EMAIL, adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { postFrom } from "./support/lead-endpoint-suite";

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

const PERSON = "Niamh.Byrne@Example.org";
const PHONE = "+353 1 555 0147";

/** One submission per form, each by the same person (the contact form has no phone field). */
const submissions: [string, Record<string, unknown>][] = [
  [
    "/api/contact",
    {
      firstName: "Niamh",
      lastName: "Byrne",
      email: PERSON,
      company: "",
      inquiryType: "solar",
      message: "A quote for a rooftop array, please.",
    },
  ],
  [
    "/api/clients",
    {
      name: "Niamh Byrne",
      email: "niamh.byrne@example.org",
      phone: PHONE,
      company: "Byrne Cold Storage",
      projectType: "solar",
      location: "Cork, Ireland",
      budget: "",
      timeline: "",
      notes: "",
    },
  ],
  [
    "/api/contractors",
    {
      name: "Niamh Byrne",
      // Another address: found by the phone number alone.
      email: "niamh@byrne-electric.example",
      phone: "01 555 0147",
      trade: "Electrician",
      licenses: "",
      states: ["Ireland"],
      insuranceUrl: "",
      portfolioUrl: "",
      experience: "Ten years of commercial electrical work.",
      termsAccepted: true,
    },
  ],
  [
    "/api/partners",
    {
      name: "Byrne Inverters",
      orgType: "manufacturer",
      email: PERSON,
      phone: PHONE,
      website: "",
      description: "We make inverters for commercial solar.",
      logoUrl: "",
    },
  ],
  [
    "/api/affiliates",
    { name: "Niamh Byrne", email: PERSON, phone: PHONE, payoutAddress: "", howHeard: "", industry: "", termsAccepted: true },
  ],
  [
    "/api/merch/quotes",
    {
      kind: "custom",
      companyName: "Byrne Cold Storage",
      contactName: "Niamh Byrne",
      email: PERSON,
      phone: "",
      requirements: "Forty hoodies with our logo.",
      lines: [],
    },
  ],
];

/** Someone else, who must keep everything. */
const other = [
  "/api/contact",
  {
    firstName: "Conor",
    lastName: "Walsh",
    email: "conor@example.net",
    company: "",
    inquiryType: "solar",
    message: "Hello there, a question.",
  },
] as const;

async function submitAll(): Promise<void> {
  // Each with its form's idempotency key, as the forms send them (ADR 302).
  for (const [path, body] of [...submissions, other])
    expect((await postFrom(path, { ...body, idempotencyKey: crypto.randomUUID() })).status).toBe(201);
}

const query = (q: Record<string, string>) => `?${new URLSearchParams(q)}`;

async function find(q: Record<string, string>): Promise<PrivacyFindResult> {
  const res = await adminFetch(`/api/admin/privacy${query(q)}`, token);
  expect(res.status).toBe(200);
  return (await res.json()) as PrivacyFindResult;
}

const erase = (body: Record<string, unknown>) => adminJson("/api/admin/privacy/erase", token, "POST", body);

async function sql<T>(statement: string, ...binds: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(statement)
      .bind(...binds)
      .all<T>()
  ).results;
}

describe("where personal data lives", () => {
  it("every table of the database is a lead kind's, the outbox, or declared free of visitors' data", async () => {
    const tables = (
      await sql<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
      )
    ).map((t) => t.name);
    const covered = new Set([
      ...leadKindsShown.map((kind) => getTableName(leadKind(kind).table)),
      outboxTable,
      notesTable,
      ...subscriptionTables,
    ]);
    const undeclared = tables.filter((name) => !covered.has(name) && !(name in tablesWithoutPersonalData));
    // A new table: add it to the lead-kinds registry, or to tablesWithoutPersonalData with why it holds none.
    expect(undeclared).toEqual([]);
    // Nothing declared that no longer exists.
    expect(Object.keys(tablesWithoutPersonalData).filter((name) => !tables.includes(name))).toEqual([]);
  });

  it("every lead kind is searched, and every column that names or reaches a person is erased", async () => {
    expect([...leadKindsShown].sort()).toEqual([...leadKindList].sort());
    for (const kind of leadKindsShown) {
      const spec = leadKind(kind);
      const columns = await sql<{ name: string }>(`SELECT name FROM pragma_table_info('${getTableName(spec.table)}')`);
      const personal = new Set(spec.personal.map((c) => c.name));
      const identifying = columns.map((c) => c.name).filter((name) => /name|email|phone|address|message|notes|url|website/.test(name));
      expect(identifying.filter((name) => !personal.has(name))).toEqual([]);
    }
  });
});

describe("a privacy request", () => {
  beforeAll(submitAll);

  it("finds a person's records by address (any case) and phone, in every lead table, the outbox and the team's notes", async () => {
    // A note the team wrote about the inquiry (the inbox): free text about the person.
    const [inquiry] = await sql<{ id: number }>(`SELECT id FROM inquiries WHERE email = 'Niamh.Byrne@example.org'`);
    const noted = await adminJson(`/api/admin/inbox/inquiries/${inquiry?.id}/notes`, token, "POST", {
      body: "Called back: wants a site visit.",
    });
    expect(noted.status).toBe(201);
    const found = await find({ email: "niamh.byrne@EXAMPLE.org", phone: "+353 (1) 555-0147" });
    const byTable = Object.fromEntries(
      found.places
        .filter((p) => p.table !== outboxTable && p.table !== notesTable && !(subscriptionTables as readonly string[]).includes(p.table))
        .map((p) => [p.table, p.count]),
    );
    expect(found.places.filter((p) => p.table === notesTable).reduce((sum, p) => sum + p.count, 0)).toBe(1);
    expect(byTable).toEqual({
      inquiries: 1,
      project_requests: 1,
      contractor_applications: 1,
      partner_requests: 1,
      affiliates: 1,
      merch_quotes: 1,
    });
    const mails = found.places.filter((p) => p.table === outboxTable).reduce((sum, p) => sum + p.count, 0);
    // Each lead's notification to its team and acknowledgement to the person (ADR 301).
    expect(mails).toBe(12);
    expect(found.total).toBe(19);
    // By address alone, the contractor application (another address) is not found.
    expect((await find({ email: PERSON })).total).toBe(16);
  });

  it("says nothing was found for an address that has nothing, and refuses malformed input with 400", async () => {
    expect(await find({ email: "nobody@example.org" })).toMatchObject({ total: 0 });
    const bad: Record<string, string>[] = [{ email: "not-an-address" }, { phone: "12" }, {}, { email: "" }];
    for (const q of bad) {
      const res = await adminFetch(`/api/admin/privacy${query(q)}`, token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/email|phone/i);
    }
    expect((await erase({ email: "x@", confirmCount: 1 })).status).toBe(400);
    expect((await erase({ email: PERSON })).status).toBe(400);
    // Without Access, nothing.
    expect((await adminFetch(`/api/admin/privacy${query({ email: PERSON })}`, null)).status).toBe(401);
  });

  it("exports every field of every record as one JSON file with a readable summary, and logs it", async () => {
    const res = await adminFetch(`/api/admin/privacy/export${query({ email: PERSON, phone: PHONE })}`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="kilbride-personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = (await res.json()) as { summary: string[]; tables: Record<string, Record<string, unknown>[]> };
    expect(Object.keys(file.tables).sort()).toEqual(
      [
        "affiliates",
        "contractor_applications",
        "inquiries",
        "lead_notes",
        "lead_notifications",
        "lead_workflow",
        "merch_quotes",
        "partner_requests",
        "project_requests",
      ].sort(),
    );
    // Every column of the row, as stored.
    const [inquiry] = file.tables.inquiries ?? [];
    const columns = await sql<{ name: string }>("SELECT name FROM pragma_table_info('inquiries')");
    expect(Object.keys(inquiry ?? {})).toHaveLength(columns.length);
    expect(inquiry).toMatchObject({
      firstName: "Niamh",
      email: "Niamh.Byrne@example.org",
      message: "A quote for a rooftop array, please.",
    });
    expect(file.tables.lead_notifications).toHaveLength(12);
    expect(file.summary).toHaveLength(6);
    expect(file.summary[0]).toMatch(/^Inquiries: 1 submission sent on \d{4}-\d{2}-\d{2}, with 2 notification e-mails about it\.$/);
    const [logged] = await sql<{ action: string; actor: string; record_id: string; detail: string }>(
      "SELECT * FROM audit_log WHERE action = 'privacy.export' ORDER BY id DESC LIMIT 1",
    );
    expect(logged).toMatchObject({ actor: ADMIN_EMAIL, record_id: await subjectHash({ email: PERSON, phone: PHONE }) });
    // 18 records plus the team's note and the six leads' workflow rows (status, source).
    expect(JSON.parse(logged?.detail ?? "{}")).toEqual({ records: 25 });
  });

  it("erases only after the count is confirmed, keeps the rows' dates and categories, and is idempotent", async () => {
    const subject = { email: PERSON, phone: PHONE };
    const wrong = await erase({ ...subject, confirmCount: 3 });
    expect(wrong.status).toBe(409);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      `19 records are held for ${PERSON} / ${PHONE} now, not 3. Search again and confirm the new count.`,
    );
    expect((await find(subject)).total).toBe(19);

    const res = await erase({ ...subject, confirmCount: 19 });
    expect(res.status).toBe(200);
    const done = (await res.json()) as PrivacyEraseResult;
    expect(done).toMatchObject({ erased: 19, message: `Erased 19 records for ${PERSON} / ${PHONE}.` });
    // The team's note about the person is gone with their data.
    expect(await sql("SELECT * FROM lead_notes")).toHaveLength(0);

    // Rows stay (the analytics count them), their personal columns are blank, their mails gone.
    const [inquiry] = await sql<Record<string, unknown>>("SELECT * FROM inquiries WHERE first_name = ?", ERASED);
    expect(inquiry).toMatchObject({ last_name: ERASED, email: ERASED, company: null, message: ERASED, inquiry_type: "solar" });
    const [merch] = await sql<Record<string, unknown>>("SELECT * FROM merch_quotes");
    expect(merch).toMatchObject({ contact_name: ERASED, company_name: null, phone: null, requirements: null, kind: "custom" });
    const left = await sql<{ n: number }>(
      "SELECT count(*) AS n FROM lead_notifications WHERE NOT (lead_kind = 'inquiries' AND lead_id IN (SELECT id FROM inquiries WHERE email = 'conor@example.net'))",
    );
    expect(left[0]?.n).toBe(0);
    // The sends' keys and hashes went with the details; Conor's stays.
    expect(await sql("SELECT lead_kind FROM lead_submissions")).toEqual([{ lead_kind: "inquiries" }]);
    // Someone else's lead and mail are untouched.
    expect((await find({ email: "conor@example.net" })).total).toBe(3);

    // One audit entry per erased table, naming the person by a hash only.
    const logged = await sql<{ record_type: string; record_id: string; detail: string }>(
      "SELECT * FROM audit_log WHERE action = 'privacy.erase' ORDER BY id",
    );
    expect(logged.map((e) => e.record_type).sort()).toEqual(
      ["affiliates", "contractor_applications", "inquiries", "merch_quotes", "partner_requests", "project_requests"].sort(),
    );
    expect(new Set(logged.map((e) => e.record_id))).toEqual(new Set([await subjectHash(subject)]));
    expect(JSON.stringify(logged)).not.toMatch(/niamh|example\.org|\+353/i);

    // Again: nothing found, nothing changed, no error.
    const again = await erase({ ...subject, confirmCount: 13 });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ erased: 0, message: `Nothing found for ${PERSON} / ${PHONE}.` });
    expect(await sql("SELECT * FROM audit_log WHERE action = 'privacy.erase'")).toHaveLength(logged.length);
  });
});

/** `n` inquiries from one address, each with its team notification, written in SQL (fast). */
async function manyInquiries(address: string, n: number): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message) SELECT 'Many', 'Times', ?, 'solar', 'Message ' || i FROM k`,
  )
    .bind(n, address)
    .run();
  await env.DB.prepare(
    "INSERT INTO lead_notifications (lead_kind, lead_id, audience, status) SELECT 'inquiries', id, 'team', 'sent' FROM inquiries WHERE email = ?",
  )
    .bind(address)
    .run();
}

describe("many records", () => {
  it("exports and erases 10,000 records of one address in one request each, in bounded rounds", async () => {
    const address = "bulk@example.org";
    await manyInquiries(address, 10_000);
    expect((await find({ email: address })).total).toBe(20_000);

    const exported = await adminFetch(`/api/admin/privacy/export${query({ email: address })}`, token);
    expect(exported.status).toBe(200);
    const file = (await exported.json()) as { tables: Record<string, unknown[]> };
    expect(file.tables.inquiries).toHaveLength(10_000);
    expect(file.tables.lead_notifications).toHaveLength(10_000);

    const res = await erase({ email: address, confirmCount: 20_000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ erased: 20_000 });
    expect((await find({ email: address })).total).toBe(0);
    // 20 rounds of 500, each its own batch with its own audit entry.
    const rounds = await sql<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE action = 'privacy.erase' AND record_id = ?",
      await subjectHash({ email: address }),
    );
    expect(rounds).toHaveLength(10_000 / ERASE_ROUND);
    expect(rounds.every((r) => JSON.parse(r.detail).records === ERASE_ROUND)).toBe(true);
  }, 120_000);

  it("an interrupted erase keeps the rounds it finished, and a repeat finishes the rest", async () => {
    const address = "interrupted@example.org";
    await manyInquiries(address, 1_200);
    // D1 fails after the counts and the first round (two batches), as if the Worker were stopped there.
    let batches = 0;
    const failing = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch")
          return (statements: D1PreparedStatement[]) => {
            batches += 1;
            if (batches > 2) throw new Error("The Worker was stopped.");
            return target.batch(statements);
          };
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(erasePersonalData(drizzle(failing), { email: address }, ADMIN_EMAIL)).rejects.toThrow("stopped");
    const found = await find({ email: address });
    expect(found.total).toBe(2 * (1_200 - ERASE_ROUND));

    const res = await erase({ email: address, confirmCount: found.total });
    expect(await res.json()).toMatchObject({ erased: found.total });
    expect((await find({ email: address })).total).toBe(0);
  });
});
