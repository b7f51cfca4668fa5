/**
 * Lead notifications: every stored lead owes its team one e-mail and the visitor one
 * acknowledgement (outbox rows in the lead's own D1 batch), sent through the queue and the
 * send_email binding, retried with backoff, failed through the dead-letter queue, swept up by the
 * cron, and never sent twice for one submission. Most tests follow the team's row; the
 * acknowledgement has its own describe block.
 */
import type { AdminPage } from "#contract/admin-lists.ts";
import { createExecutionContext, createScheduledController, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminInquiry, DashboardCounts, FailedNotification, LeadNotification, LeadRow } from "#contract/admin.ts";
import worker from "#worker/index.ts";
import { teamMail } from "#worker/notifications/compose.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";
import { envWith, recordingMailer, recordingQueue, submit, type SentMail } from "./support/notification-stand-ins";

interface OutboxRow {
  id: number;
  lead_kind: string;
  lead_id: number;
  audience: string;
  status: string;
  attempts: number;
  last_error: string | null;
  enqueued_at: number | null;
  sent_at: number | null;
  message_id: string | null;
}

/** The lead's outbox rows for one audience (the team's unless told), or every row with "any". */
async function outboxOf(kind: string, leadId: number, audience: "team" | "submitter" | "any" = "team"): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT * FROM lead_notifications WHERE lead_kind = ? AND lead_id = ? AND (?3 = 'any' OR audience = ?3) ORDER BY id",
  )
    .bind(kind, leadId, audience)
    .all<OutboxRow>();
  return results;
}

/** The mails to the team (the acknowledgements go to the visitor). */
const toTeam = (mails: SentMail[]) => mails.filter((m) => String(m.subject).startsWith("New "));
/** Fails only the team's mail, as told; the visitor's acknowledgement goes through. */
const teamFails = (error: (attempt: number) => string | null) => (mail: SentMail, attempt: number) =>
  String(mail.subject).startsWith("New ") ? error(attempt) : null;

