/**
 * A merchandise quote request: the corporate 'Request Custom Quote' form (kind "custom") and the
 * cart's 'Request Order' (kind "order"), both POST /api/merch/quotes. The spec shows no rules for
 * the quote form; these follow the other forms (docs/decisions/080). Lines name an item and its
 * options only: prices are never sent, the Worker prices lines from the catalogue (`priceLines`).
 */
import * as v from "valibot";
import { findItem, maxCartLines, maxLineQuantity, priceInCents } from "./merch-catalogue";
import { email, name, optionalLine, optionalText, phone, oneLine, PHONE_MESSAGE, botGuards } from "./fields";
import { leadSourceField } from "./lead-source";

const quoteKinds = ["custom", "order"] as const;

const UNKNOWN_ITEM_MESSAGE = "This item is not in our catalogue.";
const COLOR_MESSAGE = "Please choose a colour this item comes in.";
const SIZE_MESSAGE = "Please choose a size this item comes in.";
const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${maxLineQuantity}.`;
const LINES_MESSAGE = `An order request can hold at most ${maxCartLines} lines.`;
const REQUIREMENTS_MESSAGE = "Please describe your requirements or add items to your cart.";

/** One cart line as the browser sends it: the item, its options and how many. */
const quoteLineSchema = v.pipe(
  v.object({
    itemId: v.pipe(
      v.string(UNKNOWN_ITEM_MESSAGE),
      v.check((id) => findItem(id) !== undefined, UNKNOWN_ITEM_MESSAGE),
    ),
    color: v.string(COLOR_MESSAGE),
    size: v.string(SIZE_MESSAGE),
    quantity: v.pipe(
      v.number(QUANTITY_MESSAGE),
      v.integer(QUANTITY_MESSAGE),
      v.minValue(1, QUANTITY_MESSAGE),
      v.maxValue(maxLineQuantity, QUANTITY_MESSAGE),
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
    kind: v.picklist(quoteKinds, "Please choose a quote or an order request."),
    companyName: optionalLine(200),
    contactName: name,
    email,
    phone: optionalPhone,
    requirements: optionalText(5000),
    lines: v.pipe(
      v.optional(v.array(quoteLineSchema, "Lines must be a list of cart items."), []),
      v.maxLength(maxCartLines, LINES_MESSAGE),
    ),
    ...botGuards,
    source: leadSourceField,
  }),
  // A request must ask for something: a description, items, or both.
  v.forward(
    v.check((input) => input.requirements !== null || input.lines.length > 0, REQUIREMENTS_MESSAGE),
    ["requirements"],
  ),
);

/** What the forms hold (strings as typed, lines from the cart). */
export type MerchQuoteInput = v.InferInput<typeof merchQuoteSchema>;
/** What the Worker stores after trimming and normalising. */
export type MerchQuotePayload = v.InferOutput<typeof merchQuoteSchema>;
export type QuoteLine = v.InferOutput<typeof quoteLineSchema>;

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
