/**
 * The six kinds of lead: each list's label and its columns in display (and CSV) order. Shared by
 * the public forms (the confirmation names the kind), the Worker and the admin lists, so it lives
 * apart from the admin API's shapes (and the public pages' chunk is not named after the admin).
 */
import type { AffiliatePayload } from "./affiliate";
import type { ContactPayload } from "./contact";
import type { ContractorPayload } from "./contractor";
import type { HONEYPOT_FIELD } from "./fields";
import type { MerchQuotePayload } from "./merch-quote";
import type { PartnerRequestPayload } from "./partner-request";
import type { ProjectRequestPayload } from "./project-request";

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