async function created(res: Response): Promise<number> {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const contact = {
  firstName: "Aoife",
  lastName: "Brennan",
  email: "Aoife.Brennan@Example.COM",
  company: "Pueblo Cold Storage",
  inquiryType: "solar",
  message: "We would like a quote for a 250 kW rooftop array.\nSecond line: <b>bold</b> & more.",
};

/** One valid submission per form, with the team it belongs to and what its mail must show. */
const kinds = [
  {
    kind: "inquiries",
    path: "/api/contact",
    body: contact,
    to: "sales@kilbride.example",
    subject: "New Inquiry: Aoife Brennan",
    replyTo: "Aoife.Brennan@example.com",
    shows: ["Type: Solar", "Company: Pueblo Cold Storage"],
    admin: "/admin/leads/inquiries/",
  },
  {
    kind: "project-requests",
    path: "/api/clients",
    body: {
      name: "Rachel Whitfield",
      email: "rachel@highplains.example",
      phone: "+1 (303) 555-0199",
      company: "High Plains Cold Storage",
      projectType: "solar",
      location: "Pueblo, Colorado",
      budget: "",
      timeline: "Within 6 months",
      notes: "",
    },
    to: "sales@kilbride.example",
    subject: "New Project request: Rachel Whitfield",
    replyTo: "rachel@highplains.example",
    shows: ["Location: Pueblo, Colorado", "Timeline: Within 6 months", "Phone: +1 (303) 555-0199"],
    admin: "/admin/leads/project-requests/",
  },
  {
    kind: "contractor-applications",
    path: "/api/contractors",
    body: {
      name: "Seamus Doyle",
      email: "seamus@doyle-electric.example",
      phone: "+353 1 555 0111",
      trade: "Electrician",
      licenses: "RECI registered",
      states: ["Texas", "Ireland"],
      insuranceUrl: "",
      portfolioUrl: "https://doyle-electric.example/work",
      experience: "Twelve years of commercial electrical work, including 40 rooftop solar arrays.",
      termsAccepted: true,
    },
    to: "operations@kilbride.example",
    subject: "New Contractor application: Seamus Doyle",
    replyTo: "seamus@doyle-electric.example",
    shows: ["Trade: Electrician", "Service Areas: Texas; Ireland"],
    admin: "/admin/leads/contractor-applications/",
  },
  {
    kind: "partner-requests",
    path: "/api/partners",
    body: {
      name: "Glenmore Power Electronics",
      orgType: "manufacturer",
      email: "channel@glenmore.example",
      phone: "+353 21 555 0142",
      website: "https://glenmore.example",
      description: "We make string inverters and battery converters for commercial solar.",
      logoUrl: "",
    },
    to: "partnerships@kilbride.example",
    subject: "New Partner request: Glenmore Power Electronics",
    replyTo: "channel@glenmore.example",
    shows: ["Website: https://glenmore.example", "Description: We make string inverters"],
    admin: "/admin/leads/partner-requests/",
  },
  {
    kind: "affiliates",
    path: "/api/affiliates",
    body: {
      name: "Siobhán Kelly",
      email: "siobhan@kellyenergy.example",
      phone: "+353 21 555 0177",
      payoutAddress: "",
      howHeard: "A colleague",
      industry: "Energy consulting",
      termsAccepted: true,
    },
    to: "partnerships@kilbride.example",
    subject: "New Affiliate registration: Siobhán Kelly",
    replyTo: "siobhan@kellyenergy.example",
    shows: ["Industry: Energy consulting", "Referral Code: "],
    admin: "/admin/leads/affiliates/",
  },
  {
    kind: "merch-quotes",
    path: "/api/merch/quotes",
    body: {
      kind: "order",
      companyName: "",
      contactName: "Ciarán Walsh",
      email: "ciaran@example.com",
      phone: "",
      requirements: "",
      lines: [{ itemId: "dragon-crest-hoodie", color: "atlantic-navy", size: "l", quantity: 2 }],
    },
    to: "sales@kilbride.example",
    subject: "New Merch order request: Ciarán Walsh",
    replyTo: "ciaran@example.com",
    shows: ["Kind: Order request", "Items: 2 × "],
    admin: "/admin/leads/merch-quotes/",
  },
] as const;

describe("each kind of lead mails its team", () => {
  it.each(kinds)("$kind: stored with its notification, queued, mailed to $to", async (k) => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const id = await created(await submit(k.path, k.body, testEnv));

    const [row] = await outboxOf(k.kind, id);
    expect(row).toMatchObject({ audience: "team", status: "pending", attempts: 0 });
    expect(row!.enqueued_at).toEqual(expect.any(Number));
    const [ack] = await outboxOf(k.kind, id, "submitter");
    expect(queue.sentBodies).toEqual([{ notificationId: row!.id }, { notificationId: ack!.id }]);

    await queue.drain(testEnv);
    expect(mailer.sent).toHaveLength(2);
    const mail = toTeam(mailer.sent)[0]!;
    expect(mail.to).toEqual([k.to]);
    expect(mail.from).toEqual({ name: "Kilbride Website", email: "leads@kilbride.example" });
    expect(mail.replyTo).toBe(k.replyTo);
    expect(mail.subject).toBe(k.subject);
    for (const line of k.shows) expect(mail.text).toContain(line);
    expect(mail.text).toContain(`Open it in the admin area: https://www.kilbride.example${k.admin}${id}`);
    expect(mail.html).toContain(`href="https://www.kilbride.example${k.admin.replace("&", "&#38;")}${id}"`);

    const [sent] = await outboxOf(k.kind, id);
    expect(sent).toMatchObject({
      status: "sent",
      attempts: 1,
      last_error: null,
      message_id: expect.stringMatching(/^<[12]@test\.kilbride\.example>$/),
    });
    expect(sent!.sent_at).toEqual(expect.any(Number));
  });

  it("keeps field values plain text: markup escaped in the HTML part", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const body = { ...contact, firstName: "<img src=x onerror=alert(1)>" };
    const id = await created(await submit("/api/contact", body, testEnv));
    await queue.drain(testEnv);
    const mail = toTeam(mailer.sent)[0]!;
    expect(mail.subject).toBe("New Inquiry: <img src=x onerror=alert(1)> Brennan");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>bold</b>");
    expect(mail.html).toContain("&#60;b&#62;bold&#60;/b&#62; &#38; more");
    expect(mail.html).toContain("We would like a quote for a 250 kW rooftop array.<br>Second line");
    expect(mail.text).toContain("<b>bold</b> & more");
    expect((await outboxOf("inquiries", id))[0]!.status).toBe("sent");
  });

  it("starts no line of the mail with a submitted value: a message cannot forge the admin link (issue 29 F2)", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const forged = "Open it in the admin area: https://evil.example/";
    const message = `Please call us.\n\n${forged}\r${forged}\u2028${forged}`;
    const id = await created(await submit("/api/contact", { ...contact, message }, testEnv));
    await queue.drain(testEnv);
    const lines = toTeam(mailer.sent)[0]!.text!.split(/\r\n|[\n\r\u2028\u2029]/);
    expect(lines.filter((line) => line.startsWith("Open it in the admin area"))).toEqual([
      `Open it in the admin area: https://www.kilbride.example/admin/leads/inquiries/${id}`,
    ]);
    expect(lines).toEqual(expect.arrayContaining(["Message:", "> Please call us.", ">", `> ${forged}`]));
    expect(lines.filter((line) => line === `> ${forged}`)).toHaveLength(3);
  });

  it("keeps a name stored with line breaks (before the schema refused them) out of the subject and off the start of a line", () => {
    const lead = {
      id: 7,
      createdAt: "2026-11-25T10:00:00.000Z",
      held: null,
      cells: { name: "X\r\nBcc: victim@example.com\n\nOpen it in the admin area: https://evil.example/", email: "x@example.com" },
    };
    const mail = teamMail("partner-requests", lead, { from: "leads@kilbride.example", to: ["team@kilbride.example"], siteUrl: ORIGIN });
    expect(mail.subject).toBe("New Partner request: X Bcc: victim@example.com  Open it in the admin area: https://evil.example/");
    const lines = mail.text!.split(/\r\n|[\n\r\u2028\u2029]/);
    expect(lines.filter((line) => line.startsWith("Open it in the admin area"))).toEqual([
      `Open it in the admin area: ${ORIGIN}/admin/leads/partner-requests/7`,
    ]);
    expect(lines.some((line) => line.startsWith("Bcc:"))).toBe(false);
  });
});

