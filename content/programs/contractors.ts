/** Copy of /contractors. */
import { europeanCountries, usStates } from "#contract/enums.ts";
import type { Card, FaqItem } from "../types";
import { contractorTerms } from "./terms";

/** Rendered by the /contractors hero. */
export const contractorsIntro = {
  heading: "Join Our Contractor Network",
  text: "Licensed electricians, installers and builders: work on solar, EV charging, hydrogen, mining and data center projects with a partner that plans well and pays on time.",
} as const;

/** Rendered by the /contractors benefit cards. */
export const contractorBenefits: readonly Card[] = [
  {
    title: "Steady Project Pipeline",
    text: "Commercial and industrial work across seven service lines, matched to your trade and the service areas you choose.",
  },
  {
    title: "Reliable Payment",
    text: `Clear scopes and ${contractorTerms.paymentTerms} payment terms on approved invoices, every time.`,
  },
  {
    title: "Two-Continent Reach",
    text: `Service areas across all ${usStates.length} US states and ${europeanCountries.length} European countries, coordinated from our US and Irish offices.`,
  },
  {
    title: "Technical Support",
    text: "Engineered drawings, equipment specifications and a Kilbride project manager on every job, so you can focus on the work.",
  },
];

/**
 * The contractor network's terms as the application form shows them beside its checkbox: a plain
 * summary built from the published facts above, nothing new (ADR 300).
 */
export const contractorNetworkTerms: readonly string[] = [
  `We review every application within ${contractorTerms.reviewTime} and tell you the outcome by e-mail.`,
  `You hold general liability insurance of at least ${contractorTerms.insuranceMinimum} and keep it in force while you work on our projects; we may ask for the certificate before a job starts.`,
  "You hold the licences your trade needs in each service area you select, and keep them current.",
  "Joining the network does not guarantee work: each project is offered with its own written scope, and you are free to decline it.",
  `Approved invoices are paid on ${contractorTerms.paymentTerms} terms.`,
  "You work to the engineered drawings, specifications and site safety rules of each project, with a Kilbride project manager as your contact.",
  "Either side may leave the network at any time by e-mail; work already accepted is completed or handed over as agreed for that project.",
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
