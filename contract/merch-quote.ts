/**
 * A merchandise quote request: the corporate 'Request Custom Quote' form (kind "custom") and the
 * cart's 'Request Order' (kind "order"), both POST /api/merch/quotes. The spec shows no rules for
 * the quote form; these follow the other forms (docs/decisions/080). Lines name an item and its
 * options only: prices are never sent, the Worker prices lines from the catalogue (`priceLines`).
 */
import * as v from "valibot";
import { colorLabel, findItem, maxCartLines, maxLineQuantity, priceInCents, sizeLabel } from "./merch-catalogue";
import { email, name, optionalLine, optionalText, phone, oneLine, PHONE_MESSAGE, botGuards } from "./fields";
import { leadSourceField } from "./lead-source";

const UNKNOWN_ITEM_MESSAGE = "This item is not in our catalogue.";
const COLOR_MESSAGE = "Please choose a colour this item comes in.";
const SIZE_MESSAGE = "Please choose a size this item comes in.";
/** A bulk quote's quantities are not the cart's 1–5: a size of one item may run to thousands. */
export const maxBulkQuantity = 10_000;
/** Items × colours × sizes a quote can list (the whole catalogue's sizes for a dozen items). */
const maxBulkLines = 120;
const LINES_MESSAGE = `An order request can hold at most ${maxCartLines} lines.`;
const BULK_LINES_MESSAGE = `A quote can list at most ${maxBulkLines} sizes of items.`;
const BULK_ORDER_MESSAGE = "Bulk quantities are sent with a quote request, not an order.";
const NEEDED_BY_MESSAGE = "Please enter a date from today on, within two years.";
export const ARTWORK_MESSAGE = "Please upload the artwork file again.";

/** A stored artwork file's key: under artwork/, a random id and the type's extension (see worker/merch/artwork.ts). */
export const ARTWORK_KEY = /^artwork\/[0-9a-f]{32}\.(?:jpg|png|webp|avif|svg)$/;

/** Days in milliseconds, for the needed-by window. */
const DAY_MS = 86_400_000;

/**
 * An optional needed-by date as a date input gives it (YYYY-MM-DD), empty for none. "From today"
 * is judged a day loosely (the visitor's today can be UTC's yesterday), and at most two years on.
 */
const neededBy = v.pipe(
  v.optional(v.nullable(v.string(NEEDED_BY_MESSAGE)), null),
  v.transform((value) => (value ?? "").trim()),
  v.check((value) => {
    if (value === "") return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const day = Date.parse(`${value}T00:00:00Z`);
    // Date.parse rolls 2026-02-30 over; a real date prints back the same.
    if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== value) return false;
    const now = Date.now();
    return day >= now - 2 * DAY_MS && day <= now + 731 * DAY_MS;
  }, NEEDED_BY_MESSAGE),
  v.transform((value) => (value === "" ? null : value)),
);

/** The artwork a quote refers to: the key its upload answered (the Worker checks it exists). */
const artworkKey = v.pipe(
  v.optional(v.nullable(v.string(ARTWORK_MESSAGE)), null),
  v.check((value) => value === null || ARTWORK_KEY.test(value), ARTWORK_MESSAGE),
);
const REQUIREMENTS_MESSAGE = "Please describe your requirements or add items to your cart.";

/** One line as the browser sends it: the item, its options and how many (at most `maxQuantity`). */
function quoteLineSchema(maxQuantity: number) {
  const quantityMessage = `Quantity must be a whole number from 1 to ${maxQuantity.toLocaleString("en-US")}.`;
  return v.pipe(
    v.object({
      itemId: v.pipe(
        v.string(UNKNOWN_ITEM_MESSAGE),
        v.check((id) => findItem(id) !== undefined, UNKNOWN_ITEM_MESSAGE),
      ),
      color: v.string(COLOR_MESSAGE),
      size: v.string(SIZE_MESSAGE),
      quantity: v.pipe(
        v.number(quantityMessage),
        v.integer(quantityMessage),
        v.minValue(1, quantityMessage),
        v.maxValue(maxQuantity, quantityMessage),
      ),
    }),
    // Options are checked against the item itself (a size one item has may not exist for another).
    v.forward(
      v.check((line) => findItem(line.itemId)?.colors.includes(line.color) ?? false, COLOR_MESSAGE),
      ["color"],
    ),
    v.forward(
      v.check((line) => findItem(line.itemId)?.sizes.includes(line.size) ?? false, SIZE_MESSAGE),
      ["size"],
    ),
  );
}