describe("the outbox is written with the lead", () => {
  it("stores neither the lead nor its notification when the batch fails", async () => {
    const before = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM inquiries) AS leads, (SELECT COUNT(*) FROM lead_notifications) AS notes",
    ).first<{ leads: number; notes: number }>();
    await env.DB.prepare(
      "CREATE TRIGGER refuse_outbox BEFORE INSERT ON lead_notifications BEGIN SELECT RAISE(ABORT, 'outbox refused'); END",
    ).run();
    try {
      const queue = recordingQueue();
      const res = await submit("/api/contact", contact, envWith({ LEAD_NOTIFICATIONS: queue.queue }));
      expect(res.status).toBe(500);
      await res.body?.cancel();
      expect(queue.sentBodies).toEqual([]);
    } finally {
      await env.DB.prepare("DROP TRIGGER refuse_outbox").run();
    }
    const after = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM inquiries) AS leads, (SELECT COUNT(*) FROM lead_notifications) AS notes",
    ).first<{ leads: number; notes: number }>();
    expect(after).toEqual(before);
  });

  it("answers 201 and keeps the notification pending when the queue is down", async () => {
    const queue = recordingQueue();
    queue.state.down = true;
    const id = await created(await submit("/api/contact", contact, envWith({ LEAD_NOTIFICATIONS: queue.queue })));
    expect(await outboxOf("inquiries", id)).toEqual([expect.objectContaining({ status: "pending", enqueued_at: null })]);
  });

  it("stores nothing and owes nothing for a honeypot submission", async () => {
    const queue = recordingQueue();
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_notifications").first<{ n: number }>();
    await created(await submit("/api/contact", { ...contact, fax: "+1 555 0100" }, envWith({ LEAD_NOTIFICATIONS: queue.queue })));
    expect(queue.sentBodies).toEqual([]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_notifications").first<{ n: number }>()).toEqual(before);
  });
});

