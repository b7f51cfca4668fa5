/**
 * The notification e-mails, composed from a stored lead's display texts (the same the admin list
 * and CSV show). Field values are plain text: escaped in the HTML part, never markup.
 */
import type { LeadKind } from "#contract/admin.ts";
import { company } from "#content/site.ts";
import { leadName, type LeadRecord } from "../db/admin-leads";
import { leadKind } from "../db/lead-kinds";
import type { OutgoingMail } from "./email-service";
import { escapeMarkup } from "../pages/escape";

/** What a lead is called in a subject line. */
const kindTitle = (kind: LeadKind, lead: LeadRecord) => leadKind(kind).title(lead.cells);

/** The lead in the admin area: its list, narrowed to it. */
function adminLink(siteUrl: string, kind: LeadKind, id: number): string {
  const { path, byKind } = leadKind(kind).adminList;
  const url = new URL(path, siteUrl);
  if (byKind) url.searchParams.set("kind", kind);
  url.searchParams.set("lead", String(id));
  return url.toString();
}

/** The submission's filled-in fields; columns about the admins' handling are left out. */
function fields(kind: LeadKind, lead: LeadRecord): [string, string][] {
  const { columns, adminOnly = [] } = leadKind(kind);
  return Object.entries(columns)
    .filter(([key]) => !adminOnly.includes(key) && (lead.cells[key] ?? "").trim() !== "")
    .map(([key, label]) => [label, lead.cells[key]!]);
}

const received = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** The mail to the team that owns the lead; Reply-To is the submitter, so a reply reaches them. */
export function teamMail(kind: LeadKind, lead: LeadRecord, opts: { from: string; to: string[]; siteUrl: string }): OutgoingMail {
  const title = kindTitle(kind, lead);
  const name = leadName(kind, lead);
  const link = adminLink(opts.siteUrl, kind, lead.id);
  const rows = fields(kind, lead);
  const intro = `New ${title.toLowerCase()} from ${name}, received ${received(lead.createdAt)}.`;
  const text = [
    intro,
    "",
    ...rows.map(([label, value]) => (value.includes("\n") ? `${label}:\n  ${value.replace(/\r?\n/g, "\n  ")}` : `${label}: ${value}`)),
    "",
    `Open it in the admin area: ${link}`,
    `Reply to this e-mail to answer ${name}.`,
  ].join("\n");
  const cell = (value: string) => escapeMarkup(value).replace(/\r?\n/g, "<br>");
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

/** The optional confirmation to the submitter (off by default, ADR 170): no field is echoed back. */
export function submitterMail(kind: LeadKind, lead: LeadRecord, opts: { from: string; replyTo: string[] }): OutgoingMail {
  const title = kindTitle(kind, lead).toLowerCase();
  const text = `Thank you for your ${title}. We have received it and will be in touch soon.\n\n${company.name}`;
  return {
    from: opts.from,
    to: [lead.cells.email ?? ""],
    replyTo: opts.replyTo[0],
    subject: `We received your ${title}`,
    text,
    html: `<p>Thank you for your ${escapeMarkup(title)}. We have received it and will be in touch soon.</p>\n<p>${escapeMarkup(company.name)}</p>`,
  };
}
