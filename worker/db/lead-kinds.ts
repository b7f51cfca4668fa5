/**
 * The six lead kinds, each said once: its table, the row stored from its validated payload, its
 * display texts (what the admin list shows, the CSV writes and the notification e-mail lists), its
 * label and columns (from contract/admin.ts, shared with the admin page), the team its e-mail goes
 * to. Storing (store-lead.ts), the admin lists and CSV
 * (admin-leads.ts), the analytics and the notifications read these entries and nothing else, so a
 * change to every lead kind (a new column, a state, a search over personal data) is made here.
 */
import { isNull, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AffiliatePayload } from "#contract/affiliate.ts";
import type { DashboardCounts } from "#contract/admin.ts";
import { leadKinds, type LeadCells, type LeadKind } from "#contract/lead-kinds.ts";
import type { ContactPayload } from "#contract/contact.ts";
import type { ContractorPayload } from "#contract/contractor.ts";
import { inquiryTypes, organizationTypes, projectTypes } from "#contract/enums.ts";
import { formatBytes, formatPrice } from "#contract/format.ts";
import { describeLine, priceLines, type MerchQuotePayload } from "#contract/merch-quote.ts";
import type { StoredArtwork } from "../merch/artwork";
import type { PartnerRequestPayload } from "#contract/partner-request.ts";
import type { ProjectRequestPayload } from "#contract/project-request.ts";
import { affiliates, contractorApplications, inquiries, merchQuotes, partnerRequests, projectRequests } from "./schema";

/** Who owns a kind's leads: each team's addresses are configuration (notifications/settings.ts). */
export type Team = "sales" | "partnerships" | "operations";

/** Values a stored row draws rather than takes from the payload; tests pass their own. */
export interface LeadDraws {
  referralCode: () => string;
}

/** The dashboard's total of one kind. */
export type DashboardLeadKey = Exclude<keyof DashboardCounts, "projects" | "blogPosts" | "pendingInquiries" | "failedNotifications">;

/** Every lead table has an id, the time it was received and its bot-check state (held_reason). */
type LeadTable = SQLiteTable & { id: SQLiteColumn; createdAt: SQLiteColumn; heldReason: SQLiteColumn; email: SQLiteColumn };

/**
 * The leads that count as leads: not held by the bot check (ADR 184). Dashboards, analytics and
 * reports filter with this, so a bot's submission never shows in a figure.
 */
export const notHeld = (table: LeadTable): SQL => isNull(table.heldReason);

/** One kind as written below: typed by its kind, table and payload, so each entry is checked. */
interface LeadKindEntry<K extends LeadKind, T extends LeadTable, P, Reply extends object> {
  table: T;
  /** The row stored for a validated payload. */
  values: (input: P, draws: LeadDraws) => T["$inferInsert"];
  /** What the visitor's 201 carries besides the id (read from the stored values). */
  reply?: (values: T["$inferInsert"]) => Reply;
  /** The stored row as display texts, one per column of the kind. */
  cells: (row: T["$inferSelect"]) => LeadCells<K>;
  /** The stored text the admin list's search looks in (worker/db/admin-list.ts). */
  searchIn: readonly SQLiteColumn[];
  /**
   * Privacy requests (worker/db/privacy.ts, docs/privacy.md): the columns that hold the person's
   * data, blanked when they ask for erasure (the row, its date and its categories stay, so the
   * analytics' counts survive), and the phone column a request may find them by.
   */
  personal: readonly SQLiteColumn[];
  phone?: SQLiteColumn;
  /** The column that names the person (e-mail subjects, failed-notification list, CSV of all kinds). */
  nameColumn: keyof LeadCells<K> & string;
  /** The column of the lead's own words, the line the inbox shows under its name. */
  summaryColumn: keyof LeadCells<K> & string;
  /** Columns about the admins' handling, not the submission: never e-mailed. */
  adminOnly?: readonly (keyof LeadCells<K> & string)[];
  /** What one lead is called in an e-mail ("New Inquiry: …"). */
  title: (cells: LeadCells<K>) => string;
  team: Team;
  /** Its total on the admin dashboard. */
  dashboardKey: DashboardLeadKey;
}

/** An entry with its kind's label and columns from the contract (what the admin page shows). */
function entry<K extends LeadKind, T extends LeadTable, P, Reply extends object = Record<never, never>>(
  kind: K,
  spec: LeadKindEntry<K, T, P, Reply>,
) {
  return { kind, label: leadKinds[kind].label, columns: leadKinds[kind].columns, ...spec };
}

const text = (value: string | null | undefined) => value ?? "";
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

const projectRequestText = [
  projectRequests.name,
  projectRequests.email,
  projectRequests.phone,
  projectRequests.company,
  projectRequests.location,
  projectRequests.budget,
  projectRequests.timeline,
  projectRequests.notes,
] as const;

