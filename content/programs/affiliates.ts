/** Copy of /affiliates. */
import { contact, listAnd } from "../site";
import type { FaqItem } from "../types";
import { affiliatePayout, type CommissionRate, commissionRates, type Step } from "./terms";

/** Rendered by the /affiliates hero. */
export const affiliatesIntro = {
  heading: "Affiliate Program",
  text: "Know a business that needs solar, EV charging, hydrogen, bitcoin mining, PACE financing or help with an insurance claim? Refer them to us and earn a commission when the project goes ahead.",
} as const;

/** Rendered by the /affiliates "How It Works" steps. */
export const affiliateSteps: readonly Step[] = [
  {
    step: 1,
    title: "Register",
    text: "Complete the registration form. Your referral code is generated as soon as you register.",
  },
  {
    step: 2,
    title: "Refer",
    text: "Introduce businesses and property owners planning an energy, infrastructure, financing or insurance claims project, and share your referral code.",
  },
  {
    step: 3,
    title: "Track",
    text: `Each referral is tracked for ${affiliatePayout.trackingPeriod}, from first contact through design, contract and delivery.`,
  },
  {
    step: 4,
    title: "Earn",
    text: `Commissions are paid ${affiliatePayout.timing}.`,
  },
];

/** An affiliate's success story. */
export interface SuccessStory {
  readonly name: string;
  readonly role: string;
  readonly location: string;
  readonly story: string;
  /** One-line outcome, consistent with commissionRates. */
  readonly result: string;
}

const rateOf = (type: CommissionRate["inquiryType"]): CommissionRate =>
  commissionRates.find((row) => row.inquiryType === type) as CommissionRate;

/** Rendered by the /affiliates success stories (three). */
export const affiliateSuccessStories: readonly SuccessStory[] = [
  {
    name: "Tom Hargrove",
    role: "Commercial Real Estate Broker",
    location: "Denver, Colorado",
    story:
      "Two of Tom's warehouse clients wanted lower operating costs before listing. He introduced them to our solar team, and both rooftop arrays were built within the year.",
    result: `${rateOf("solar").rate} ${rateOf("solar").basis} on two solar projects.`,
  },
  {
    name: "Siobhán Kelly",
    role: "Independent Energy Consultant",
    location: "Cork, Ireland",
    story:
      "Siobhán was advising a regional bus operator on its move to electric vehicles. She introduced them to our Dublin team, which designed and built the depot charging the new fleet now runs on.",
    result: `${rateOf("ev_charging").rate} ${rateOf("ev_charging").basis}, paid after project completion.`,
  },
  {
    name: "Marcus Reed",
    role: "Roofing Contractor",
    location: "Peachtree City, Georgia",
    story:
      "After a spring hailstorm, Marcus referred three commercial property owners whose claims had stalled. Our claims team documented the damage and helped each recover what their policy owed.",
    result: `${rateOf("insurance_claims").rate} ${rateOf("insurance_claims").basis} on three recovered claims.`,
  },
];

/**
 * The affiliate programme's terms as the registration form shows them beside its checkbox: a plain
 * summary built from the published facts (commission table, payout, tracking), nothing new (ADR 300).
 */
export const affiliateProgramTerms: readonly string[] = [
  "Your referral code is generated when you register; a referral counts when the business gives your code or name at its first contact with us.",
  `Each referral is tracked for ${affiliatePayout.trackingPeriod} from that first contact.`,
  `Commission is paid on projects that go ahead, at the rate for the service in the commission table (${commissionRates
    .map((rate) => `${rate.service} ${rate.rate} ${rate.basis}`)
    .join("; ")}).`,
  `Commissions are paid ${affiliatePayout.timing}, to the payout address you give us.`,
  affiliatePayout.minimumProjectSize,
  "You describe our services honestly and do not make promises on our behalf about prices, savings or timelines.",
  "Either side may end the registration at any time by e-mail; commission already earned on tracked referrals is still paid.",
];

/** "5% of project value for EV Charging Infrastructure and Solar Arrays; ..." built from commissionRates. */
function commissionSentence(): string {
  const groups = new Map<string, string[]>();
  for (const row of commissionRates) {
    const key = `${row.rate} ${row.basis}`;
    groups.set(key, [...(groups.get(key) ?? []), row.service]);
  }
  return [...groups].map(([rate, names]) => `${listAnd(names)}: ${rate}`).join("; ");
}

/** Rendered by the /affiliates five-item FAQ. */
export const affiliateFaq: readonly FaqItem[] = [
  {
    question: "How much commission can I earn?",
    answer: `Commission depends on the service: ${commissionSentence()}.`,
  },
  {
    question: "When are commissions paid?",
    answer: `Commissions are paid ${affiliatePayout.timing}.`,
  },
  {
    question: "How long are my referrals tracked?",
    answer: `Referrals are tracked for ${affiliatePayout.trackingPeriod} from the date you refer them. Your referral code is generated when you register.`,
  },
  {
    question: "Is there a minimum project size?",
    answer: `Yes. ${affiliatePayout.minimumProjectSize} Contact ${contact.teamEmails.affiliates} to confirm whether a project you have in mind qualifies.`,
  },
  {
    question: "Who can become an affiliate?",
    answer:
      "Anyone who works with businesses or property owners: brokers, consultants, contractors, installers and industry professionals. Registration is free.",
  },
];
