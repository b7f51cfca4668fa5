/**
 * Who gets which lead's e-mail, from the Worker's configuration (wrangler.toml `[vars]`,
 * docs/lead-notifications.md): the kinds map to teams here, the teams' addresses are configuration.
 */
import type { LeadKind } from "#contract/admin.ts";

export interface MailSettings {
  SITE_URL: string;
  LEAD_MAIL_FROM?: string;
  /** The default list: any team left empty gets it. */
  LEAD_MAIL_TO?: string;
  LEAD_MAIL_TO_SALES?: string;
  LEAD_MAIL_TO_PARTNERSHIPS?: string;
  LEAD_MAIL_TO_OPERATIONS?: string;
  /** "true" turns on the submitter's confirmation (off by default: ADR 170). */
  LEAD_MAIL_CONFIRM_SUBMITTER?: string;
}

type Team = "LEAD_MAIL_TO_SALES" | "LEAD_MAIL_TO_PARTNERSHIPS" | "LEAD_MAIL_TO_OPERATIONS";

/** Sales own inquiries, intake and merch quotes; partnerships partners and affiliates; operations contractors. */
const teamOf: Record<LeadKind, Team> = {
  inquiries: "LEAD_MAIL_TO_SALES",
  "project-requests": "LEAD_MAIL_TO_SALES",
  "merch-quotes": "LEAD_MAIL_TO_SALES",
  "partner-requests": "LEAD_MAIL_TO_PARTNERSHIPS",
  affiliates: "LEAD_MAIL_TO_PARTNERSHIPS",
  "contractor-applications": "LEAD_MAIL_TO_OPERATIONS",
};

/** Thrown when the configuration names no sender or no recipient: a retry cannot fix it. */
class MailConfigError extends Error {}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);

/** The team's addresses for a kind of lead, else the default list. */
export function recipientsFor(settings: MailSettings, kind: LeadKind): string[] {
  const team = list(settings[teamOf[kind]]);
  const to = team.length ? team : list(settings.LEAD_MAIL_TO);
  if (!to.length) throw new MailConfigError(`No recipient configured for ${kind} (set ${teamOf[kind]} or LEAD_MAIL_TO).`);
  return to;
}

export function senderOf(settings: MailSettings): string {
  const from = settings.LEAD_MAIL_FROM?.trim();
  if (!from) throw new MailConfigError("No sender configured (set LEAD_MAIL_FROM).");
  return from;
}

export function confirmsSubmitter(settings: MailSettings): boolean {
  return settings.LEAD_MAIL_CONFIRM_SUBMITTER?.trim().toLowerCase() === "true";
}
