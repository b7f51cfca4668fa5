/**
 * The company's facts in one place. Pages render them and the chat assistant answers from them,
 * so a phone number or an address is never typed twice. The brand is fictional (the spec hides the
 * real one); domains use the reserved .example top-level domain.
 */
import type { OfficeFacts } from "#contract/meta.ts";
import { siteIdentity } from "#contract/site-identity.ts";

export const company = {
  // Name, title suffix and description are the head's too: written once, in the contract.
  name: siteIdentity.name,
  shortName: "Kilbride",
  legalName: "Kilbride Industries LLC",
  tagline: "Energy, infrastructure and Celtic craft since 1998",
  foundedYear: 1998,
  foundedIn: "Castle Rock, Colorado",
  yearsOfExperience: "25+",
  siteUrl: "https://www.kilbride.example",
  titleSuffix: siteIdentity.titleSuffix,
  description: siteIdentity.description,
} as const;

/** The assistant that answers in the chat widget. */
export const assistant = {
  name: "Brigid",
  /** Shown as the panel's footer credit. */
  credit: "Powered by Kilbride AI",
} as const;

/** The founder, profiled on /about at #about-{anchor}. */
export const founder = {
  name: "Declan Kilbride",
  anchor: "about-declan-kilbride",
  role: "Founder & Chief Executive Officer",
  email: "declan@kilbride.example",
  bio: [
    "Declan Kilbride founded the company in Castle Rock, Colorado in 1998 as a two-crew electrical " +
      "contractor serving ranches and light industry along the Front Range.",
    "A Dublin-born engineer, he led the move into renewable energy contracting in 2010 and opened " +
      "the Irish operation in 2015, so the company could serve customers on both sides of the Atlantic.",
  ],
} as const;

/** The main phone line and the three e-mail routes of the contact page. */
export const contact = {
  phone: "+1 (303) 555-0147",
  phoneHref: "tel:+13035550147",
  hours: "Monday-Friday, 9am-5pm MST",
  emails: {
    founder: { label: "Founder", address: "declan@kilbride.example" },
    projects: { label: "Project Management", address: "projects@kilbride.example" },
    general: { label: "General Inquiries", address: "info@kilbride.example" },
  },
  /** Routes for specific teams, used by programme pages and the assistant. */
  teamEmails: {
    merchandise: "merch@kilbride.example",
    contractors: "contractors@kilbride.example",
    partners: "partners@kilbride.example",
    affiliates: "affiliates@kilbride.example",
  },
} as const;

/** Said in place of a form's button when the browser runs no JavaScript (forms and calculators need it). */
export const noScriptNotes = {
  form: `This form needs JavaScript to send. Please turn JavaScript on, or e-mail ${contact.emails.general.address} or call ${contact.phone}.`,
  calculator: "The calculators work in your browser and need JavaScript. Please turn JavaScript on to see your figures.",
} as const;

/** An office: its address and phone (the part every page's JSON-LD carries), and what the contact page adds. */
export interface Office extends OfficeFacts {
  id: "castle-rock" | "peachtree" | "dublin";
  role: string;
  phoneHref: string;
}

/** The three offices, in the order the contact page lists them. */
export const offices: readonly Office[] = [
  {
    id: "castle-rock",
    name: "Castle Rock, Colorado",
    role: "US Headquarters",
    street: "1200 Founders Parkway, Suite 210",
    city: "Castle Rock",
    region: "CO",
    postalCode: "80104",
    country: "United States",
    phone: "+1 (303) 555-0147",
    phoneHref: "tel:+13035550147",
  },
  {
    id: "peachtree",
    name: "Peachtree City, Georgia",
    role: "Southeast Operations",
    street: "300 Westpark Drive, Suite 140",
    city: "Peachtree City",
    region: "GA",
    postalCode: "30269",
    country: "United States",
    phone: "+1 (770) 555-0182",
    phoneHref: "tel:+17705550182",
  },
  {
    id: "dublin",
    name: "Dublin, Ireland",
    role: "European Headquarters",
    street: "Unit 4, Grand Canal Quay",
    city: "Dublin 2",
    region: "Co. Dublin",
    postalCode: "D02 X576",
    country: "Ireland",
    phone: "+353 1 555 0193",
    phoneHref: "tel:+35315550193",
  },
];

/** Where the company works beyond its offices (the home page lists them). */
export const operatingRegions = {
  usa: {
    label: "United States",
    summary: "Headquartered in Colorado with operations in California, Texas, New York, Georgia and Florida.",
    states: ["California", "Texas", "New York", "Georgia", "Florida"],
  },
  ireland: {
    label: "Ireland",
    summary: "Our Dublin office serves the UK, Germany, France and Spain.",
    countries: ["United Kingdom", "Germany", "France", "Spain"],
  },
} as const;

/** Merchandise shipping facts (services page, FAQs and the assistant). */
export const shipping = {
  standardUs: "5-7 business days",
  summary: "Standard US shipping takes 5-7 business days. Merchandise ships to all 50 US states and internationally.",
  destinations: "all 50 US states and internationally",
  international: "International delivery times depend on the destination and customs.",
} as const;

/** The header's search button (and the search field's label, content/search.ts). */
export const siteSearchLabel = "Search the site";

/** Header and mobile menu, in order. */
export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Products" },
  { to: "/calculators", label: "Calculators" },
  { to: "/blog", label: "Blog" },
  { to: "/merch", label: "Merchandise", badge: "New" },
  { to: "/contact", label: "Contact" },
] as const;

/** Footer links. */
export const footerNav = [
  { to: "/contact?type=custom", label: "Custom Orders" },
  { to: "/partners", label: "Partners" },
  { to: "/about", label: "About" },
  { to: "/calculators", label: "Calculators" },
  { to: "/blog", label: "Blog" },
  { to: "/merch", label: "Merchandise" },
] as const;

/**
 * The footer's second group: the programme and intake pages the header does not list, so that no
 * public page is reachable only from another page's body (ADR 300).
 */
/** The blog's RSS feed (worker/pages/rss.ts): linked from the footer, /blog, every article and /subscribe. */
export const blogFeedPath = "/blog/rss.xml";

/** The blog's subscription box, after every article and in the footer (ADR 306). */
export const subscribeBox = {
  heading: "Follow the blog",
  text: "Get an e-mail when we publish a new article. No other mail; unsubscribe in one click.",
  label: "Email address",
  button: "Subscribe",
  rss: "RSS feed",
  byEmail: "Follow by e-mail",
  /** The lead forms' honeypot name (contract/fields.ts HONEYPOT_FIELD; a test keeps them equal), written here so the box imports no schema module. */
  honeypotField: "fax",
} as const;

export const workWithUsNav = [
  { to: "/projects", label: "Our Projects" },
  { to: "/clients", label: "Start a Project" },
  { to: "/contractors", label: "Contractor Network" },
  { to: "/affiliates", label: "Affiliate Program" },
  { to: blogFeedPath, label: "Blog RSS Feed", external: true },
] as const;

// Sentence helpers for the content modules, kept here rather than in about.ts so that pages which
// only need a phrase do not download the whole about page's copy.

/** Joins words as prose, "a, b and c"; used by content modules that build sentences from these lists. */
export function listAnd(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The towns of the three offices ("Castle Rock", "Peachtree City", "Dublin"), for sentences. */
export const officeTowns: readonly string[] = offices.map((office) => office.name.split(",")[0] ?? office.name);
