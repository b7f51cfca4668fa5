/**
 * The cart button with its piece count; opens the cart drawer and takes focus back when it closes.
 * On wide screens it sits in the header (nothing floats over the item cards' pickers); on phones it
 * floats above the chat launcher, and the page keeps room below its last content for both (ADR 300).
 */
import { lazy, Suspense, useEffect } from "react";
import { createPortal } from "react-dom";
import { HEADER_ACTIONS_ID } from "../../components/layout/header";
import { useDialogTrigger } from "../../lib/use-dialog-trigger";
import { useMediaQuery } from "../../lib/use-media-query";
import { cartCount, useCart } from "./cart-store";

// The drawer (with the order form: react-hook-form and the schema) is not in the page's first load:
// its code is fetched once the cart holds something, so it is ready when the cart is opened.
const loadDrawer = () => import("./cart-drawer");
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

export function CartButton() {
  const cart = useCart();
  const count = cartCount(cart);
  const { open, show, close, buttonRef } = useDialogTrigger();
  useEffect(() => {
    if (count > 0) void loadDrawer();
  }, [count]);
  const wide = useMediaQuery("(min-width: 768px)");
  const headerSlot = wide ? document.getElementById(HEADER_ACTIONS_ID) : null;

  const button = (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={show}
      className={
        headerSlot
          ? "flex h-8 items-center gap-1.5 rounded-full bg-secondary px-3 text-sm font-semibold text-secondary-foreground hover:opacity-90"
          : // Hidden on wide screens until the page is live and the button moves into the header.
            "fixed bottom-24 right-5 z-40 flex h-14 items-center gap-2 rounded-full bg-secondary px-5 font-semibold text-secondary-foreground shadow-lg ring-2 ring-background transition hover:scale-105 md:hidden"
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span>Cart</span>
      <span className="min-w-6 rounded-full bg-background px-1.5 text-center text-sm text-foreground" aria-live="polite">
        <span className="sr-only">, </span>
        {count}
        <span className="sr-only"> {count === 1 ? "item" : "items"}</span>
      </span>
    </button>
  );

  return (
    <>
      {headerSlot ? createPortal(button, headerSlot) : button}
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
