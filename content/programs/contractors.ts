/** Copy of /contractors. */
import { europeanCountries, usStates } from "#contract/enums.ts";
import type { Card } from "../types";
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
