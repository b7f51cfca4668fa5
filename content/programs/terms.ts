/**
 * The programme terms other pages quote as well as the programme pages: the pages' FAQs, the
 * chat assistant and the partners wall. Each programme page's own copy is in its module beside this
 * one, so a page downloads only its own words.
 */
import { inquiryTypes, type InquiryType } from "#contract/enums.ts";
import type { Card } from "../types";

/** A numbered step of a "how it works" list. */
export interface Step extends Card {
  readonly step: number;
}

/** A customer or partner quote. */
export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
  readonly company: string;
}

/** How soon the consultation phase typically starts; rendered by /clients and quoted by clientFaq. */
export const consultationStart = "1-2 weeks";

/** The contractor network's terms; rendered by /contractors and quoted by contractorFaq. */
export const contractorTerms = {
  reviewTime: "5-7 business days",
  insuranceMinimum: "$1M per occurrence",
  paymentTerms: "Net-30",
} as const;

/** Rendered by the /partners logo wall when the partner list is empty (six names). */
export const fallbackPartnerNames: readonly string[] = [
  "Front Range Solar Supply",
  "Ardmore Hydrogen Works",
  "Peachtree Charge Networks",
  "Glenmore Power Electronics",
  "Summit Ridge Capital",
  "Atlantic Grid Engineering",
];

/** One row of the affiliate commission table. */
export interface CommissionRate {
  readonly inquiryType: InquiryType;
  /** The service as the contact form labels it. */
  readonly service: string;
  readonly ratePercent: number;
  /** e.g. "5%". */
  readonly rate: string;
  /** What the percentage is taken of. */
  readonly basis: "of project value" | "of recovered amount" | "of financed amount";
}

function commission(inquiryType: Exclude<InquiryType, "general">, ratePercent: number, basis: CommissionRate["basis"]): CommissionRate {
  return { inquiryType, service: inquiryTypes.labels[inquiryType], ratePercent, rate: `${ratePercent}%`, basis };
}

/** Rendered by the /affiliates commission structure. */
export const commissionRates: readonly CommissionRate[] = [
  commission("ev_charging", 5, "of project value"),
  commission("solar", 5, "of project value"),
  commission("hydrogen", 3, "of project value"),
  commission("bitcoin_mining", 3, "of project value"),
  commission("insurance_claims", 4, "of recovered amount"),
  commission("pace_financing", 4, "of financed amount"),
];

/** When and how commissions are paid; rendered under the commission table and quoted by affiliateFaq. */
export const affiliatePayout = {
  timing: "within 30 days after project completion or funding milestone",
  trackingPeriod: "12 months",
  /** The amount is not published; do not state one. */
  minimumProjectSize: "A minimum project size applies.",
} as const;
