/** The cart button with its piece count; opens the cart drawer and takes focus back when it closes. */
import { lazy, Suspense, useEffect } from "react";
import { useDialogTrigger } from "../../lib/use-dialog-trigger";
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

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        className="fixed bottom-24 right-5 z-40 flex h-14 items-center gap-2 rounded-full bg-secondary px-5 font-semibold text-secondary-foreground shadow-lg ring-2 ring-background transition hover:scale-105"
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
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
