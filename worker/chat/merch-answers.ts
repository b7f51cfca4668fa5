/**
 * Answers about the merchandise catalogue, built from contract/merch-catalogue.ts: one item, a collection, a
 * kind of product across collections (every tee), the whole shop, how ordering works, and the
 * bulk/corporate quote path. Also recognises which item, collection or kind a question names.
 */
import { formatPrice } from "#contract/format.ts";
import { allItems, collections, colorLabel, sizeLabel, type MerchCollection, type MerchItem } from "#contract/merch-catalogue.ts";
import { ordering } from "#content/merch.ts";
import { productCollections } from "#content/products.ts";
import { contact, listAnd, shipping } from "#content/site.ts";
import { link } from "./link";
import { stem, words } from "./text";

const collectionOf = (item: MerchItem): MerchCollection | undefined => collections.find((c) => c.items.includes(item));
const priced = (item: MerchItem) => `${item.name} (${formatPrice(item.price)})`;

export function itemAnswer(item: MerchItem): string {
  const collection = collectionOf(item);
  const where = collection ? ` in the ${collection.name}` : "";
  const path = collection ? `/merch#${collection.id}` : "/merch";
  return (
    `The ${item.name} is ${formatPrice(item.price)}${where}. ${item.description} ` +
    `Colours: ${listAnd(item.colors.map(colorLabel))}. Sizes: ${listAnd(item.sizes.map(sizeLabel))}. ` +
    `See it on ${link("the merchandise page", path)}.`
  );
}

const byPrice = [...allItems].sort((a, b) => a.price - b.price);
const priceRange = `Prices run from ${formatPrice(byPrice[0]?.price ?? 0)} to ${formatPrice(byPrice.at(-1)?.price ?? 0)}.`;

export function merchOverview(): string {
  return (
    `Our shop has ${allItems.length} items in ${collections.length} collections: ` +
    `${listAnd(collections.map((c) => `${c.name} (${c.items.length} items)`))}. ` +
    `${priceRange} Browse them on ${link("the merchandise page", "/merch")}.`
  );
}

export function collectionAnswer(collection: MerchCollection): string {
  return (
    `The ${collection.name} has ${collection.items.length} items: ${listAnd(collection.items.map(priced))}. ` +
    `${collection.description} ${link(`Shop the ${collection.name}`, `/merch#${collection.id}`)}.`
  );
}

/** Kinds of product visitors ask for, and the item names that belong to each. */
const kinds: readonly { readonly words: readonly string[]; readonly label: string; readonly names: RegExp }[] = [
  { words: ["tee"], label: "tees", names: /\bTee\b/ },
  { words: ["shirt"], label: "shirts", names: /Shirt|Tee|Polo/ },
  { words: ["hat", "cap", "headwear"], label: "hats and caps", names: /Cap|Beanie/ },
  { words: ["beanie"], label: "beanies", names: /Beanie/ },
  { words: ["hoodie", "sweatshirt"], label: "hoodies and sweatshirts", names: /Hoodie|Quarter-Zip|Crewneck/ },
  { words: ["jacket", "coat"], label: "jackets", names: /Jacket/ },
  { words: ["mug", "cup", "tumbler", "drinkware"], label: "mugs and tumblers", names: /Mug|Tumbler/ },
  { words: ["print", "poster"], label: "prints", names: /Print/ },
  { words: ["sweater", "knit", "crewneck"], label: "sweaters", names: /Sweater|Crewneck/ },
  { words: ["vest", "vis"], label: "hi-vis gear", names: /Vest/ },
  { words: ["polo"], label: "polos", names: /Polo/ },
  { words: ["tote", "bag"], label: "bags", names: /Tote/ },
  { words: ["decal", "sticker"], label: "decals", names: /Decal/ },
  { words: ["patch"], label: "patches", names: /Patch/ },
  { words: ["accessory", "accessorie"], label: "accessories", names: /Mug|Tumbler|Tote|Patch|Decal|Print/ },
];

/** The items of a kind with their prices; with a quantity ("3 beanies"), each one's total too, as no single item is named. */
function kindAnswer(kind: (typeof kinds)[number], quantity = 1): string {
  const items = allItems.filter((item) => kind.names.test(item.name));
  const lines = items.map(
    (item) =>
      `${priced(item)}, ${collectionOf(item)?.name ?? ""}${quantity > 1 ? `: ${quantity} × ${formatPrice(item.price)} = ${formatPrice(item.price * quantity)}` : ""}`,
  );
  const which = quantity > 1 && items.length > 1 ? " Which one do you mean?" : "";
  return `We have ${items.length} ${kind.label}: ${lines.join("; ")}.${which} See ${link("the merchandise page", "/merch")}.`;
}

