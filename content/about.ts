/**
 * The company's story, history and values: the /about page and the home about section render it;
 * the chat assistant answers from it.
 */
import { company, founder, listAnd, offices, officeTowns, operatingRegions, type Office } from "./site";
import type { Card, ContentLink } from "./types";

const [, southeast, dublin] = offices as readonly [Office, Office, Office];

/** The countries served from Dublin, as they read in a sentence ("the United Kingdom, Germany, ..."). */
const europeServed = listAnd(
  operatingRegions.ireland.countries.map((country) => (country === "United Kingdom" ? "the United Kingdom" : country)),
);

/** The heading of /about (also its breadcrumb and share card); its intro is the company's tagline. */
export const aboutHeading = "About Us";

/** Rendered by /about in the #our-story section. */
export const story = {
  anchor: "our-story",
  heading: "Our Story",
  paragraphs: [
    `${company.name} began in ${company.foundedYear} in ${company.foundedIn}, when ${founder.name} put two ` +
      "electrical crews to work for ranches and light industry along the Front Range. The standard was simple: " +
      "do the job right, stand behind it, and pick up the phone when the customer calls.",
    "Storm seasons taught us a second trade. Helping commercial owners document hail and wind damage grew into " +
      "our insurance claims recovery practice, and a decade of high-load electrical work led us into renewable " +
      "energy contracting: commercial solar arrays first, then EV charging for fleets and workplaces, and PACE " +
      "financing so owners could pay for upgrades out of the savings they create.",
    `Opening our office in ${dublin.name} made us a dual-continent company, serving Ireland, ` +
      `${europeServed} from the same ` +
      `playbook we use at home, and ${southeast.name} became the base for our work across the American Southeast. ` +
      "Today our teams design and build solar, hydrogen, EV charging, bitcoin mining and data center " +
      "infrastructure on both sides of the Atlantic.",
    "The Celtic knot in our crest is a reminder of where the Kilbride name comes from. Our merchandise line " +
      "carries that heritage onto workwear and gifts made to the same standard as our projects.",
  ],
} as const;

/** One milestone of the company history. */
export interface TimelineEntry {
  /** "1998", or "Present" on the home page. */
  readonly year: string;
  readonly title: string;
  /** Short line for the home page timeline. */
  readonly summary: string;
  /** Full text for the /about timeline. */
  readonly text: string;
}

/** Rendered by the /about timeline (1998, 2005, 2010, 2015, 2018, 2022). */
export const timeline: readonly TimelineEntry[] = [
  {
    year: String(company.foundedYear),
    title: "Founded in Colorado",
    summary: `Founded in ${company.foundedIn}.`,
    text: `${founder.name} founds ${company.name} in ${company.foundedIn} as a two-crew electrical contractor serving ranches and light industry along the Front Range.`,
  },
  {
    year: "2005",
    title: "Insurance Claims Recovery",
    summary: "Insurance claims recovery practice launched.",
    text: "After a run of severe hailstorms, we begin helping commercial property owners document damage and recover what their policies owe, then rebuild with our own crews.",
  },
  {
    year: "2010",
    title: "Renewable Energy Contracting",
    summary: "Expansion into renewable energy contracting.",
    text: "We expand into renewable energy contracting with our first commercial solar arrays, followed by EV charging installations for fleets and workplaces.",
  },
  {
    year: "2015",
    title: "Operations in Ireland",
    summary: `Operations in Ireland begin from our ${officeTowns[2] ?? dublin.name} office.`,
    text: `Our ${dublin.name} office opens, bringing Kilbride engineering to Ireland and to customers in ${europeServed}.`,
  },
  {
    year: "2018",
    title: "Digital Infrastructure & the Southeast",
    summary: `${southeast.name} office opens; bitcoin mining and data center work begins.`,
    text: `We open our ${southeast.name} office and apply two decades of high-load electrical work to bitcoin mining facilities and data center power and cooling. PACE financing joins our offer the same year.`,
  },
  {
    year: "2022",
    title: "Green Hydrogen & Kilbride Merchandise",
    summary: "First hydrogen projects and the Kilbride merchandise line.",
    text: "We deliver our first green hydrogen electrolysis projects and launch the Kilbride merchandise line: Celtic-inspired apparel, headwear and accessories born from the workwear our crews wear.",
  },
];

const homeYears: readonly string[] = [String(company.foundedYear), "2010", "2015"];

/** Rendered by the home about section: 1998, 2010, 2015 and the present. */
export const homeTimeline: readonly Pick<TimelineEntry, "year" | "title" | "summary">[] = [
  ...timeline.filter((entry) => homeYears.includes(entry.year)).map(({ year, title, summary }) => ({ year, title, summary })),
  {
    year: "Present",
    title: "Energy, Infrastructure & Heritage",
    summary: `Solar, hydrogen, EV charging, bitcoin mining, data centers, PACE financing, insurance claims recovery and Celtic merchandise, from ${listAnd(officeTowns)}.`,
  },
];

/** Rendered by the /about values section (Excellence, Sustainability, Partnership). */
export const values: readonly Card[] = [
  {
    title: "Excellence",
    text: "We engineer every project to last for decades and put our name on nothing we would not stand behind, from a 10 MW array to an embroidered cap.",
  },
  {
    title: "Sustainability",
    text: "Clean power, efficient buildings and financing that pays for itself: we help customers cut energy costs and emissions with technology that works in the real world.",
  },
  {
    title: "Partnership",
    text: "Clients, contractors, technology partners and affiliates are in it with us. We communicate plainly, pay on time and measure success by the relationships that last.",
  },
];

/** Rendered by the founder profile (/about#about-declan-kilbride and the home about section) next to site.ts founder. */
export const founderProfile = {
  anchor: founder.anchor,
  expertise: [
    "Commercial and industrial electrical contracting",
    "Solar and hydrogen project development",
    "High-load power for bitcoin mining and data centers",
    "PACE and clean energy project finance",
    "Commercial insurance claims recovery",
  ],
  quote:
    "Every project we build has to make sense on paper, on the jobsite and twenty years from now. That is the only standard I know how to work to.",
} as const;

/** Rendered by the /about locations section (#locations) above the map; offices come from site.ts. */
export const locationsSection = {
  anchor: "locations",
  heading: "Our Locations",
  text: `Three offices on two continents: ${listAnd(offices.map((office) => `${office.name} (${office.role})`))}.`,
} as const;

/** Rendered at the foot of /about: the links to /contact and /projects. */
export const aboutCta = {
  heading: "Build With Us",
  text: `${company.yearsOfExperience} years of experience, ready for your next project.`,
  primary: { to: "/contact", label: "Contact Us" },
  secondary: { to: "/projects", label: "View Our Projects" },
} as const satisfies { heading: string; text: string; primary: ContentLink; secondary: ContentLink };