describe("failures", () => {
  it("retries a failed send with growing delays, then sends it once", async () => {
    const mailer = recordingMailer(teamFails((attempt) => (attempt <= 2 ? "Email Service busy" : null)));
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const id = await created(await submit("/api/clients", kinds[1].body, testEnv));
    await queue.drain(testEnv);
    expect(queue.delays).toEqual([10, 20]);
    expect(mailer.calls()).toBe(4); // three for the team's mail, one for the acknowledgement
    expect(toTeam(mailer.sent)).toHaveLength(1);
    expect(await outboxOf("project-requests", id)).toEqual([expect.objectContaining({ status: "sent", attempts: 3, last_error: null })]);
  });

  it("after the last retry, the dead-letter queue marks it failed with the error", async () => {
    const mailer = recordingMailer(teamFails(() => "Sender address not verified"));
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const id = await created(await submit("/api/partners", kinds[3].body, testEnv));
    await queue.drain(testEnv);
    expect(mailer.calls()).toBe(7); // the first attempt and max_retries = 5, and the acknowledgement once
    // The sixth retry request is past max_retries: Queues moves the message to the dead-letter queue.
    expect(queue.delays).toEqual([10, 20, 40, 80, 160, 300]);
    expect(queue.deadLettered).toHaveLength(1);
    expect(await outboxOf("partner-requests", id)).toEqual([
      expect.objectContaining({ status: "failed", attempts: 6, last_error: "Sender address not verified" }),
    ]);
    // A late duplicate of the message changes nothing.
    queue.redeliver(queue.deadLettered[0]!);
    await queue.drain(testEnv);
    expect(mailer.calls()).toBe(7);
  });

  it("a lead deleted before its mail went out is cancelled, with that reason, and never retried", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const id = await created(await submit("/api/contact", contact, testEnv));
    await env.DB.prepare("DELETE FROM inquiries WHERE id = ?").bind(id).run();
    await queue.drain(testEnv);
    expect(mailer.sent).toEqual([]);
    // Both: the team's notification and the visitor's acknowledgement.
    expect(await outboxOf("inquiries", id, "any")).toEqual([
      expect.objectContaining({
        audience: "team",
        status: "cancelled",
        attempts: 1,
        last_error: "The lead was deleted before it was sent.",
      }),
      expect.objectContaining({
        audience: "submitter",
        status: "cancelled",
        attempts: 1,
        last_error: "The lead was deleted before it was sent.",
      }),
    ]);
  });
});

describe("the cron", () => {
  const sweep = (testEnv: Env) =>
    worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), testEnv, createExecutionContext());

  it("re-enqueues a notification the queue never got, once it is a few minutes old, and it is sent", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    queue.state.down = true;
    const id = await created(await submit("/api/affiliates", kinds[4].body, testEnv));
    queue.state.down = false;
    const [row] = await outboxOf("affiliates", id);

    await sweep(testEnv); // too young: the producer may still be on it
    expect(queue.sentBodies).toEqual([]);

    const [ack] = await outboxOf("affiliates", id, "submitter");
    await env.DB.prepare("UPDATE lead_notifications SET created_at = created_at - 180000 WHERE id IN (?, ?)").bind(row!.id, ack!.id).run();
    await sweep(testEnv);
    expect(queue.sentBodies).toEqual([{ notificationId: row!.id }, { notificationId: ack!.id }]);
    expect((await outboxOf("affiliates", id))[0]!.enqueued_at).toEqual(expect.any(Number));
    await sweep(testEnv); // enqueued now: not again
    expect(queue.sentBodies).toHaveLength(2);

    await queue.drain(testEnv);
    expect(toTeam(mailer.sent).map((m) => m.subject)).toEqual(["New Affiliate registration: Siobhán Kelly"]);
    expect((await outboxOf("affiliates", id))[0]!.status).toBe("sent");
  });

  it("re-enqueues a queued notification that has stalled for 15 minutes, and leaves sent ones alone", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const lost = await created(await submit("/api/contractors", kinds[2].body, testEnv));
    queue.sentBodies.length = 0;
    await queue.drain(testEnv);
    const done = await created(await submit("/api/contractors", { ...kinds[2].body, email: "second@doyle-electric.example" }, testEnv));
    await queue.drain(testEnv);
    // The first one's message was lost: make its row pending and silent for 20 minutes.
    const old = Date.now() - 20 * 60_000;
    await env.DB.prepare(
      "UPDATE lead_notifications SET status = 'pending', sent_at = NULL, enqueued_at = ?, updated_at = ?, created_at = ? WHERE lead_kind = 'contractor-applications' AND lead_id = ? AND audience = 'team'",
    )
      .bind(old, old, old, lost)
      .run();
    await env.DB.prepare(
      "UPDATE lead_notifications SET created_at = ?, updated_at = ? WHERE lead_kind = 'contractor-applications' AND lead_id = ?",
    )
      .bind(old, old, done)
      .run();
    queue.sentBodies.length = 0;
    await sweep(testEnv);
    expect(queue.sentBodies).toEqual([{ notificationId: (await outboxOf("contractor-applications", lost))[0]!.id }]);
  });
});

