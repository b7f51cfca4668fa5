/**
 * The merchandise catalogue as a price list: collections, items with their prices, colours and
 * sizes, and the ordering limits. The /merch page renders it, the quote schema checks lines against
 * it and the Worker prices orders from it, so it lives in contract/ and imports nothing
 * platform-specific. Prices are in dollars with two decimals; code that sums money uses
 * `priceInCents` to stay in whole numbers. The page's words around it are in content/merch.ts.
 */

/** One product. `colors` and `sizes` hold codes; show them through `colorLabel` / `sizeLabel`. */
export interface MerchItem {
  /** Slug, unique across the whole catalogue. */
  readonly id: string;
  readonly name: string;
  /** Dollars, e.g. 34.99. */
  readonly price: number;
  /** "/images/merch/<id>.svg", served from web/public. */
  readonly image: string;
  readonly colors: readonly string[];
  readonly sizes: readonly string[];
  readonly description: string;
}

export interface MerchCollection {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly items: readonly MerchItem[];
}

/** An item as `findItem` returns it: the item itself plus the collection that lists it. */
export type FoundMerchItem = MerchItem & {
  readonly collectionId: string;
  readonly collection: MerchCollection;
};

// ---------------------------------------------------------------------------------------------
// Sizes and colours
// ---------------------------------------------------------------------------------------------

/** Every size code the catalogue uses, in display order. */
const sizeCodes = ["s", "m", "l", "xl", "xxl", "one-size", "standard", "16x24"] as const;
type SizeCode = (typeof sizeCodes)[number];

/** Display names for size codes. "standard" and "16x24" have none and display as they are. */
const sizeLabels: Readonly<Record<string, string>> = {
  s: "Small",
  m: "Medium",
  l: "Large",
  xl: "X-Large",
  xxl: "XX-Large",
  "one-size": "One Size Fits All",
};

/** Every colour code the catalogue uses, in display order. */
const colorCodes = [
  "celtic-green",
  "irish-cream",
  "stone-charcoal",
  "forest-moss",
  "atlantic-navy",
  "irish-amber",
  "safety-yellow",
  "safety-orange",
  "matte-finish",
  "glossy-finish",
] as const;
type ColorCode = (typeof colorCodes)[number];

/** Display names for colour codes (finishes count as colours for mugs, prints and decals). */
const colorLabels: Readonly<Record<string, string>> = {
  "celtic-green": "Celtic Green",
  "irish-cream": "Irish Cream",
  "stone-charcoal": "Stone Charcoal",
  "forest-moss": "Forest Moss",
  "atlantic-navy": "Atlantic Navy",
  "irish-amber": "Irish Amber",
  "safety-yellow": "Safety Yellow",
  "safety-orange": "Safety Orange",
  "matte-finish": "Matte Finish",
  "glossy-finish": "Glossy Finish",
};

function lookup(table: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(table, code) ? (table[code] as string) : code;
}

/** "one-size" → "One Size Fits All"; unknown codes (and "standard", "16x24") come back unchanged. */
export function sizeLabel(code: string): string {
  return lookup(sizeLabels, code);
}

/** "celtic-green" → "Celtic Green"; unknown codes come back unchanged. */
export function colorLabel(code: string): string {
  return lookup(colorLabels, code);
}

// ---------------------------------------------------------------------------------------------
// Quantities
// ---------------------------------------------------------------------------------------------

/** The most of one item a single order line may hold (the Qty select's top option). */
export const maxLineQuantity = 5;

/** The Qty select's options, 1 to 5. */
export const quantityOptions: readonly number[] = [1, 2, 3, 4, 5];

/** The Qty select's initial value. */
export const defaultQuantity = 1;

/**
 * The most distinct lines (item + colour + size) one cart or order request may hold; larger orders
 * go through the corporate quote form (docs/decisions/080).
 */
export const maxCartLines = 20;

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

const APPAREL = ["s", "m", "l", "xl", "xxl"] as const satisfies readonly SizeCode[];

interface ItemInput {
  id: string;
  name: string;
  price: number;
  colors: readonly ColorCode[];
  sizes: readonly SizeCode[];
  description: string;
}

function item(input: ItemInput): MerchItem {
  return { ...input, image: `/images/merch/${input.id}.svg` };
}

