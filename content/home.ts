/**
 * Home page copy: head metadata, hero, introductory sections, section headings and the closing
 * call to action. Cards and lists come from about.ts, services.ts and site.ts.
 */
import { services } from "./services";
import type { ContentLink } from "./types";
import { company, founder, listAnd, offices, officeTowns } from "./site";

/** Rendered into the home page <head> (title and description). */
export const homeMeta = {
  title: `${company.name} | Energy, Infrastructure & Celtic Heritage`,
  description: company.description,
} as const;

/** Rendered by the home hero: headline, subtext and the two buttons. */
export const hero = {
  eyebrow: company.tagline,
  headline: "Powering Industry. Honoring Heritage.",
  subtext: `Since ${company.foundedYear}, ${company.name} has built solar, hydrogen, EV charging, bitcoin mining and data center infrastructure across the United States and Europe, and made Celtic-inspired gear worthy of the crews who build it.`,
  primary: { to: "/merch", label: "Shop Collection" },
  secondary: { to: "/services", label: "Explore Products" },
} as const satisfies {
  eyebrow: string;
  headline: string;
  subtext: string;
  primary: ContentLink;
  secondary: ContentLink;
};

/** One headline figure of the home introduction. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** Rendered by the home introduction as a row of figures; each is derived from site.ts or services.ts. */
export const homeStats: readonly Stat[] = [
  { value: company.yearsOfExperience, label: "Years of experience" },
  { value: String(offices.length), label: "Offices" },
  { value: "2", label: "Continents" },
  { value: String(services.length), label: "Service lines" },
];

/** One introductory section of the home page. */
export interface IntroSection {
  readonly id: "who-we-are" | "what-we-build" | "celtic-craft";
  readonly heading: string;
  readonly text: string;
  readonly link?: ContentLink;
}

/** Rendered by the home introductory sections, in order ("what-we-build" lists services.ts below its text). */
export const introSections: readonly IntroSection[] = [
  {
    id: "who-we-are",
    heading: "Built in the Field Since " + company.foundedYear,
    text: `${company.name} started as an electrical contractor in ${company.foundedIn}. ${company.yearsOfExperience} years later, our teams in ${listAnd(officeTowns)} engineer, finance and build energy and infrastructure projects on two continents.`,
    link: { to: "/about#our-story", label: "Read Our Story" },
  },
  {
    id: "what-we-build",
    heading: "Energy & Infrastructure, End to End",
    text: "From feasibility and financing to construction and commissioning, one team delivers the projects that power modern industry.",
    link: { to: "/projects", label: "View Our Projects" },
  },
  {
    id: "celtic-craft",
    heading: "Celtic Craft, Built to Work",
    text: "Our merchandise brings the Irish heritage behind the Kilbride name to apparel, headwear and accessories tough enough for the jobsite.",
    link: { to: "/merch", label: "Shop Merchandise" },
  },
];

/** A section heading with its supporting line. */
export interface SectionHeading {
  readonly heading: string;
  readonly subheading: string;
}

/** Rendered as the headings of the remaining home sections (the capabilities heading lives in services.ts). */
export const homeSections = {
  about: {
    heading: `About ${company.name}`,
    subheading: `${company.yearsOfExperience} years of experience and dual-continent operations, led by our founder ${founder.name}.`,
  },
  locations: {
    heading: "Where We Work",
    subheading: "Offices in the United States and Ireland, with projects across North America and Europe.",
  },
  products: {
    heading: "Kilbride Merchandise",
    subheading: "Premium Celtic-inspired apparel, headwear and accessories, and collections made for your company.",
  },
  calculators: {
    heading: "Estimate Your Project",
    subheading: "Run the numbers on solar, hydrogen, bitcoin mining, data center and PACE financing projects in seconds.",
  },
  blog: {
    heading: "Latest Insights",
    subheading: "News, guides and project notes from our engineers and finance team.",
  },
  partners: {
    heading: "Trusted Partners",
    subheading: "We work with technology and service leaders on both sides of the Atlantic.",
  },
  contact: {
    heading: "Get in Touch",
    subheading: "Tell us about your project and the right team will be in touch.",
  },
} as const satisfies Record<string, SectionHeading>;

/** Rendered by the closing call to action at the bottom of the home page. */
export const closingCta = {
  heading: "Ready to Start Your Project?",
  text: "Talk to our team about solar, hydrogen, EV charging, mining, data centers, PACE financing or an insurance claim, or run the numbers first with our free calculators.",
  primary: { to: "/contact", label: "Contact Us" },
  secondary: { to: "/calculators", label: "Try Our Calculators" },
} as const satisfies { heading: string; text: string; primary: ContentLink; secondary: ContentLink };
