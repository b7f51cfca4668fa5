/**
 * Copy and terms of the four programme pages: /clients (Start Your Project), /contractors,
 * /partners and /affiliates. The FAQs in faqs.ts quote the terms defined here.
 */
import { inquiryTypes, type InquiryType, type OrganizationType, europeanCountries, usStates } from "#contract/enums.ts";
import { company, listAnd, officeTowns } from "./site";
import type { Card } from "./services";

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

/* ------------------------------------------------------------------ /clients */

/** How soon the consultation phase typically starts; rendered by /clients and quoted by clientFaq. */
export const consultationStart = "1-2 weeks";

/** Rendered by the /clients hero. */
export const clientsIntro = {
  heading: "Start Your Project",
  text: "Tell us what you want to build. One team takes your project from the first conversation to commissioning, in the United States or in Europe.",
} as const;

/** Rendered by the /clients four-step explainer. */
export const clientSteps: readonly Step[] = [
  {
    step: 1,
    title: "Initial Consultation",
    text: `We learn your site, goals, budget and timeline by phone, video or on-site visit. The consultation phase typically starts within ${consultationStart} of your request.`,
  },
  {
    step: 2,
    title: "Assessment & Design",
    text: "Our engineers assess the site and utility connection, model production, costs and returns, and prepare a preliminary design.",
  },
  {
    step: 3,
    title: "Proposal & Contract",
    text: "You receive a clear proposal with scope, price, schedule, available incentives and financing options such as PACE. Once agreed, we sign and schedule the work.",
  },
  {
    step: 4,
    title: "Execution & Delivery",
    text: "Our crews and vetted contractors permit, build and commission the project, with one project manager as your contact until handover and beyond.",
  },
];

/** Rendered by the /clients "Why Choose" cards. */
export const whyChoose: readonly Card[] = [
  {
    title: `${company.yearsOfExperience} Years of Experience`,
    text: `In the field since ${company.foundedYear}: electrical contracting, renewable energy, digital infrastructure and claims recovery, delivered by teams who have seen most problems before.`,
  },
  {
    title: "Dual-Continent Operations",
    text: `Offices in ${listAnd(officeTowns)} let us deliver projects across the United States and Europe with local crews and local knowledge.`,
  },
  {
    title: "End-to-End Delivery",
    text: "Feasibility, design, financing, permitting, construction and maintenance under one roof, so nothing falls between contractors.",
  },
];

/** Rendered by the /clients testimonials. */
export const clientTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Kilbride took our distribution center from a power bill we dreaded to a rooftop array that covers most of our daytime load. One project manager, a schedule they kept, and no surprises on the invoice.",
    name: "Rachel Whitfield",
    role: "Director of Facilities",
    company: "High Plains Cold Storage",
  },
  {
    quote:
      "Their Dublin team handled design, grid connection and commissioning for our fleet charging depot while we kept the vans on the road. We are already planning the second site with them.",
    name: "Ciarán Byrne",
    role: "Fleet Operations Manager",
    company: "Liffeyside Logistics",
  },
];

/* ------------------------------------------------------------------ /contractors */

/** The contractor network's terms; rendered by /contractors and quoted by contractorFaq. */
export const contractorTerms = {
  reviewTime: "5-7 business days",
  insuranceMinimum: "$1M per occurrence",
  paymentTerms: "Net-30",
} as const;

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

/* ------------------------------------------------------------------ /partners */

/** Rendered by the /partners hero. */
export const partnersIntro = {
  heading: "Partner With Kilbride",
  text: "We work with technology makers and service firms that share our standards, bringing their products and expertise to projects on both sides of the Atlantic.",
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

/* ------------------------------------------------------------------ /affiliates */

/** Rendered by the /affiliates hero. */
export const affiliatesIntro = {
  heading: "Affiliate Program",
  text: "Know a business that needs solar, EV charging, hydrogen, bitcoin mining, PACE financing or help with an insurance claim? Refer them to us and earn a commission when the project goes ahead.",
} as const;

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
