/** Copy of /partners. */
import type { OrganizationType } from "#contract/enums.ts";
import type { Card } from "../types";
import type { Testimonial } from "./terms";

/** Rendered by the /partners hero. */
export const partnersIntro = {
  heading: "Partner With Kilbride",
  text: "We work with technology makers and service firms that share our standards, bringing their products and expertise to projects on both sides of the Atlantic.",
} as const;

/** Rendered by the /partners benefit cards. */
export const partnerBenefits: readonly Card[] = [
  {
    title: "Project Pipeline",
    text: "Your products and services specified on real projects, from commercial solar arrays to hydrogen plants and data centers.",
  },
  {
    title: "Joint Go-to-Market",
    text: "Co-marketing, joint proposals and shared case studies that reach commercial and industrial buyers in the US and Europe.",
  },
  {
    title: "Technical Collaboration",
    text: "Field feedback from our engineers and crews, early access to pilots and a direct line to the people who install your equipment.",
  },
  {
    title: "Long-Term Relationships",
    text: "We favour a small number of partners we can grow with over years, not one-off transactions.",
  },
];

/** A kind of partner, with examples. */
export interface PartnershipCategory extends Card {
  readonly id: "technology" | "service";
  /** The partner form's organisation type for this category. */
  readonly organizationType: OrganizationType;
  readonly examples: readonly string[];
}

/** Rendered by the /partners partnership categories (technology providers, service providers). */
export const partnershipCategories: readonly PartnershipCategory[] = [
  {
    id: "technology",
    title: "Technology Providers",
    text: "Manufacturers and software companies whose equipment and platforms go into our projects.",
    organizationType: "technology_provider",
    examples: [
      "Solar module, inverter and racking manufacturers",
      "Electrolyzer and hydrogen storage suppliers",
      "EV charger hardware and network software",
      "ASIC miners and immersion cooling systems",
      "Energy monitoring and building management platforms",
    ],
  },
  {
    id: "service",
    title: "Service Providers",
    text: "Firms whose expertise helps us design, finance, build and protect projects.",
    organizationType: "service_provider",
    examples: [
      "Engineering and design firms",
      "PACE program administrators and capital providers",
      "Insurance adjusters and restoration specialists",
      "Permitting and environmental consultants",
      "Heavy equipment and logistics providers",
    ],
  },
];

/** Rendered by the /partners testimonials. */
export const partnerTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Kilbride's crews give us the most useful field feedback we get from any installer. Two of our current charger revisions started as notes from their site visits.",
    name: "Daniel Okafor",
    role: "VP of Channel Partnerships",
    company: "Peachtree Charge Networks",
  },
  {
    quote:
      "We bring the capital, they bring projects that are engineered properly and documented well. That makes PACE funding straightforward for everyone involved.",
    name: "Aoife Gallagher",
    role: "Head of Clean Energy Lending",
    company: "Summit Ridge Capital",
  },
];
