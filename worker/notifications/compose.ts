/**
 * The notification e-mails, composed from a stored lead's display texts (the same the admin list
 * and CSV show). Field values are plain text: escaped in the HTML part, never markup.
 */
import type { LeadKind } from "#contract/lead-kinds.ts";
import { leadReference } from "#contract/lead-reference.ts";
import { pathTo } from "#contract/routes.ts";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { company } from "#content/site.ts";
import { leadName, type LeadRecord } from "../db/admin-leads";
import { leadKind } from "../db/lead-kinds";
import type { OutgoingMail } from "./email-service";
import { escapeMarkup } from "../pages/escape";

/** What a lead is called in a subject line. */
const kindTitle = (kind: LeadKind, lead: LeadRecord) => leadKind(kind).title(lead.cells);

/** The lead in the admin area: its detail view, with every field, its workflow and notes. */
function adminLink(siteUrl: string, kind: LeadKind, id: number): string {
  return new URL(pathTo("adminLead", { kind, id }), siteUrl).toString();
}

/** The submission's filled-in fields; columns about the admins' handling are left out. */
function fields(kind: LeadKind, lead: LeadRecord): [string, string][] {
  const { columns, adminOnly = [] } = leadKind(kind);
  return Object.entries(columns)
    .filter(([key]) => !adminOnly.includes(key) && (lead.cells[key] ?? "").trim() !== "")
    .map(([key, label]) => [label, lead.cells[key]!]);
}

const received = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** Every line break a mail reader may honour, and the other control characters. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/** A submitted value inside a fixed line (the intro, the reply line): breaks and controls become spaces. */
const inline = (value: string) => value.replace(LINE_BREAKS, " ").replace(CONTROLS, " ");

/**
 * One field as text lines. No line starts with a submitted value: a single-line value follows its
 * label; a multi-line one (a message) is quoted line by line with "> ", so a submitter cannot
 * forge a line such as a second "Open it in the admin area" link. The schemas already refuse line
 * breaks in single-line fields; this holds for rows stored before that, too.
 */
function fieldLines(label: string, value: string): string[] {
  const lines = value.replace(CONTROLS, " ").split(LINE_BREAKS);
  return lines.length === 1 ? [`${label}: ${lines[0]}`] : [`${label}:`, ...lines.map((line) => `> ${line}`.trimEnd())];
}

/** The mail to the team that owns the lead; Reply-To is the submitter, so a reply reaches them. */
export function teamMail(kind: LeadKind, lead: LeadRecord, opts: { from: string; to: string[]; siteUrl: string }): OutgoingMail {
  const title = kindTitle(kind, lead);
  const name = inline(leadName(kind, lead));
  const link = adminLink(opts.siteUrl, kind, lead.id);
  const rows = fields(kind, lead);
  const intro = `New ${title.toLowerCase()} from ${name}, received ${received(lead.createdAt)}.`;
  const text = [
    intro,
    "",
    ...rows.flatMap(([label, value]) => fieldLines(label, value)),
    "",
    `Open it in the admin area: ${link}`,
    `Reply to this e-mail to answer ${name}.`,
  ].join("\n");
  const cell = (value: string) => escapeMarkup(value.replace(CONTROLS, " ")).replace(LINE_BREAKS, "<br>");
  const html = [
    `<p>${cell(intro)}</p>`,
    `<table cellpadding="6" style="border-collapse:collapse">`,
    ...rows.map(([label, value]) => `<tr><th align="left" valign="top">${cell(label)}</th><td>${cell(value)}</td></tr>`),
    `</table>`,
    `<p><a href="${escapeMarkup(link)}">Open it in the admin area</a></p>`,
    `<p>Reply to this e-mail to answer ${cell(name)}.</p>`,
  ].join("\n");
  return { from: opts.from, to: opts.to, replyTo: lead.cells.email || undefined, subject: `New ${title}: ${name}`, text, html };
}

/**
 * The acknowledgement to the visitor (ADR 301): the lead's public reference, what happens next and
 * when (the same words as the confirmation on the page), and a copy of what they sent, labelled as
 * the confirmation labels it. Reply-To is the owning team, so a reply reaches people. Sent only for
 * a lead that passed the bot check (or was released): a held lead has no outbox rows.
 */
export function submitterMail(kind: LeadKind, lead: LeadRecord, opts: { from: string; replyTo: string[] }): OutgoingMail {
  const title = kindTitle(kind, lead).toLowerCase();
  const name = inline(leadName(kind, lead));
  const reference = leadReference(kind, lead.id);
  const nextStep = leadNextSteps[kind];
  const rows = fields(kind, lead);
  const thanks = `Thank you for your ${title}, sent on ${received(lead.createdAt)}. This e-mail is your copy of it.`;
  const quote = `Your reference is ${reference}. Please quote it if you write or call us.`;
  const notYou = `If you did not send this, reply to this e-mail and we will delete it.`;
  const text = [
    `Hello ${name},`,
    "",
    thanks,
    "",
    quote,
    "",
    "What happens next:",
    nextStep,
    "",
    "What you sent:",
    ...rows.flatMap(([label, value]) => fieldLines(label, value)),
    "",
    notYou,
    "",
    company.name,
  ].join("\n");
  const cell = (value: string) => escapeMarkup(value.replace(CONTROLS, " ")).replace(LINE_BREAKS, "<br>");
  const html = [
    `<p>Hello ${cell(name)},</p>`,
    `<p>${cell(thanks)}</p>`,
    `<p>Your reference is <strong>${cell(reference)}</strong>. Please quote it if you write or call us.</p>`,
    `<h2 style="font-size:1.1em">What happens next</h2>`,
    `<p>${cell(nextStep)}</p>`,
    `<h2 style="font-size:1.1em">What you sent</h2>`,
    `<table cellpadding="6" style="border-collapse:collapse">`,
    ...rows.map(([label, value]) => `<tr><th align="left" valign="top">${cell(label)}</th><td>${cell(value)}</td></tr>`),
    `</table>`,
    `<p>${cell(notYou)}</p>`,
    `<p>${cell(company.name)}</p>`,
  ].join("\n");
  return {
    from: opts.from,
    to: [lead.cells.email ?? ""],
    replyTo: opts.replyTo[0],
    subject: `We received your ${title} (reference ${reference})`,
    text,
    html,
  };
}
