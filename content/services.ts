/**
 * What the company does and sells: the energy & infrastructure service lines, and the merchandise
 * copy of the home page (the /services (Products) page's own copy is in products.ts). Pages render
 * it; the chat assistant answers from it.
 */
import type { InquiryType, ProjectCategory } from "#contract/enums.ts";
import type { CalculatorTab } from "#contract/calculator-url-state.ts";
import { company } from "./site";
import type { Card, CollectionCard, ContentLink } from "./types";

export type ServiceId = "solar" | "hydrogen" | "ev-charging" | "bitcoin-mining" | "data-centers" | "pace-financing" | "insurance-claims";

/** One energy & infrastructure service line. */
export interface Service {
  readonly id: ServiceId;
  readonly title: string;
  /** One line, for cards and the assistant. */
  readonly summary: string;
  /** What the work involves, 3 to 5 bullets. */
  readonly involves: readonly string[];
  /** The /calculators tab that estimates this kind of project, if any. */
  readonly calculatorTab: CalculatorTab | null;
  /** The contact-form inquiry type to preselect for this service. */
  readonly inquiryType: InquiryType;
  /** The /projects filter category that shows this service's work, if any. */
  readonly projectCategory: ProjectCategory | null;
}

/** Rendered by the home introductory "what we build" section and read by the chat assistant. */
export const services: readonly Service[] = [
  {
    id: "solar",
    title: "Commercial Solar",
    summary:
      "Rooftop, carport and ground-mount solar arrays for commercial, agricultural and industrial sites, from feasibility to interconnection.",
    involves: [
      "Site assessment, shading analysis and structural review",
      "System design, equipment procurement and permitting",
      "Installation, utility interconnection and commissioning",
      "Incentive documentation and production monitoring after handover",
    ],
    calculatorTab: "solar",
    inquiryType: "solar",
    projectCategory: "solar",
  },
  {
    id: "hydrogen",
    title: "Green Hydrogen",
    summary: "Electrolysis plants that turn renewable power into hydrogen for industrial processes, fleets and long-duration storage.",
    involves: [
      "Feasibility, demand and offtake analysis",
      "Electrolyzer sizing and vendor selection",
      "Storage and compression design",
      "Balance-of-plant engineering, installation and commissioning",
    ],
    calculatorTab: "hydrogen",
    inquiryType: "hydrogen",
    projectCategory: "hydrogen",
  },
  {
    id: "ev-charging",
    title: "EV Charging Infrastructure",
    summary: "Level 2 and DC fast charging for fleet depots, workplaces, retail sites and public networks.",
    involves: [
      "Site survey and utility capacity assessment",
      "Charger selection and electrical design",
      "Permitting, make-ready construction and installation",
      "Commissioning, network activation and ongoing maintenance",
    ],
    calculatorTab: null,
    inquiryType: "ev_charging",
    projectCategory: "ev_charging",
  },
  {
    id: "bitcoin-mining",
    title: "Bitcoin Mining Facilities",
    summary: "Turnkey mining sites with the power, cooling and hosting an ASIC fleet needs, built around low-cost energy.",
    involves: [
      "Power sourcing and site selection",
      "Substation, transformer and electrical distribution work",
      "Containerized or building-based cooling design",
      "Profitability modelling against power cost, bitcoin price and network difficulty",
    ],
    calculatorTab: "bitcoin",
    inquiryType: "bitcoin_mining",
    projectCategory: "bitcoin_mining",
  },
  {
    id: "data-centers",
    title: "Data Center Infrastructure",
    summary: "Design-build power, cooling and redundancy for edge, colocation and enterprise data center facilities.",
    involves: [
      "Capacity planning and tier and redundancy design (N, N+1, 2N)",
      "Air or liquid cooling design to a target PUE",
      "Power distribution, UPS and generator integration",
      "Construction management, commissioning and 10-year cost-of-ownership modelling",
    ],
    calculatorTab: "dataCenter",
    inquiryType: "general",
    projectCategory: null,
  },
  {
    id: "pace-financing",
    title: "PACE Financing",
    summary:
      "Property Assessed Clean Energy financing that funds renewable and efficiency upgrades with long-term repayment through the property's tax assessment.",
    involves: [
      "Eligibility review of the property and the proposed project",
      "Project cost, savings and repayment modelling over 5 to 30 years",
      "Coordination with PACE program administrators and capital providers",
      "Funding sized to the project, generally up to 20% of the property's value",
    ],
    calculatorTab: "pace",
    inquiryType: "pace_financing",
    projectCategory: null,
  },
  {
    id: "insurance-claims",
    title: "Insurance Claims Recovery",
    summary: "We document storm, fire and equipment damage to commercial property and help owners recover what their policies owe.",
    involves: [
      "Damage inspection and engineering documentation",
      "Policy review and scope-of-loss estimates",
      "Claim preparation and support through carrier negotiations",
      "Repair and rebuild by our own crews once the claim is settled",
    ],
    calculatorTab: null,
    inquiryType: "insurance_claims",
    projectCategory: "insurance_recovery",
  },
];