describe("idempotency", () => {
  it("a message delivered twice, or twice at once, sends one mail", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const id = await created(await submit("/api/contact", contact, testEnv));
    const body = queue.sentBodies[0]!;
    queue.redeliver(body); // at-least-once delivery: the same message twice in one batch
    queue.redeliver(body);
    await queue.drain(testEnv);
    expect(toTeam(mailer.sent)).toHaveLength(1);
    queue.redeliver(body); // and once more, after it was sent
    await queue.drain(testEnv);
    expect(toTeam(mailer.sent)).toHaveLength(1);
    expect(await outboxOf("inquiries", id)).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
  });

  it("a claimed row is not sent by a second delivery while the first is still sending", async () => {
    const queue = recordingQueue();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: SentMail[] = [];
    const slowMailer = {
      async send(message: SentMail) {
        await gate;
        sent.push(message);
        return { messageId: "<slow@test.kilbride.example>" };
      },
    } as SendEmail; // only the composed-message overload is used by the Worker
    const testEnv = envWith({ EMAIL: slowMailer, LEAD_NOTIFICATIONS: queue.queue });
    await created(await submit("/api/contact", contact, testEnv));
    const body = queue.sentBodies[0]!;
    queue.redeliver(body);
    const draining = queue.drain(testEnv, 1); // two batches of one: the second arrives while the first sends
    await new Promise((r) => setTimeout(r, 50));
    release();
    await draining;
    expect(toTeam(sent)).toHaveLength(1);
  });
});

describe("the visitor's acknowledgement (ADR 301)", () => {
  it("mails the visitor the reference, the next step and what they sent, labelled, with Reply-To the team", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const res = await submit("/api/contact", contact, testEnv);
    expect(res.status).toBe(201);
    const { id, reference } = (await res.json()) as { id: number; reference: string };
    expect((await outboxOf("inquiries", id, "any")).map((r) => r.audience)).toEqual(["team", "submitter"]);
    await queue.drain(testEnv);
    expect((await outboxOf("inquiries", id, "submitter"))[0]).toMatchObject({ status: "sent", attempts: 1 });
    const ack = mailer.sent.find((m) => String(m.to) === "Aoife.Brennan@example.com")!;
    expect(ack.subject).toBe(`We received your inquiry (reference ${reference})`);
    expect(ack.replyTo).toBe("sales@kilbride.example");
    const text = ack.text!;
    expect(text).toContain("Hello Aoife Brennan,");
    expect(text).toContain(`Your reference is ${reference}.`);
    expect(text).toContain("replies to most within one business day");
    expect(text).toContain("Type: Solar");
    expect(text).toContain("Company: Pueblo Cold Storage");
    expect(text).toContain("> We would like a quote for a 250 kW rooftop array.");
    // The team's own columns are not the visitor's business.
    expect(text).not.toContain("Status:");
    expect(text).not.toContain("/admin/");
    expect(ack.html).toContain("&#60;b&#62;bold&#60;/b&#62;");
    expect(ack.html).not.toContain("<b>bold</b>");
  });

  it("lists a cart order's items and subtotal, and an affiliate's referral code", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    await created(await submit("/api/merch/quotes", kinds[5].body, testEnv));
    await created(await submit("/api/affiliates", kinds[4].body, testEnv));
    await queue.drain(testEnv);
    const order = mailer.sent.find((m) => String(m.to) === "ciaran@example.com")!;
    expect(order.subject).toMatch(/^We received your merch order request \(reference KB-M-/);
    expect(order.text).toContain("Items: 2 × Dragon Crest Hoodie (Atlantic Navy, Large)");
    expect(order.text).toContain("Subtotal: $");
    expect(order.text).toContain("Our merchandise team will reply by e-mail");
    const affiliate = mailer.sent.find((m) => String(m.to) === "siobhan@kellyenergy.example")!;
    expect(affiliate.text).toMatch(/Referral Code: [A-Z0-9]{8}/);
  });

  it("owes nothing to the visitor of a held lead", async () => {
    const queue = recordingQueue();
    // Cloudflare's documented always-fails test secret: the lead is stored but held (ADR 184).
    const testEnv = envWith({ LEAD_NOTIFICATIONS: queue.queue, TURNSTILE_SECRET_KEY: "2x0000000000000000000000000000000AA" });
    const id = await created(await submit("/api/contact", { ...contact, turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }, testEnv));
    expect(await outboxOf("inquiries", id, "any")).toEqual([]);
    expect(queue.sentBodies).toEqual([]);
  });
});

describe("through the real local queue and the simulated send_email binding", () => {
  it("a submission is sent within seconds, with no stand-in anywhere", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": "100.127.255.1" },
      body: JSON.stringify(contact),
    });
    const id = await created(res);
    let row: OutboxRow | undefined;
    for (let i = 0; i < 100; i += 1) {
      [row] = await outboxOf("inquiries", id);
      if (row?.status === "sent") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    // Miniflare's simulated binding answers with a message id on the sender's domain.
    expect(row!.message_id).toMatch(/@kilbride\.example>$/);
  });
});

