/**
 * The items of a corporate quote, built from the cart or picked from the catalogue: one block per
 * item and colour, with a quantity box per size the item comes in (a 40-person order is 10 M,
 * 20 L, 10 XL of one hoodie, not eight cart lines of five). The form sends the sizes with a
 * quantity as `bulkLines`; the Worker prices them from the catalogue.
 */
import { useId, useState } from "react";
import { formatPrice } from "#contract/format.ts";
import { allItems, colorLabel, findItem, sizeLabel } from "#contract/merch-catalogue.ts";
import { maxBulkQuantity } from "#contract/merch-quote.ts";
import { Button } from "../../components/ui/button";
import { controlClass } from "../../components/form/form-fields";
import type { CartLine } from "./cart-store";

/** One item in one colour, with the quantity asked for each of its sizes. */
export interface BulkItem {
  itemId: string;
  color: string;
  sizes: Record<string, number>;
}

/** The items as the quote sends them: a line per size with a quantity. */
export function bulkLinesOf(items: readonly BulkItem[]): CartLine[] {
  return items.flatMap(({ itemId, color, sizes }) =>
    Object.entries(sizes)
      .filter(([, quantity]) => quantity > 0)
      .map(([size, quantity]) => ({ itemId, color, size, quantity })),
  );
}

/** The cart's lines grouped by item and colour, each size's quantity carried over. */
function bulkItemsFromCart(cart: readonly CartLine[], into: readonly BulkItem[] = []): BulkItem[] {
  const items = into.map((item) => ({ ...item, sizes: { ...item.sizes } }));
  for (const line of cart) {
    let item = items.find((candidate) => candidate.itemId === line.itemId && candidate.color === line.color);
    if (!item) {
      item = { itemId: line.itemId, color: line.color, sizes: {} };
      items.push(item);
    }
    item.sizes[line.size] = Math.min((item.sizes[line.size] ?? 0) + line.quantity, maxBulkQuantity);
  }
  return items;
}

const pieces = (item: BulkItem) => Object.values(item.sizes).reduce((sum, quantity) => sum + quantity, 0);

function BulkItemBlock({ item, onChange, onRemove }: { item: BulkItem; onChange: (item: BulkItem) => void; onRemove: () => void }) {
  const id = useId();
  const found = findItem(item.itemId);
  if (!found) return null;
  const count = pieces(item);
  return (
    <fieldset className="min-w-0 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">
        {found.name} · {formatPrice(found.price)} each
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        {found.colors.length > 1 ? (
          <label className="block text-sm font-medium" htmlFor={`${id}-color`}>
            Colour
            <select
              id={`${id}-color`}
              className={`${controlClass} mt-1`}
              value={item.color}
              onChange={(event) => onChange({ ...item, color: event.target.value })}
            >
              {found.colors.map((color) => (
                <option key={color} value={color}>
                  {colorLabel(color)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-sm">Colour: {colorLabel(item.color)}</p>
        )}
        {found.sizes.map((size) => (
          <label key={size} className="block w-24 text-sm font-medium" htmlFor={`${id}-${size}`}>
            {sizeLabel(size)}
            <input
              id={`${id}-${size}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxBulkQuantity}
              step={1}
              className={`${controlClass} mt-1`}
              value={item.sizes[size] ?? 0}
              onChange={(event) => {
                const quantity = Math.max(0, Math.min(maxBulkQuantity, Math.floor(Number(event.target.value) || 0)));
                onChange({ ...item, sizes: { ...item.sizes, [size]: quantity } });
              }}
            />
          </label>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite">
          {count} {count === 1 ? "piece" : "pieces"} · {formatPrice(count * found.price)} at list price
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          Remove {found.name}
        </Button>
      </div>
    </fieldset>
  );
}

/** The quote's items: the cart carried over, items added from the catalogue, sizes and quantities. */
export function BulkItems({
  items,
  cart,
  onChange,
  error,
}: {
  items: readonly BulkItem[];
  cart: readonly CartLine[];
  onChange: (items: BulkItem[]) => void;
  error?: string;
}) {
  const id = useId();
  const [adding, setAdding] = useState("");
  const cartPieces = cart.reduce((sum, line) => sum + line.quantity, 0);

  function add() {
    const item = findItem(adding);
    if (!item) return;
    if (!items.some((existing) => existing.itemId === item.id && existing.color === item.colors[0]))
      onChange([...items, { itemId: item.id, color: item.colors[0] ?? "", sizes: {} }]);
    setAdding("");
  }

  return (
    // min-w-0: a fieldset is as wide as its widest content by default, which at large text is wider than a phone.
    <fieldset className="grid min-w-0 gap-3 sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">Items</legend>
      <p className="text-sm text-muted-foreground">
        Add the items you want, then give a quantity for each size. Quantities here are not limited to the cart&apos;s five.
      </p>
      {cart.length > 0 ? (
        <div>
          <Button type="button" variant="outline" onClick={() => onChange(bulkItemsFromCart(cart, items))}>
            Add the {cartPieces} {cartPieces === 1 ? "piece" : "pieces"} in your cart
          </Button>
        </div>
      ) : null}
      {items.map((item, index) => (
        <BulkItemBlock
          key={`${item.itemId}-${index}`}
          item={item}
          onChange={(changed) => onChange(items.map((existing, i) => (i === index ? changed : existing)))}
          onRemove={() => onChange(items.filter((_, i) => i !== index))}
        />
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-0 grow basis-48 text-sm font-medium" htmlFor={`${id}-add`}>
          Add an item
          <select
            id={`${id}-add`}
            className={`${controlClass} mt-1 min-w-0`}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            <option value="">Choose an item…</option>
            {allItems.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({formatPrice(item.price)})
              </option>
            ))}
          </select>
        </label>
        <Button type="button" variant="outline" disabled={adding === ""} onClick={add}>
          Add item
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