/** The registry. Its order is the order the analytics and the dashboard show the kinds in. */
const registry = {
  inquiries: entry("inquiries", {
    table: inquiries,
    values: (input: ContactPayload) => ({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company,
      inquiryType: input.inquiryType,
      message: input.message,
    }),
    cells: (r) => ({
      name: `${r.firstName} ${r.lastName}`,
      email: r.email,
      company: text(r.company),
      inquiryType: label(inquiryTypes.labels, r.inquiryType),
      message: r.message,
      status: r.responded ? "Responded" : "Pending",
      respondedBy: text(r.respondedBy),
    }),
    searchIn: [inquiries.firstName, inquiries.lastName, inquiries.email, inquiries.company, inquiries.message, inquiries.respondedBy],
    personal: [inquiries.firstName, inquiries.lastName, inquiries.email, inquiries.company, inquiries.message],
    nameColumn: "name",
    summaryColumn: "message",
    adminOnly: ["status", "respondedBy"],
    title: () => "Inquiry",
    team: "sales",
    dashboardKey: "inquiries",
  }),
  "project-requests": entry("project-requests", {
    table: projectRequests,
    values: (input: ProjectRequestPayload) => ({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      projectType: input.projectType,
      location: input.location,
      budget: input.budget,
      timeline: input.timeline,
      notes: input.notes,
    }),
    cells: (r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: text(r.company),
      projectType: label(projectTypes.labels, r.projectType),
      location: r.location,
      budget: text(r.budget),
      timeline: text(r.timeline),
      notes: text(r.notes),
    }),
    searchIn: projectRequestText,
    // Every stored text of a project request is the person's.
    personal: projectRequestText,
    phone: projectRequests.phone,
    nameColumn: "name",
    summaryColumn: "notes",
    title: () => "Project request",
    team: "sales",
    dashboardKey: "projectRequests",
  }),
  "contractor-applications": entry("contractor-applications", {
    table: contractorApplications,
    values: (input: ContractorPayload) => ({
      name: input.name,
      email: input.email,
      phone: input.phone,
      trade: input.trade,
      licenses: input.licenses,
      states: input.states,
      insuranceUrl: input.insuranceUrl,
      portfolioUrl: input.portfolioUrl,
      experience: input.experience,
      termsAccepted: input.termsAccepted,
    }),
    cells: (r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      trade: r.trade,
      licenses: text(r.licenses),
      states: r.states.join("; "),
      insuranceUrl: text(r.insuranceUrl),
      portfolioUrl: text(r.portfolioUrl),
      experience: r.experience,
    }),
    searchIn: [
      contractorApplications.name,
      contractorApplications.email,
      contractorApplications.phone,
      contractorApplications.trade,
      contractorApplications.licenses,
      contractorApplications.states,
      contractorApplications.experience,
    ],
    // The trade and service areas stay: categories, not the person.
    personal: [
      contractorApplications.name,
      contractorApplications.email,
      contractorApplications.phone,
      contractorApplications.licenses,
      contractorApplications.insuranceUrl,
      contractorApplications.portfolioUrl,
      contractorApplications.experience,
    ],
    phone: contractorApplications.phone,
    nameColumn: "name",
    summaryColumn: "experience",
    title: () => "Contractor application",
    team: "operations",
    dashboardKey: "contractorApplications",
  }),
  "partner-requests": entry("partner-requests", {
    table: partnerRequests,
    // A request only: the wall (partners) is edited by admins.
    values: (input: PartnerRequestPayload) => ({
      name: input.name,
      orgType: input.orgType,
      email: input.email,
      phone: input.phone,
      website: input.website,
      description: input.description,
      logoUrl: input.logoUrl,
    }),
    cells: (r) => ({
      name: r.name,
      orgType: label(organizationTypes.labels, r.orgType),
      email: r.email,
      phone: r.phone,
      website: text(r.website),
      description: r.description,
      logoUrl: text(r.logoUrl),
    }),
    searchIn: [
      partnerRequests.name,
      partnerRequests.orgType,
      partnerRequests.email,
      partnerRequests.phone,
      partnerRequests.website,
      partnerRequests.description,
    ],
    personal: [
      partnerRequests.name,
      partnerRequests.email,
      partnerRequests.phone,
      partnerRequests.website,
      partnerRequests.description,
      partnerRequests.logoUrl,
    ],
    phone: partnerRequests.phone,
    nameColumn: "name",
    summaryColumn: "description",
    title: () => "Partner request",
    team: "partnerships",
    dashboardKey: "partnerRequests",
  }),
  affiliates: entry("affiliates", {
    table: affiliates,
    // The referral code is drawn, and unique: store-lead.ts draws again when it clashes.
    values: (input: AffiliatePayload, draws) => ({
      name: input.name,
      email: input.email,
      phone: input.phone,
      payoutAddress: input.payoutAddress,
      howHeard: input.howHeard,
      industry: input.industry,
      termsAccepted: input.termsAccepted,
      referralCode: draws.referralCode(),
    }),
    reply: (values) => ({ referralCode: values.referralCode }),
    cells: (r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      referralCode: r.referralCode,
      payoutAddress: text(r.payoutAddress),
      howHeard: text(r.howHeard),
      industry: text(r.industry),
    }),
    searchIn: [
      affiliates.name,
      affiliates.email,
      affiliates.phone,
      affiliates.referralCode,
      affiliates.payoutAddress,
      affiliates.howHeard,
      affiliates.industry,
    ],
    // The referral code stays (unique, and a random code names no one once the rest is gone).
    personal: [affiliates.name, affiliates.email, affiliates.phone, affiliates.payoutAddress, affiliates.howHeard, affiliates.industry],
    phone: affiliates.phone,
    nameColumn: "name",
    summaryColumn: "industry",
    title: () => "Affiliate registration",
    team: "partnerships",
    dashboardKey: "affiliates",
  }),
  "merch-quotes": entry("merch-quotes", {
    table: merchQuotes,
    // Lines are priced from the catalogue here on the server; whatever prices a client might send
    // were dropped by validation.
    // The artwork was found in R2 by the route (merch-quotes.ts `prepare`) before anything is stored.
    values: (input: MerchQuotePayload & { artwork?: StoredArtwork | null }) => {
      // A quote's bulk sizes are stored as lines like the cart's: one list for the team, CSV and e-mail.
      const { lines, subtotalCents } = priceLines([...input.lines, ...input.bulkLines]);
      return {
        kind: input.kind,
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        requirements: input.requirements,
        lines,
        subtotalCents,
        neededBy: input.neededBy,
        artworkKey: input.artwork?.key ?? null,
        artworkName: input.artwork?.name ?? null,
        artworkType: input.artwork?.type ?? null,
        artworkBytes: input.artwork?.bytes ?? null,
      };
    },
    cells: (r) => ({
      kind: r.kind === "order" ? "Order request" : "Custom quote",
      companyName: text(r.companyName),
      contactName: r.contactName,
      email: r.email,
      phone: text(r.phone),
      requirements: text(r.requirements),
      items: r.lines.map(describeLine).join("; "),
      subtotal: r.lines.length ? formatPrice(r.subtotalCents / 100) : "",
      neededBy: text(r.neededBy),
      artwork: r.artworkName ? `${r.artworkName} (${formatBytes(r.artworkBytes ?? 0)})` : "",
    }),
    searchIn: [merchQuotes.companyName, merchQuotes.contactName, merchQuotes.email, merchQuotes.phone, merchQuotes.requirements],
    // The artwork's name may name a person or company; blanking its key lets the sweep remove the file.
    personal: [
      merchQuotes.companyName,
      merchQuotes.contactName,
      merchQuotes.email,
      merchQuotes.phone,
      merchQuotes.requirements,
      merchQuotes.artworkName,
      merchQuotes.artworkKey,
    ],
    phone: merchQuotes.phone,
    nameColumn: "contactName",
    summaryColumn: "requirements",
    // The merch form sends both custom quotes and cart order requests.
    title: (cells) => (cells.kind ? `Merch ${cells.kind.toLowerCase()}` : "Merch quote"),
    team: "sales",
    dashboardKey: "merchQuotes",
  }),
} as const satisfies { [K in LeadKind]: { kind: K } };