/** Words that alone never name an item: shared by many, or the names of energy services. */
const GENERIC = new Set(
  "solar hydrogen ev charge ahead data center mining grid line industry division crew work field logo kilbride edition safety hard hat block height insulated embroidered set pack heritage legacy celtic knot crest dragon".split(
    " ",
  ),
);

const stems = (text: string): string[] => words(text).map(stem);
const itemWords = allItems.map((item) => ({ item, words: new Set(stems(item.name)) }));
const collectionKeys = collections.map((c) => ({
  collection: c,
  keys: words(c.name)
    .filter((w) => !["line", "collection", "series"].includes(w))
    .map(stem),
}));

/** What a question names in the catalogue. */
export interface MerchMention {
  readonly item?: MerchItem;
  readonly collection?: MerchCollection;
  readonly kind?: (typeof kinds)[number];
}

export function merchMention(question: string): MerchMention {
  const asked = new Set(stems(question));
  const collection = collectionKeys.find(({ keys }) => keys.length > 0 && keys.every((k) => asked.has(k)))?.collection;
  // Words of a named collection do not name an item of it on their own ("what's in the mining edition").
  const leftover = new Set([...asked].filter((w) => !collectionKeys.find((c) => c.collection === collection)?.keys.includes(w)));
  const scored = itemWords
    .filter(({ item }) => !collection || collection.items.includes(item))
    .map(({ item, words: names }) => {
      const matched = [...names].filter((w) => leftover.has(w));
      return { item, score: matched.length, specific: matched.some((w) => !GENERIC.has(w)) };
    })
    .filter((s) => s.specific)
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  const item = best && (!second || best.score > second.score) ? best.item : undefined;
  const kind = kinds.find((k) => k.words.some((w) => asked.has(w)));
  return { item, collection, kind };
}

/** True when the question is about the shop (a product, a collection, merchandise in general). */
export function isAboutMerch(question: string, mention: MerchMention): boolean {
  return (
    Boolean(mention.item || mention.collection || mention.kind) ||
    /\b(merch|merchandise|apparel|clothing|clothes|swag|shop|store|wear|gifts?|sizes?|colou?rs?|items?|products?)\b/.test(
      question.toLowerCase(),
    )
  );
}

/** The word of a colour's name that tells it apart ("navy" for Atlantic Navy), and words visitors use for it. */
const COLOUR_ALIASES: Readonly<Record<string, string>> = {
  blue: "navy",
  grey: "charcoal",
  gray: "charcoal",
  olive: "moss",
  beige: "cream",
};
const NOT_A_COLOUR = new Set(["celtic", "irish", "stone", "forest", "atlantic", "safety", "finish"]);
const colourCodes = [...new Set(allItems.flatMap((item) => item.colors))];

/** The catalogue's colours a question names ("anything in navy", "a blue hoodie"); never "green hydrogen". */
export function coloursIn(question: string): string[] {
  const asked = new Set(words(question.replace(/\bgreen (hydrogen|energy|power|h2)\b/g, " ")).map((w) => COLOUR_ALIASES[w] ?? w));
  return colourCodes.filter((code) => words(colorLabel(code)).some((w) => !NOT_A_COLOUR.has(w) && asked.has(w)));
}

/** The items that come in the colours named, of the kind named if any. */
export function colourAnswer(colours: readonly string[], kind?: MerchMention["kind"]): string {
  const items = allItems.filter((item) => item.colors.some((c) => colours.includes(c)) && (!kind || kind.names.test(item.name)));
  const named = listAnd(colours.map(colorLabel));
  if (items.length === 0)
    return `Nothing${kind ? ` among our ${kind.label}` : ""} comes in ${named}. See ${link("the merchandise page", "/merch")}.`;
  return `In ${named}: ${listAnd(items.map(priced))}. See ${link("the merchandise page", "/merch")}.`;
}

/** "3 dragon crest hoodies": the item's price times the quantity, with the price of one. */
export function totalAnswer(item: MerchItem, quantity: number): string {
  return (
    `${quantity} × the ${item.name} at ${formatPrice(item.price)} each comes to ${formatPrice(item.price * quantity)} (your quantity, the shop's price). ` +
    `${itemAnswer(item)}`
  );
}

