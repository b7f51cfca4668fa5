/**
 * The merch cart, kept in localStorage so it survives a reload (docs/decisions/080). Lines hold
 * only an item id, its options and a quantity; names and prices always come from the catalogue,
 * so a stale price can never be stored. Rules: the same item with the same colour and size merges
 * into one line; a line holds at most `maxLineQuantity`; a cart holds at most `maxCartLines` lines.
 */
import { useSyncExternalStore } from "react";
import { findItem, maxCartLines, maxLineQuantity, priceInCents } from "#contract/merch-catalogue.ts";

export const CART_KEY = "kilbride-cart";

export interface CartLine {
  itemId: string;
  color: string;
  size: string;
  quantity: number;
}

/** What adding to the cart did, so the page can say so. */
export type AddResult = "added" | "merged" | "capped" | "full";

export const lineKey = (line: Pick<CartLine, "itemId" | "color" | "size">) => `${line.itemId}|${line.color}|${line.size}`;

/** True for a line that names a catalogue item and options it comes in. */
function isCurrentLine(value: unknown): value is CartLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  if (typeof line.itemId !== "string" || typeof line.color !== "string" || typeof line.size !== "string") return false;
  const item = findItem(line.itemId);
  return (
    !!item &&
    item.colors.includes(line.color) &&
    item.sizes.includes(line.size) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1
  );
}

/**
 * The saved cart. Lines the catalogue no longer has (or a broken entry) are dropped rather than
 * failing the page; quantities above the cap are cut to it.
 */
export function readCart(storage: Storage = localStorage): CartLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(CART_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isCurrentLine)
    .slice(0, maxCartLines)
    .map(({ itemId, color, size, quantity }) => ({ itemId, color, size, quantity: Math.min(quantity, maxLineQuantity) }));
}

/** Adds a line, merging with the same item and options; the quantity is capped per line. */
export function addLine(cart: readonly CartLine[], line: CartLine): { cart: CartLine[]; result: AddResult } {
  const key = lineKey(line);
  const existing = cart.find((l) => lineKey(l) === key);
  if (existing) {
    const wanted = existing.quantity + line.quantity;
    const quantity = Math.min(wanted, maxLineQuantity);
    return {
      cart: cart.map((l) => (l === existing ? { ...l, quantity } : l)),
      result: wanted > maxLineQuantity ? "capped" : "merged",
    };
  }
  if (cart.length >= maxCartLines) return { cart: [...cart], result: "full" };
  const quantity = Math.min(Math.max(1, Math.trunc(line.quantity)), maxLineQuantity);
  return { cart: [...cart, { ...line, quantity }], result: quantity < line.quantity ? "capped" : "added" };
}

/** Sets one line's quantity (1 to the cap). */
function setLineQuantity(cart: readonly CartLine[], key: string, quantity: number): CartLine[] {
  const q = Math.min(Math.max(1, Math.trunc(quantity)), maxLineQuantity);
  return cart.map((l) => (lineKey(l) === key ? { ...l, quantity: q } : l));
}

function removeLine(cart: readonly CartLine[], key: string): CartLine[] {
  return cart.filter((l) => lineKey(l) !== key);
}

/** Number of pieces in the cart (the cart button's count). */
export function cartCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Subtotal in cents from catalogue prices (the server computes the same for the request). */
export function cartSubtotalCents(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + priceInCents(findItem(line.itemId)?.price ?? 0) * line.quantity, 0);
}

// ── The shared store: one cart for every component, kept in sync with storage and other tabs ──

const listeners = new Set<() => void>();
let snapshot: CartLine[] | null = null;

function current(): CartLine[] {
  snapshot ??= readCart();
  return snapshot;
}

function write(next: CartLine[]): void {
  snapshot = next;
  try {
    if (next.length === 0) localStorage.removeItem(CART_KEY);
    else localStorage.setItem(CART_KEY, JSON.stringify(next));
  } catch (error) {
    // Storage full or blocked (private mode): the cart still works for this visit.
    console.warn("The cart could not be saved in this browser", error);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_KEY && event.key !== null) return;
    snapshot = readCart();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: CartLine[] = [];

export const cartStore = {
  add(line: CartLine): AddResult {
    const { cart, result } = addLine(current(), line);
    if (result !== "full") write(cart);
    return result;
  },
  setQuantity(key: string, quantity: number): void {
    write(setLineQuantity(current(), key, quantity));
  },
  remove(key: string): void {
    write(removeLine(current(), key));
  },
  clear(): void {
    write([]);
  },
  /** Forgets the in-memory copy (tests, after changing storage directly). */
  reload(): void {
    snapshot = null;
  },
};

/** The cart, re-rendering on every change (also from another tab). */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}
