/**
 * The FAQ lists of the site. Answers quote facts from site.ts, contract/enums.ts and programs.ts
 * rather than retyping them, so the pages and the chat assistant always agree.
 */
import { europeanCountries, usStates } from "#contract/enums.ts";
import { affiliatePayout, commissionRates, consultationStart, contractorTerms } from "./programs/terms";
import { contact, listAnd, operatingRegions, shipping } from "./site";

/** One question and its answer, as an accordion item renders it. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** "5% of project value for EV Charging Infrastructure and Solar Arrays; ..." built from commissionRates. */
function commissionSentence(): string {
  const groups = new Map<string, string[]>();
  for (const row of commissionRates) {
    const key = `${row.rate} ${row.basis}`;
    groups.set(key, [...(groups.get(key) ?? []), row.service]);
  }
  return [...groups].map(([rate, names]) => `${listAnd(names)}: ${rate}`).join("; ");
}

/** Rendered by the FAQ of the /services (Products) page: merchandise questions. */
export const servicesFaq: readonly FaqItem[] = [
  {
    question: "How long does shipping take?",
    answer: `Standard US shipping takes ${shipping.standardUs}. International delivery times depend on the destination and customs.`,
  },
  {
    question: "Where do you ship?",
    answer: `Merchandise ships to ${shipping.destinations}.`,
  },
  {
    question: "Can I order custom or corporate merchandise?",
    answer:
      "Yes. We make co-branded apparel and gifts for teams, clients and events. Use the Request Custom Quote form on the Merchandise page or contact us with the corporate inquiry option, and tell us your quantities, sizes and deadline.",
  },
  {
    question: "What sizes are available?",
    answer:
      "Apparel comes in Small, Medium, Large, X-Large and XX-Large; caps and most accessories are one size fits all. Each item lists its available sizes and colours.",
  },
  {
    question: "Who do I contact about a merchandise order?",
    answer: `E-mail ${contact.teamEmails.merchandise} or call ${contact.phone}, ${contact.hours}.`,
  },
];

/** Rendered by the /contact page four-item FAQ. */
export const contactFaq: readonly FaqItem[] = [
  {
    question: "Where do you work?",
    answer: `In the United States we are headquartered in Colorado with operations in ${listAnd(operatingRegions.usa.states)}. ${operatingRegions.ireland.summary}`,
  },
  {
    question: "How quickly will you reply to my message?",
    answer: `Our team reads every inquiry during office hours, ${contact.hours}, and replies to most within one business day.`,
  },
  {
    question: "Can I get a cost estimate before we talk?",
    answer:
      "Yes. Our calculators give a first estimate for solar, hydrogen, bitcoin mining, data center and PACE financing projects. For a detailed quote, send us your project details and we will follow up.",
  },
  {
    question: "How do I reach a specific team?",
    answer: `Call ${contact.phone} or e-mail ${contact.emails.projects.address} for project management and ${contact.emails.general.address} for general inquiries. Contractors, partners and affiliates each have their own application page.`,
  },
];

/** Rendered by the /contractors five-item FAQ accordion. */
export const contractorFaq: readonly FaqItem[] = [
  {
    question: "How long does the application review take?",
    answer: `We review applications within ${contractorTerms.reviewTime} and contact you by e-mail or phone with the outcome.`,
  },
  {
    question: "What insurance do I need?",
    answer: `Contractors must carry general liability insurance of at least ${contractorTerms.insuranceMinimum}, plus any workers' compensation or other cover required where you work. You can link your certificate of insurance in the application.`,
  },
  {
    question: "What are your payment terms?",
    answer: `Payment terms are ${contractorTerms.paymentTerms}: approved invoices are paid within 30 days.`,
  },
  {
    question: "Which areas and trades do you need?",
    answer: `Our network covers all ${usStates.length} US states and ${europeanCountries.length} European countries, and you choose the service areas you cover. We need electricians, solar and EV charger installers, mechanical and civil contractors, and specialists in hydrogen, mining and data center systems.`,
  },
  {
    question: "What licenses are required?",
    answer:
      "You must hold the licenses your trade requires in each service area you select. List them in the application; we verify them before assigning work.",
  },
];

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

/** Rendered by the /clients page (if the page builder adds an FAQ) and read by the chat assistant. */
export const clientFaq: readonly FaqItem[] = [
  {
    question: "How soon can we start?",
    answer: `The consultation phase typically starts within ${consultationStart} of your request.`,
  },
  {
    question: "What should I have ready for the first conversation?",
    answer:
      "The site location, what you want to achieve, and any recent utility bills, drawings or budget and timeline targets. Budget and timeline are optional on the intake form.",
  },
  {
    question: "Can you help finance the project?",
    answer:
      "Yes. We model incentives for every project and can arrange PACE financing, which repays eligible upgrades over the long term through the property's tax assessment.",
  },
  {
    question: "Do you work outside the United States?",
    answer: `Yes. ${operatingRegions.ireland.summary}`,
  },
];
