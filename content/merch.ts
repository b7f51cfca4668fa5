/**
 * The words of /merch around the catalogue (contract/merch-catalogue.ts): page copy, bestsellers,
 * featured tiles, section anchors, and how ordering works.
 */
import { maxLineQuantity } from "#contract/merch-catalogue.ts";
import { company } from "./site";

/** How ordering works: the cart drawer shows it and the chat assistant answers with it. */
export const ordering = {
  limits: `Up to ${maxLineQuantity} of each item and option per order request.`,
  payment: "No payment is taken online: our merchandise team confirms availability, shipping and payment with you by e-mail.",
} as const;

// ---------------------------------------------------------------------------------------------
// Page furniture: bestsellers, featured tiles, anchors
// ---------------------------------------------------------------------------------------------

/** The two bestseller cards in the /merch hero ("Wear the Legacy. Carry the Crest."). */
export const bestsellers: readonly string[] = ["dragon-crest-hoodie", "legacy-varsity-jacket"];

export interface FeaturedTile {
  readonly title: string;
  readonly caption: string;
  /** A 1200×800 lookbook scene under /images/merch/. */
  readonly image: string;
  /** Where the tile links, on /merch. */
  readonly href: string;
  /** The collection tab the link selects. */
  readonly collectionId: string;
}

/** The Featured Merchandise tile row. */
export const featuredTiles: readonly FeaturedTile[] = [
  {
    title: "Dragon Crest Line",
    caption: "Our signature crest, on hoodies, tees and caps.",
    image: "/images/merch/lookbook-dragon.svg",
    href: "/merch#dragon",
    collectionId: "dragon",
  },
  {
    title: "Heritage Collection",
    caption: "Aran knits, tweed and Celtic knotwork.",
    image: "/images/merch/lookbook-heritage.svg",
    href: "/merch#heritage-collection",
    collectionId: "heritage",
  },
  {
    title: "Field Work Collection",
    caption: "Hi-vis, ripstop and hard hat decals for the crew.",
    image: "/images/merch/lookbook-contractor.svg",
    href: "/merch#field-collection",
    collectionId: "contractor",
  },
  {
    title: "Accessories",
    caption: "Mugs, patches and totes that carry the crest.",
    image: "/images/merch/lookbook-legacy.svg",
    href: "/merch#accessories",
    collectionId: "legacy",
  },
  {
    title: "Mining Edition",
    caption: "A limited run in charcoal and amber.",
    image: "/images/merch/lookbook-mining.svg",
    href: "/merch#mining",
    collectionId: "mining",
  },
  {
    title: "Industry Solutions",
    caption: "The kit our own engineers wear.",
    image: "/images/merch/lookbook-industry.svg",
    href: "/merch#industry",
    collectionId: "industry",
  },
];

/**
 * Which collection tab each /merch anchor (without the "#") selects. Every collection id is an
 * anchor for itself; the spec's linked anchors are aliases:
 * - heritage-collection, heritage → Heritage Series;
 * - field-collection, field → Contractor Gear (the field-work line);
 * - accessories → Legacy Collection. Accessories (mug, patch set, tote) live mostly in Legacy;
 *   Industry Solutions also holds a tumbler and a beanie, but it is a corporate apparel line, so
 *   Legacy is the tab where a visitor looking for accessories finds the most of them.
 */
export const sectionAnchors: Readonly<Record<string, string>> = {
  dragon: "dragon",
  industry: "industry",
  contractor: "contractor",
  mining: "mining",
  legacy: "legacy",
  heritage: "heritage",
  "heritage-collection": "heritage",
  field: "contractor",
  "field-collection": "contractor",
  accessories: "legacy",
};

/** The collection id for a location hash ("#field" or "field"), or undefined if none matches. */
export function collectionForAnchor(hash: string): string | undefined {
  const anchor = hash.startsWith("#") ? hash.slice(1) : hash;
  return Object.hasOwn(sectionAnchors, anchor) ? sectionAnchors[anchor] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Page copy
// ---------------------------------------------------------------------------------------------

/** The words of /merch around the catalogue. */
export const merchPage = {
  /** The page's name (its title, breadcrumb and share card). */
  title: "Merchandise",
  hero: {
    eyebrow: "The Kilbride Collection",
    headline: "Wear the Legacy. Carry the Crest.",
    text:
      "Celtic-inspired apparel, headwear and accessories, made for the crews who build our projects " +
      "and the people who share our story.",
  },
  bestsellersHeading: "Bestsellers",
  featuredHeading: "Featured Merchandise",
  brandStory: {
    heading: "More Than a Logo",
    paragraphs: [
      `The Kilbride crest has ridden on hard hats, vests and jackets across our job sites since ${company.foundedYear}. ` +
        "Every piece in the collection is built to the same standard as the work it represents: " +
        "durable fabrics, honest construction and details that last.",
      "From hi-vis vests for the field to polos for the client meeting, the collection is worn by our own " +
        "engineers and crews on both sides of the Atlantic.",
    ],
  },
  heritageStory: {
    heading: "Rooted in Irish Heritage",
    paragraphs: [
      "Our founder brought the Celtic knot and the dragon crest from Dublin to the Front Range. Aran " +
        "cables, herringbone tweed and illuminated knotwork carry that heritage into every collection.",
      "Each design pairs traditional craft with modern workwear, made to be worn hard and handed down.",
    ],
  },
  collectionsHeading: "Shop the Collections",
  collectionsText: "Choose a collection, then a colour, size and quantity for each piece.",
  corporate: {
    heading: "Corporate & Bulk Orders",
    text:
      "Outfitting a crew, an event or a whole company? Tell us what you need — quantities, colours, " +
      "custom logos or embroidery — and our merchandise team will prepare a quote.",
  },
  lookbookTitle: "Lookbook",
} as const;