type Registry = typeof registry;

/** The validated payload a kind stores. */
export type LeadPayload<K extends LeadKind> = Parameters<Registry[K]["values"]>[0];
/** What a kind's 201 carries: the id, and what its `reply` adds. */
export type LeadReply<K extends LeadKind> = { id: number } & (Registry[K] extends { reply?: (values: never) => infer R } ? R : never);

/**
 * One kind as code over every kind reads it. Each entry was checked against its own table,
 * payload and columns where it is written; these are methods because TypeScript compares method
 * parameters both ways, so every entry fits this one shape.
 */
export interface LeadKindSpec {
  readonly kind: LeadKind;
  readonly label: string;
  readonly columns: Readonly<Record<string, string>>;
  readonly table: LeadTable;
  values(input: LeadPayload<LeadKind>, draws: LeadDraws): Record<string, unknown>;
  reply?(values: Record<string, unknown>): object;
  cells(row: Record<string, unknown>): Record<string, string>;
  readonly searchIn: readonly SQLiteColumn[];
  readonly personal: readonly SQLiteColumn[];
  readonly phone?: SQLiteColumn;
  readonly nameColumn: string;
  readonly summaryColumn: string;
  readonly adminOnly?: readonly string[];
  title(cells: Record<string, string>): string;
  readonly team: Team;
  readonly dashboardKey: DashboardLeadKey;
}

export function leadKind(kind: LeadKind): LeadKindSpec {
  return registry[kind];
}

/** Every kind, in the order the analytics and the dashboard show them (inquiries first). */
export const leadKindsShown = Object.keys(registry) as LeadKind[];