describe("admin: status, resend, dashboard", () => {
  let token: string;
  beforeAll(async () => {
    token = await signToken(await installTestKeys());
  });
  const json = async <T>(res: Response): Promise<T> => {
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as T;
  };

  it("shows each lead's notification: pending, sent with its time, failed with its error; resend sends it again", async () => {
    const failing = recordingMailer(() => "Recipient mailbox full");
    const queue = recordingQueue();
    const failEnv = envWith({ EMAIL: failing.binding, LEAD_NOTIFICATIONS: queue.queue });
    const failedId = await created(await submit("/api/clients", { ...kinds[1].body, name: "Failing Lead" }, failEnv));
    await queue.drain(failEnv);
    const mailer = recordingMailer();
    const okEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const sentId = await created(await submit("/api/clients", { ...kinds[1].body, name: "Sent Lead" }, okEnv));
    await queue.drain(okEnv);
    queue.state.down = true;
    const pendingId = await created(await submit("/api/clients", { ...kinds[1].body, name: "Pending Lead" }, okEnv));
    queue.state.down = false;

    const rows = (await json<AdminPage<LeadRow>>(await adminFetch("/api/admin/leads/project-requests", token))).items;
    const byId = new Map(rows.map((r) => [r.id, r.notification]));
    expect(byId.get(failedId)).toMatchObject({ status: "failed", error: "Recipient mailbox full", attempts: 6, sentAt: null });
    expect(byId.get(sentId)).toMatchObject({ status: "sent", error: null, sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(byId.get(pendingId)).toMatchObject({ status: "pending", sentAt: null });

    const counts = await json<DashboardCounts>(await adminFetch("/api/admin/dashboard", token));
    expect(counts.failedNotifications).toBeGreaterThanOrEqual(1);
    const failed = await json<FailedNotification[]>(await adminFetch("/api/admin/notifications/failed", token));
    expect(failed).toContainEqual(
      expect.objectContaining({
        kind: "project-requests",
        leadId: failedId,
        name: "Failing Lead",
        audience: "team",
        error: "Recipient mailbox full",
      }),
    );

    // Resend goes through the Worker as the admin page sends it: Access guard, then the real local
    // queue, consumer and simulated send_email binding.
    const notificationId = byId.get(failedId)!.id;
    const resend = await adminFetch(`/api/admin/notifications/${notificationId}/resend`, token, { method: "POST" });
    expect(resend.status).toBe(202);
    expect(await resend.json()).toMatchObject({ id: notificationId, status: "pending", attempts: 0, error: null });
    let notification: LeadNotification | null | undefined;
    for (let i = 0; i < 100 && notification?.status !== "sent"; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      const list = (await json<AdminPage<LeadRow>>(await adminFetch("/api/admin/leads/project-requests", token))).items;
      notification = list.find((r) => r.id === failedId)?.notification;
    }
    expect(notification).toMatchObject({ status: "sent", error: null, attempts: 1 });

    const stillPending = await adminFetch(`/api/admin/notifications/${byId.get(pendingId)!.id}/resend`, token, { method: "POST" });
    expect(stillPending.status).toBe(409);
    expect(await stillPending.json()).toEqual({ message: "This notification is still being sent." });
    const notFound = await adminFetch("/api/admin/notifications/999999/resend", token, { method: "POST" });
    expect(notFound.status).toBe(404);
    await notFound.body?.cancel();
  });

  it("the inquiries list carries each inquiry's notification", async () => {
    const mailer = recordingMailer();
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    const id = await created(await submit("/api/contact", contact, testEnv));
    await queue.drain(testEnv);
    const list = (await json<AdminPage<AdminInquiry>>(await adminFetch("/api/inquiries", token))).items;
    expect(list.find((q) => q.id === id)?.notification).toMatchObject<Partial<LeadNotification>>({ status: "sent", attempts: 1 });
  });

  it("refuses resend and the failed list without Access", async () => {
    for (const [method, path] of [
      ["POST", "/api/admin/notifications/1/resend"],
      ["GET", "/api/admin/notifications/failed"],
    ] as const) {
      const res = await adminFetch(path, null, { method });
      expect(res.status).toBe(401);
      await res.body?.cancel();
    }
  });
});
