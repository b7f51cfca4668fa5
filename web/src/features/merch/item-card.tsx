/**
 * One product card: image, name, price, description and its own Colour, Size and Qty choices
 * (each card keeps its own — the spec's one shared choice across cards is a defect, ADR 080).
 */
import { useId, useState } from "react";
import { colorLabel, defaultQuantity, maxLineQuantity, quantityOptions, sizeLabel, type MerchItem } from "#contract/merch-catalogue.ts";
import { controlClass } from "../../components/form/form-fields";
import { Button } from "../../components/ui/button";
import { formatPrice } from "#contract/format.ts";
import { toast } from "../../lib/toast";
import { cartStore } from "./cart-store";

/** Medium when the item comes in it (the size most asked for), otherwise its first size. */
function defaultSize(item: MerchItem): string {
  return item.sizes.includes("m") ? "m" : (item.sizes[0] ?? "");
}

function addToCart(item: MerchItem, color: string, size: string, quantity: number) {
  const result = cartStore.add({ itemId: item.id, color, size, quantity });
  const what = `${item.name} (${colorLabel(color)}, ${sizeLabel(size)})`;
  if (result === "full") {
    toast({
      title: "Cart Is Full",
      description: "Your cart holds as many lines as one order request can. Request this order first, or ask for a custom quote.",
      variant: "destructive",
    });
  } else if (result === "capped") {
    toast({
      title: "Quantity Limited",
      description: `${what}: at most ${maxLineQuantity} per line. For larger quantities, request a custom quote below.`,
    });
  } else {
    toast({ title: "Added to Cart", description: `${quantity} × ${what}` });
  }
}

export function ItemCard({ item, lazy = true }: { item: MerchItem; lazy?: boolean }) {
  const [color, setColor] = useState(item.colors[0] ?? "");
  const [size, setSize] = useState(defaultSize(item));
  const [quantity, setQuantity] = useState(defaultQuantity);
  const id = useId();

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm"
    >
      <img
        src={item.image}
        alt=""
        width={600}
        height={600}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        className="aspect-square h-auto w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`${id}-name`} className="text-lg font-semibold">
            {item.name}
          </h3>
          <p className="shrink-0 text-lg font-bold text-primary">{formatPrice(item.price)}</p>
        </div>
        <p className="text-sm text-muted-foreground">{item.description}</p>
        <div className="mt-auto grid grid-cols-[1fr_5rem] gap-2">
          <div className="col-span-2">
            <label htmlFor={`${id}-color`} className="mb-1 block text-sm font-medium">
              Color
            </label>
            <select id={`${id}-color`} value={color} onChange={(e) => setColor(e.target.value)} className={`${controlClass} px-2`}>
              {item.colors.map((code) => (
                <option key={code} value={code}>
                  {colorLabel(code)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-size`} className="mb-1 block text-sm font-medium">
              Size
            </label>
            <select id={`${id}-size`} value={size} onChange={(e) => setSize(e.target.value)} className={`${controlClass} px-2`}>
              {item.sizes.map((code) => (
                <option key={code} value={code}>
                  {sizeLabel(code)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-qty`} className="mb-1 block text-sm font-medium">
              Qty
            </label>
            <select
              id={`${id}-qty`}
              value={quantity}
              onChange={(e) => setQuantity(Number(e.target.value))}
              className={`${controlClass} px-2`}
            >
              {quantityOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Button onClick={() => addToCart(item, color, size, quantity)} aria-describedby={`${id}-name`}>
          Add to Cart
        </Button>
      </div>
    </article>
  );
}