/**
 * "The aran sweater and the tweed cap", "3 hoodies and 2 mugs": the items a list names, each with
 * the count written in front of it (1 when none), or fewer than two when it names fewer.
 */
export function itemsNamed(text: string, count: (part: string) => number): { item?: MerchItem; kind?: string; quantity: number }[] {
  const named: { item?: MerchItem; kind?: string; quantity: number }[] = [];
  for (const part of text.split(/,|\band\b|&|\+|\bplus\b/)) {
    const { item, kind } = merchMention(part);
    if (item && !named.some((n) => n.item === item)) named.push({ item, quantity: count(part) });
    // "a tee" when there are three: named, but not one item, so no total can be given.
    else if (!item && kind) named.push({ kind: kindAnswer(kind), quantity: count(part) });
  }
  return named.some((n) => n.item) ? named : [];
}

/** How a total of several items ends: one answer for every item the message lists (never split in pieces). */
export const ITEMS_TOTAL = "(your quantities, the shop's prices)";

/** Several items with their prices, and the total of the quantities asked for. */
export function itemsAnswer(named: readonly { item?: MerchItem; kind?: string; quantity: number }[]): string {
  const lines = named.flatMap(({ item, quantity }) =>
    !item
      ? []
      : quantity > 1
        ? [`${quantity} × the ${item.name} at ${formatPrice(item.price)} each: ${formatPrice(item.price * quantity)}`]
        : [`the ${item.name}: ${formatPrice(item.price)}`],
  );
  const open = named.flatMap(({ kind }) => (kind ? [kind] : []));
  // "The Aran Heritage Sweater: $94.99; the …": a sentence starts with a capital.
  const said = lines.join("; ").replace(/^the /, "The ");
  if (open.length) return `${said}. Which one do you mean for the rest? ${open.join(" ")}`;
  const total = named.reduce((sum, { item, quantity }) => sum + (item?.price ?? 0) * quantity, 0);
  return `${said}. Together ${formatPrice(total)} ${ITEMS_TOTAL}. See ${link("the merchandise page", "/merch")}.`;
}

/** The cheapest or dearest item with the shop's price range, when that is what is asked. */
export function extremeItemAnswer(question: string): string | null {
  const text = question.toLowerCase();
  // "Your cheapest hoodie": among that kind (or collection) only.
  const { kind, collection } = merchMention(text);
  const among = byPrice.filter((item) => (!kind || kind.names.test(item.name)) && (!collection || collection.items.includes(item)));
  const end = /\b(cheapest|least expensive|lowest price)\b/.test(text)
    ? "lowest"
    : /\b(most expensive|priciest|dearest|highest price)\b/.test(text)
      ? "highest"
      : undefined;
  const item = end === "lowest" ? among[0] : end === "highest" ? among.at(-1) : undefined;
  if (!item) return null;
  // The group searched is said, so "cheapest hoodie" answered with a crewneck says it looked at sweatshirts too.
  const group = kind ? `of our ${kind.label}` : collection ? `in the ${collection.name}` : undefined;
  return group ? `The ${end}-priced ${group}: ${itemAnswer(item)}` : `${itemAnswer(item)} ${priceRange}`;
}

/** The answer to a listing or counting question, or null when it names nothing listable. */
export function listAnswer(mention: MerchMention, quantity = 1): string | null {
  if (mention.collection) return collectionAnswer(mention.collection);
  if (mention.kind) return kindAnswer(mention.kind, quantity);
  return null;
}

export const orderingAnswer =
  `There is no online checkout: add pieces to the cart on ${link("the merchandise page", "/merch")} and send it with Request Order. ` +
  `${ordering.payment} ${ordering.limits} ${shipping.summary} ` +
  `Questions about an order, returns or exchanges: e-mail ${contact.teamEmails.merchandise} or call ${contact.phone} (${contact.hours}).`;

export const shippingAnswer = `${shipping.summary} Browse ${link("the merchandise", "/merch")}; questions about an order go to ${contact.teamEmails.merchandise}.`;

const corporate = productCollections.find((c) => c.id === "corporate");

export const bulkAnswer =
  `${corporate?.text ?? ""} ${ordering.limits} Bigger orders are quoted to your quantities: ` +
  `${link("Request a corporate quote", "/contact?type=corporate")} or ${link("ask about a custom order", "/contact?type=custom")}.`;
