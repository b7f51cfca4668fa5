/**
 * Who gets which lead's e-mail, from the Worker's configuration (wrangler.toml `[vars]`,
 * docs/lead-notifications.md): each kind's team is in db/lead-kinds.ts, the teams' addresses are configuration.
 */
import type { LeadKind } from "#contract/lead-kinds.ts";
import { leadKind, type Team } from "../db/lead-kinds";

export interface MailSettings {
  SITE_URL: string;
  LEAD_MAIL_FROM?: string;
  /** The default list: any team left empty gets it. */
  LEAD_MAIL_TO?: string;
  LEAD_MAIL_TO_SALES?: string;
  LEAD_MAIL_TO_PARTNERSHIPS?: string;
  LEAD_MAIL_TO_OPERATIONS?: string;
}

/** Each team's list of addresses (which team owns a kind is in db/lead-kinds.ts). */
const teamVariable = {
  sales: "LEAD_MAIL_TO_SALES",
  partnerships: "LEAD_MAIL_TO_PARTNERSHIPS",
  operations: "LEAD_MAIL_TO_OPERATIONS",
} as const satisfies Record<Team, keyof MailSettings>;

/** Thrown when the configuration names no sender or no recipient: a retry cannot fix it. */
class MailConfigError extends Error {}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);

/** The team's addresses for a kind of lead, else the default list. */
export function recipientsFor(settings: MailSettings, kind: LeadKind): string[] {
  const variable = teamVariable[leadKind(kind).team];
  const team = list(settings[variable]);
  const to = team.length ? team : list(settings.LEAD_MAIL_TO);
  if (!to.length) throw new MailConfigError(`No recipient configured for ${kind} (set ${variable} or LEAD_MAIL_TO).`);
  return to;
}

export function senderOf(settings: MailSettings): string {
  const from = settings.LEAD_MAIL_FROM?.trim();
  if (!from) throw new MailConfigError("No sender configured (set LEAD_MAIL_FROM).");
  return from;
}
