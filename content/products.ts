/**
 * The /services (Products) page's copy: hero, offerings, the four collections with their anchors
 * and the closing links. The chat assistant answers merchandise questions from the collections.
 */
import { contact, shipping } from "./site";
import type { Card, CollectionCard, ContentLink, FaqItem } from "./types";

/** Rendered by the /services (Products) page hero. */
export const productsIntro = {
  heading: "Kilbride Merchandise",
  text: "Celtic-inspired apparel, headwear and accessories from an energy company that still works in the field. Shop our collections or let us build one for your team.",
} as const;

/** One offering of the /services page. */
export interface Offering extends Card {
  /** Examples of what the offering includes. */
  readonly items: readonly string[];
}

/** Rendered by the /services page "Offerings" section. */
export const productOfferings: readonly Offering[] = [
  {
    title: "Apparel",
    text: "Everyday and workwear pieces in sizes Small to XX-Large.",
    items: ["T-shirts and long-sleeve tees", "Hoodies and quarter-zips", "Work jackets and varsity jackets"],
  },
  {
    title: "Headwear",
    text: "Embroidered and patched headwear in one size fits all.",
    items: ["Structured and trucker caps", "Knit beanies", "Crest-embroidered caps"],
  },
  {
    title: "Accessories",
    text: "Small goods that carry the crest to the jobsite, the office and home.",
    items: ["Hard hat decal packs", "Posters and prints", "Everyday carry"],
  },
  {
    title: "Custom & Corporate Orders",
    text: "Bulk and co-branded orders for companies, crews and events.",
    items: ["Team uniforms and crew kits", "Client and event gifts", "Custom decoration and packaging"],
  },
];

/** One merchandise collection of the /services page, with its in-page anchor. */
export interface ProductCollection extends CollectionCard {
  readonly id: "heritage" | "field" | "accessories" | "corporate";
  /** The element id on /services, e.g. "heritage-collection" for /services#heritage-collection. */
  readonly anchor: string;
  readonly highlights: readonly string[];
}

/** Rendered by the /services page collection sections, in this order. */
export const productCollections: readonly ProductCollection[] = [
  {
    id: "heritage",
    anchor: "heritage-collection",
    title: "Heritage Collection",
    text: "Pieces that honour the Irish roots of the Kilbride name: traditional knotwork, the family crest and a palette of Irish Cream, Forest Moss and Celtic Green.",
    highlights: ["Embroidered crest detailing", "Soft, heavyweight cotton blends", "Designed in Dublin"],
    link: { to: "/merch#heritage", label: "Shop Heritage" },
  },
  {
    id: "field",
    anchor: "field-collection",
    title: "Field Work Collection",
    text: "Workwear made with the crews who build our solar arrays, hydrogen plants and mining facilities: tough fabrics, reinforced seams and high-visibility options.",
    highlights: ["Safety Yellow and Safety Orange options", "Reinforced stitching at stress points", "Hard hat decals to match"],
    link: { to: "/merch#field", label: "Shop Field Work" },
  },
  {
    id: "accessories",
    anchor: "accessories",
    title: "Accessories",
    text: "The finishing pieces: decals, prints and small goods in matte and glossy finishes, ready for the truck, the desk or a gift.",
    highlights: ["Matte and glossy finishes", "Gift-ready sizes", "Pairs with any collection"],
    link: { to: "/merch#accessories", label: "Shop Accessories" },
  },
  {
    id: "corporate",
    anchor: "corporate",
    title: "Corporate Collections",
    text: "Outfit your team or thank your clients with co-branded apparel and gifts. Tell us your quantities, sizes and deadline and we will come back with a custom quote.",
    highlights: ["Bulk pricing", "Your logo with or without the Kilbride crest", "Help with sizing and delivery planning"],
    link: { to: "/contact?type=corporate", label: "Request a Corporate Quote" },
  },
];

/** Rendered at the foot of the /services page: the links to the shop and to contact. */
export const productsCta = {
  heading: "Ready to Wear the Crest?",
  text: "Browse the full range or talk to us about a custom order for your team.",
  primary: { to: "/merch", label: "Browse All Merchandise" },
  secondary: { to: "/contact", label: "Contact Us" },
} as const satisfies { heading: string; text: string; primary: ContentLink; secondary: ContentLink };

/** Rendered by the FAQ of the /services (Products) page: merchandise questions. */
export const servicesFaq: readonly FaqItem[] = [
  {
    question: "How long does shipping take?",
    answer: `Standard US shipping takes ${shipping.standardUs}. ${shipping.international}`,
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
