/**
 * Shapes of the admin API beyond the inquiries, deletes and respond calls: the session probe, dashboard counts and the lead lists with their columns.
 */
import type { AffiliatePayload } from "./affiliate";
import type { ContactPayload } from "./contact";
import type { ContractorPayload } from "./contractor";
import type { Inquiry } from "./entities";
import type { HONEYPOT_FIELD } from "./fields";
import type { MerchQuotePayload } from "./merch-quote";
import type { PartnerRequestPayload } from "./partner-request";
import type { ProjectRequestPayload } from "./project-request";

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

/**
 * A kind's columns: each key is a field of the form's payload (from its contract schema) or one of
 * the kind's named derived columns, so renaming a payload field fails the type-check here.
 */
type LeadColumns<Field extends string> = { readonly [K in Field]?: string };
type PayloadField<P> = Exclude<keyof P, typeof HONEYPOT_FIELD | "termsAccepted"> & string;

/** One lead list per submission kind, with its columns in display (and CSV) order. */
export const leadKinds = {
  "project-requests": {
    label: "Project Requests",
    columns: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      company: "Company",
      projectType: "Project Type",
      location: "Location",
      budget: "Budget",
      timeline: "Timeline",
      notes: "Notes",
    },
  },
  "contractor-applications": {
    label: "Contractor Applications",
    columns: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      trade: "Trade",
      licenses: "Licenses",
      states: "Service Areas",
      insuranceUrl: "Insurance",
      portfolioUrl: "Portfolio",
      experience: "Experience",
    },
  },
  "partner-requests": {
    label: "Partner Requests",
    columns: {
      name: "Name",
      orgType: "Organization Type",
      email: "Email",
      phone: "Phone",
      website: "Website",
      description: "Description",
      logoUrl: "Logo",
    },
  },
  affiliates: {
    label: "Affiliates",
    columns: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      referralCode: "Referral Code",
      payoutAddress: "Payout Address",
      howHeard: "How They Heard",
      industry: "Industry",
    },
  },
  "merch-quotes": {
    label: "Merchandise Quotes",
    columns: {
      kind: "Kind",
      companyName: "Company",
      contactName: "Contact",
      email: "Email",
      phone: "Phone",
      requirements: "Requirements",
      items: "Items",
      subtotal: "Subtotal",
      neededBy: "Needed By",
      artwork: "Artwork",
    },
  },
  inquiries: {
    label: "Inquiries",
    columns: {
      name: "Name",
      email: "Email",
      company: "Company",
      inquiryType: "Type",
      message: "Message",
      status: "Status",
      respondedBy: "Responded By",
    },
  },
} as const satisfies {
  "project-requests": { label: string; columns: LeadColumns<PayloadField<ProjectRequestPayload>> };
  "contractor-applications": { label: string; columns: LeadColumns<PayloadField<ContractorPayload>> };
  "partner-requests": { label: string; columns: LeadColumns<PayloadField<PartnerRequestPayload>> };
  affiliates: { label: string; columns: LeadColumns<PayloadField<AffiliatePayload> | "referralCode"> };
  "merch-quotes": {
    label: string;
    columns: LeadColumns<Exclude<PayloadField<MerchQuotePayload>, "lines" | "artworkKey"> | "items" | "subtotal" | "artwork">;
  };
  inquiries: {
    label: string;
    columns: LeadColumns<Exclude<PayloadField<ContactPayload>, "firstName" | "lastName"> | "name" | "status" | "respondedBy">;
  };
};

export type LeadKind = keyof typeof leadKinds;
/** The column keys of one kind's list. */
type LeadColumn<K extends LeadKind> = keyof (typeof leadKinds)[K]["columns"] & string;
/** One record's cells: every column of its kind, each a display text (the worker must fill them all). */
export type LeadCells<K extends LeadKind> = Record<LeadColumn<K>, string>;
export const leadKindList = Object.keys(leadKinds) as LeadKind[];
/** The kinds the Leads page lists (inquiries have their own page). */
export const leadPageKinds = leadKindList.filter((kind) => kind !== "inquiries");

export function isLeadKind(value: string): value is LeadKind {
  return Object.hasOwn(leadKinds, value);
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