/* ------------------------------------------------------------------ merchandise: home page */

/** Rendered by the home products section: the four merchandise cards. */
export const productCards: readonly (Card & { readonly link?: ContentLink })[] = [
  {
    title: "Premium Apparel",
    text: "Heavyweight tees, hoodies, quarter-zips and jackets in Celtic Green, Atlantic Navy and Stone Charcoal, cut to be worn on site and off it.",
  },
  {
    title: "Premium Headwear",
    text: "Structured caps and knit beanies embroidered with the Kilbride crest, made to hold their shape through a full season outdoors.",
  },
  {
    title: "Branded Accessories",
    text: "Hard hat decals, prints and everyday carry, finished with the knotwork our crews wear on the job.",
  },
  {
    title: "Corporate Collections",
    text: "Co-branded apparel and gifts for teams, clients and events, with bulk pricing and custom decoration on request.",
    link: { to: "/services#corporate", label: "Corporate Orders" },
  },
];

/** Rendered by the home products section: the Heritage and Field Work collection cards. */
export const homeCollectionCards: readonly CollectionCard[] = [
  {
    title: "Heritage Collection",
    text: "Irish knotwork, the Kilbride crest and colours taken from the Wicklow hills, on pieces made to be handed down.",
    link: { to: "/merch#heritage-collection", label: "Explore Heritage" },
  },
  {
    title: "Field Work Collection",
    text: "Durable, high-visibility gear designed with the crews who build our solar arrays, charging depots and mining sites.",
    link: { to: "/merch#field-collection", label: "Explore Field Work" },
  },
];

/** Rendered by the home capabilities section: heading, three feature cards, four featured collections and the shop button. */
export const capabilitiesSection = {
  heading: "Crafted With the Same Standard as Our Projects",
  subheading: `${company.yearsOfExperience} years on job sites taught us what lasts. Our merchandise is built to that standard and carries the Celtic heritage behind the Kilbride name.`,
  features: [
    {
      title: "Field-Tested Quality",
      text: "Fabrics, stitching and prints are chosen by people who work outdoors, then worn by our own crews before they reach the shop.",
    },
    {
      title: "Celtic Heritage Design",
      text: "Knotwork, crests and colours drawn from the Irish roots of the company, designed between our Colorado and Dublin offices.",
    },
    {
      title: "Custom & Bulk Orders",
      text: "Corporate collections, team kits and event gifts with your logo alongside ours, quoted to your quantities.",
    },
  ] satisfies readonly Card[],
  featuredCollections: [
    {
      title: "Dragon Crest",
      text: "Our signature line: the Kilbride dragon crest on apparel and headwear in deep Celtic Green.",
      link: { to: "/merch", label: "Shop Dragon Crest" },
    },
    {
      title: "Celtic Shield",
      text: "Bold shield-and-knot graphics for everyday wear, inspired by the carved stones of the Irish midlands.",
      link: { to: "/merch", label: "Shop Celtic Shield" },
    },
    {
      title: "Field Work",
      text: "Workwear and jobsite accessories built for long days on solar farms and construction sites.",
      link: { to: "/merch#field-collection", label: "Shop Field Work" },
    },
    {
      title: "Heritage",
      text: "Timeless pieces in Irish Cream and Forest Moss that celebrate where the Kilbride name began.",
      link: { to: "/merch#heritage-collection", label: "Shop Heritage" },
    },
  ] satisfies readonly CollectionCard[],
  cta: { to: "/merch", label: "Shop Our Collection" } satisfies ContentLink,
} as const;
