/**
 * The cart drawer: lines with quantity and removal, the subtotal, then 'Request Order'; once the
 * order is sent, its confirmation stays in the drawer (the cart itself is emptied) until closed.
 */
import { useState } from "react";
import { colorLabel, findItem, quantityOptions, sizeLabel } from "#contract/merch-catalogue.ts";
import { ordering } from "#content/merch.ts";
import { controlClass } from "../../components/form/form-fields";
import { Button } from "../../components/ui/button";
import { formatPrice } from "#contract/format.ts";
import { cartStore, cartSubtotalCents, lineKey, useCart } from "./cart-store";
import { ModalPanel } from "../../components/ui/modal-panel";
import { OrderRequestForm } from "./order-request-form";

export function CartDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const [ordered, setOrdered] = useState(false);

  return (
    <ModalPanel title="Your Cart" placement="side" onClose={onClose}>
      {cart.length === 0 && !ordered ? (
        <div className="space-y-4">
          <p>Your cart is empty.</p>
          <Button variant="outline" onClick={onClose}>
            Continue Shopping
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          {/* One place for the order form in either state, so its confirmation survives the emptied cart. */}
          {!ordered && (
            <>
              <ul aria-label="Cart items" className="divide-y divide-border">
                {cart.map((line) => {
                  const item = findItem(line.itemId);
                  if (!item) return null;
                  const key = lineKey(line);
                  const options = `${colorLabel(line.color)}, ${sizeLabel(line.size)}`;
                  const qtyId = `cart-qty-${key}`;
                  return (
                    <li key={key} className="flex gap-3 py-3">
                      <img src={item.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md bg-muted" />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">{item.name}</p>
                        <p className="text-sm text-muted-foreground">{options}</p>
                        <p className="text-sm text-muted-foreground">{formatPrice(item.price)} each</p>
                        <div className="mt-2 flex items-center gap-2">
                          <label htmlFor={qtyId} className="text-sm font-medium">
                            Qty
                            <span className="sr-only">
                              {" "}
                              of {item.name}, {options}
                            </span>
                          </label>
                          <select
                            id={qtyId}
                            value={line.quantity}
                            onChange={(e) => cartStore.setQuantity(key, Number(e.target.value))}
                            className={`${controlClass} w-20 px-2 py-1`}
                          >
                            {quantityOptions.map((n) => (
                              <option key={n} value={n}>
                                {n}
                              </option>
                            ))}
                          </select>
                          <Button variant="ghost" size="sm" onClick={() => cartStore.remove(key)}>
                            Remove
                            <span className="sr-only">
                              {" "}
                              {item.name}, {options}
                            </span>
                          </Button>
                        </div>
                      </div>
                      <p className="shrink-0 font-semibold">{formatPrice(item.price * line.quantity)}</p>
                    </li>
                  );
                })}
              </ul>
              <div className="flex items-center justify-between border-t border-border pt-4 text-lg">
                <span className="font-semibold">Subtotal</span>
                <span className="font-bold" data-testid="cart-subtotal">
                  {formatPrice(cartSubtotalCents(cart) / 100)}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">
                {ordering.limits} {ordering.payment}
              </p>
            </>
          )}
          <OrderRequestForm lines={cart} onSent={() => setOrdered(true)} onDone={onClose} />
        </div>
      )}
    </ModalPanel>
  );
}