/** Lines: the cart's (1–5 each, 20 lines, the spec's Qty select) or a bulk quote's (thousands, by size). */
function quoteLines(maxQuantity: number, maxLines: number, tooMany: string) {
  return v.pipe(
    v.optional(v.array(quoteLineSchema(maxQuantity), "Lines must be a list of cart items."), []),
    v.maxLength(maxLines, tooMany),
  );
}

/** An optional phone: empty becomes null; anything typed must look like a phone number. */
const optionalPhone = v.pipe(
  v.optional(v.nullable(v.string(PHONE_MESSAGE)), null),
  v.transform((value) => (value ?? "").trim()),
  oneLine,
  v.check((value) => value === "" || v.is(phone, value), PHONE_MESSAGE),
  v.transform((value) => (value === "" ? null : value)),
);

export const merchQuoteSchema = v.pipe(
  v.object({
    kind: v.picklist(["custom", "order"], "Please choose a quote or an order request."),
    companyName: optionalLine(200),
    contactName: name,
    email,
    phone: optionalPhone,
    requirements: optionalText(5000),
    // The cart's lines keep the cart's limits (the spec's Qty 1–5, ADR 080) in both kinds.
    lines: quoteLines(maxLineQuantity, maxCartLines, LINES_MESSAGE),
    // A corporate quote's quantities by size, which run to thousands (ADR 300).
    bulkLines: quoteLines(maxBulkQuantity, maxBulkLines, BULK_LINES_MESSAGE),
    neededBy,
    artworkKey,
    ...botGuards,
    source: leadSourceField,
  }),
  v.forward(
    v.check((input) => input.kind === "custom" || input.bulkLines.length === 0, BULK_ORDER_MESSAGE),
    ["bulkLines"],
  ),
  // A request must ask for something: a description, items, or both.
  v.forward(
    v.check((input) => input.requirements !== null || input.lines.length > 0 || input.bulkLines.length > 0, REQUIREMENTS_MESSAGE),
    ["requirements"],
  ),
);

/** What the forms hold (strings as typed, lines from the cart). */
export type MerchQuoteInput = v.InferInput<typeof merchQuoteSchema>;
/** What the Worker stores after trimming and normalising. */
export type MerchQuotePayload = v.InferOutput<typeof merchQuoteSchema>;
export type QuoteLine = MerchQuotePayload["lines"][number];

/** A line priced from the catalogue, in whole cents (the shape stored in merch_quotes.lines). */
export interface PricedQuoteLine {
  itemId: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/**
 * Prices lines from the catalogue. Callers pass validated lines; an unknown item (which validation
 * rules out) throws rather than being priced at zero.
 */
export function priceLines(lines: readonly QuoteLine[]): { lines: PricedQuoteLine[]; subtotalCents: number } {
  const priced = lines.map((line) => {
    const item = findItem(line.itemId);
    if (!item) throw new Error(`Unknown merchandise item ${line.itemId}`);
    const unitPriceCents = priceInCents(item.price);
    return { ...line, name: item.name, unitPriceCents, lineTotalCents: unitPriceCents * line.quantity };
  });
  return { lines: priced, subtotalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0) };
}

/** The answer to a stored request. */
export interface MerchQuoteResponse {
  id: number;
}

/** "15 × Dragon Crest Hoodie (Atlantic Navy, Medium)": a line as the team and the visitor read it. */
export function describeLine(line: Pick<QuoteLine, "itemId" | "color" | "size" | "quantity"> & { name?: string }): string {
  const options = [colorLabel(line.color), sizeLabel(line.size)].filter(Boolean).join(", ");
  // A stored line keeps the name it was priced under; a line being sent takes the catalogue's.
  return `${line.quantity} × ${line.name ?? findItem(line.itemId)?.name ?? line.itemId} (${options})`;
}