/** The six collections, in tab order; the first (Dragon Crest Line) is selected by default. */
export const collections: readonly MerchCollection[] = [
  {
    id: "dragon",
    name: "Dragon Crest Line",
    description:
      "Our signature line, marked with the Kilbride dragon crest — the emblem that has ridden on " + "our crews' gear since 1998.",
    items: [
      item({
        id: "dragon-crest-hoodie",
        name: "Dragon Crest Hoodie",
        price: 69.99,
        colors: ["celtic-green", "stone-charcoal", "atlantic-navy"],
        sizes: APPAREL,
        description:
          "Heavyweight 12 oz fleece pullover with an embroidered gold dragon crest, lined hood and " +
          "a kangaroo pocket built for cold mornings on site.",
      }),
      item({
        id: "dragon-crest-tee",
        name: "Dragon Crest Tee",
        price: 29.99,
        colors: ["celtic-green", "irish-cream", "stone-charcoal"],
        sizes: APPAREL,
        description: "Soft ring-spun cotton tee with the dragon crest printed on the chest and a Celtic knot " + "at the back of the neck.",
      }),
      item({
        id: "dragon-crest-snapback",
        name: "Dragon Crest Snapback Cap",
        price: 32.99,
        colors: ["celtic-green", "stone-charcoal", "irish-cream"],
        sizes: ["one-size"],
        description: "Structured six-panel cap with a raised-embroidery dragon crest, flat brim and adjustable " + "snap closure.",
      }),
    ],
  },
  {
    id: "industry",
    name: "Industry Solutions",
    description:
      "Apparel and gear for the teams behind our solar, hydrogen, EV charging and data center " +
      "projects — the same kit our own engineers wear.",
    items: [
      item({
        id: "solar-crew-work-shirt",
        name: "Solar Crew Work Shirt",
        price: 54.99,
        colors: ["atlantic-navy", "stone-charcoal"],
        sizes: APPAREL,
        description:
          "Breathable long-sleeve work shirt with UPF 50 sun protection, twin flap pockets and a " + "sunburst crest on the chest.",
      }),
      item({
        id: "hydrogen-division-polo",
        name: "Hydrogen Division Polo",
        price: 44.99,
        colors: ["celtic-green", "atlantic-navy", "irish-cream"],
        sizes: APPAREL,
        description:
          "Moisture-wicking piqué polo with an embroidered H₂ knot emblem — smart enough for the " +
          "client meeting, tough enough for the plant walk.",
      }),
      item({
        id: "ev-charge-tee",
        name: "Charge Ahead EV Tee",
        price: 27.99,
        colors: ["atlantic-navy", "stone-charcoal", "forest-moss"],
        sizes: APPAREL,
        description: "Lightweight cotton-blend tee celebrating our EV charging networks, with a lightning-bolt " + "knot print.",
      }),
      item({
        id: "data-center-quarter-zip",
        name: "Data Center Quarter-Zip",
        price: 74.99,
        colors: ["stone-charcoal", "atlantic-navy"],
        sizes: APPAREL,
        description:
          "Midweight quarter-zip pullover for cool server halls, with a stand collar, thumb loops " + "and a tonal circuit-knot badge.",
      }),
      item({
        id: "grid-line-softshell-jacket",
        name: "Grid Line Softshell Jacket",
        price: 109.99,
        colors: ["stone-charcoal", "forest-moss"],
        sizes: APPAREL,
        description:
          "Wind- and water-resistant softshell with a fleece lining, zippered chest pocket and the " + "Kilbride crest on the sleeve.",
      }),
      item({
        id: "industry-logo-beanie",
        name: "Industry Logo Beanie",
        price: 21.99,
        colors: ["celtic-green", "stone-charcoal", "safety-orange"],
        sizes: ["one-size"],
        description: "Rib-knit cuffed beanie with a woven Kilbride label; fits comfortably under a hard hat.",
      }),
      item({
        id: "kilbride-insulated-tumbler",
        name: "Kilbride Insulated Tumbler",
        price: 26.99,
        colors: ["stone-charcoal", "celtic-green"],
        sizes: ["standard"],
        description:
          "20 oz double-wall stainless tumbler with a slide lid that keeps coffee hot through a " +
          "full shift, laser-etched with the Celtic knot.",
      }),
    ],
  },
  {
    id: "contractor",
    name: "Contractor Gear",
    description: "Field Work essentials for the crews on our sites — high-visibility, hard-wearing and " + "marked with the crest.",
    items: [
      item({
        id: "hi-vis-safety-vest",
        name: "Hi-Vis Safety Vest",
        price: 39.99,
        colors: ["safety-yellow", "safety-orange"],
        sizes: ["m", "l", "xl", "xxl"],
        description:
          "ANSI Class 2 mesh vest with 2-inch reflective tape, a zip front, radio loop and a " + "printed dragon crest on the back.",
      }),
      item({
        id: "hard-hat-decal-pack",
        name: "Hard Hat Decal Pack",
        price: 9.99,
        colors: ["matte-finish", "glossy-finish"],
        sizes: ["standard"],
        description:
          "Sheet of twelve weatherproof vinyl decals — crests, Celtic knots and a first-aid mark — " +
          "sized for hard hats, toolboxes and lunch pails.",
      }),
      item({
        id: "field-ripstop-work-shirt",
        name: "Field Ripstop Work Shirt",
        price: 59.99,
        colors: ["forest-moss", "stone-charcoal", "irish-amber"],
        sizes: APPAREL,
        description:
          "Durable ripstop cotton shirt with reinforced elbows, pen-slot pockets and a vented back " + "for long days in the field.",
      }),
    ],
  },
  {
    id: "mining",
    name: "Mining Edition",
    description: "A limited run for our bitcoin mining operations, in charcoal and amber — the colours of a " + "mining hall at night.",
    items: [
      item({
        id: "mining-edition-tee",
        name: "Mining Edition Tee",
        price: 31.99,
        colors: ["stone-charcoal", "irish-amber", "atlantic-navy"],
        sizes: APPAREL,
        description: "Premium heavyweight tee with a block-chain Celtic knot print and a numbered Mining " + "Edition hem tag.",
      }),
      item({
        id: "block-height-beanie",
        name: "Block Height Beanie",
        price: 24.99,
        colors: ["stone-charcoal", "irish-amber"],
        sizes: ["one-size"],
        description: "Merino-blend cuffed beanie with an embroidered hexagon block mark, warm enough for the " + "coldest container yard.",
      }),
      item({
        id: "hashrate-blueprint-print",
        name: "Hashrate Blueprint Print",
        price: 34.99,
        colors: ["matte-finish", "glossy-finish"],
        sizes: ["16x24"],
        description: "16×24 in. blueprint-style art print of a Kilbride mining hall, on archival 200 gsm paper.",
      }),
    ],
  },
  {
    id: "legacy",
    name: "Legacy Collection",
    description:
      "Honouring our founding in Castle Rock in 1998: the varsity jacket plus the everyday " +
      "accessories — mug, patches and tote — that carry the crest.",
    items: [
      item({
        id: "legacy-varsity-jacket",
        name: "Legacy Varsity Jacket",
        price: 129.99,
        colors: ["celtic-green", "atlantic-navy"],
        sizes: APPAREL,
        description: "Wool-blend varsity jacket with cream sleeves, gold-striped rib trim, snap front and a " + "chenille 1998 crest.",
      }),
      item({
        id: "legacy-crest-mug",
        name: "Legacy Crest Mug",
        price: 18.99,
        colors: ["glossy-finish", "matte-finish"],
        sizes: ["standard"],
        description: "15 oz stoneware mug with the Kilbride crest fired in gold; dishwasher safe.",
      }),
      item({
        id: "crest-patch-set",
        name: "Embroidered Crest Patch Set",
        price: 14.99,
        colors: ["celtic-green", "stone-charcoal"],
        sizes: ["standard"],
        description:
          "Three iron-on embroidered patches — the dragon crest, the Celtic knot and the 1998 " +
          "founding seal — for jackets, bags and caps.",
      }),
      item({
        id: "legacy-canvas-tote",
        name: "Legacy Canvas Tote",
        price: 22.99,
        colors: ["irish-cream", "forest-moss"],
        sizes: ["one-size"],
        description: "Heavy 16 oz canvas tote with leather-reinforced handles, an inside pocket and a " + "screen-printed crest.",
      }),
    ],
  },
  {
    id: "heritage",
    name: "Heritage Series",
    description: "Inspired by our Irish roots: Aran knits, tweed and Celtic knotwork made to be handed down.",
    items: [
      item({
        id: "aran-heritage-sweater",
        name: "Aran Heritage Sweater",
        price: 94.99,
        colors: ["irish-cream", "forest-moss", "stone-charcoal"],
        sizes: APPAREL,
        description:
          "Traditional cable-knit crewneck in soft merino wool, with honeycomb and cable stitches " +
          "drawn from west-of-Ireland patterns.",
      }),
      item({
        id: "heritage-tweed-flat-cap",
        name: "Heritage Tweed Flat Cap",
        price: 38.99,
        colors: ["stone-charcoal", "forest-moss"],
        sizes: ["s", "m", "l", "xl"],
        description: "Classic Irish flat cap in herringbone wool tweed with a quilted satin lining and a " + "stitched-down peak.",
      }),
      item({
        id: "celtic-knot-crewneck",
        name: "Celtic Knot Crewneck",
        price: 58.99,
        colors: ["forest-moss", "irish-cream", "atlantic-navy"],
        sizes: APPAREL,
        description: "Brushed-fleece crewneck sweatshirt with a large embroidered triquetra knot and ribbed " + "cuffs.",
      }),
      item({
        id: "celtic-knot-heritage-print",
        name: "Celtic Knot Heritage Print",
        price: 36.99,
        colors: ["matte-finish", "glossy-finish"],
        sizes: ["16x24"],
        description: "16×24 in. giclée print of an illuminated triquetra in gold and green, inspired by " + "early Irish manuscripts.",
      }),
    ],
  },
];

/** The id of the collection tab selected when /merch opens. */
export const defaultCollectionId = "dragon";

/** Every item, in catalogue order (collection by collection). */
export const allItems: readonly MerchItem[] = collections.flatMap((c) => c.items);

const itemsById: ReadonlyMap<string, FoundMerchItem> = new Map(
  collections.flatMap((collection) =>
    collection.items.map((entry) => [entry.id, { ...entry, collectionId: collection.id, collection }] as const),
  ),
);

/**
 * The item with this id, extended with the collection that lists it (`collectionId`,
 * `collection`), or undefined for an unknown id.
 */
export function findItem(id: string): FoundMerchItem | undefined {
  return itemsById.get(id);
}

/** The collection with this id, or undefined. */
export function findCollection(id: string): MerchCollection | undefined {
  return collections.find((c) => c.id === id);
}

/** Whole cents for an item price, for server-side totals (34.99 → 3499). */
export function priceInCents(price: number): number {
  return Math.round(price * 100);
}
