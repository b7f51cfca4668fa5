/**
 * Shapes of the admin API beyond the inquiries, deletes and respond calls: the session probe, dashboard counts and the lead lists' rows (the kinds and their columns: lead-kinds.ts).
 */
import type { Inquiry } from "./entities";
import type { LeadKind } from "./lead-kinds";

/** GET /api/access/session: who is signed in, and whether the local sign-in exists here. */
export interface AdminSession {
  signedIn: boolean;
  email: string | null;
  /** True while the local Access emulation is configured (shows the 'local admin' marker). */
  local: boolean;
}

/** GET /api/admin/dashboard: every count in one call. */
export interface DashboardCounts {
  projects: number;
  blogPosts: number;
  inquiries: number;
  pendingInquiries: number;
  projectRequests: number;
  contractorApplications: number;
  partnerRequests: number;
  affiliates: number;
  merchQuotes: number;
  /** Lead notifications that gave up (docs/lead-notifications.md); the dashboard shows them first. */
  failedNotifications: number;
}

/** One submission, every column already a display text. */
/**
 * Why a lead is spam, held back from the team's inbox and every count (ADR 184, ADR 263), as the
 * admin lists name it: the bot check held it (it came without a token, with one Turnstile refused,
 * or while the verifier could not be reached), or an admin marked it as spam.
 */
export const heldReasons = {
  "no-token": "Held: no bot check",
  failed: "Held: bot check failed",
  unverified: "Held: bot check unreachable",
  spam: "Marked as spam",
} as const;
export type HeldReason = keyof typeof heldReasons;

export interface LeadRow {
  id: number;
  createdAt: string;
  cells: Record<string, string>;
  /** Why it is held (not e-mailed, not counted as a lead); null once verified or released. */
  held: HeldReason | null;
  /** The e-mail to the team that owns it; null for leads stored before notifications existed. */
  notification: LeadNotification | null;
}

/** Where a lead's e-mail to its team stands; "cancelled" when its lead was deleted before it was sent. */
type NotificationStatus = "pending" | "sent" | "failed" | "cancelled";

export interface LeadNotification {
  /** For POST /api/admin/notifications/{id}/resend. */
  id: number;
  status: NotificationStatus;
  attempts: number;
  sentAt: string | null;
  /** Why the last attempt failed (kept once it has failed for good). */
  error: string | null;
  updatedAt: string;
}

/** GET /api/admin/notifications/failed: one notification that gave up, with its lead. */
export interface FailedNotification extends LeadNotification {
  kind: LeadKind;
  leadId: number;
  /** "team" or "submitter" (the optional confirmation). */
  audience: "team" | "submitter";
  /** The lead's name, or "" when the lead was deleted. */
  name: string;
}

/** The spec's inquiry, with its notification, as the admin list shows it. */
export interface AdminInquiry extends Inquiry {
  notification: LeadNotification | null;
  /** Why the bot check holds it, as for every lead (LeadRow.held). */
  held: HeldReason | null;
}
