import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "../../lib/toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster once it is needed, so its code is not part of any page's first load:
 * when the first toast is raised, or earlier, when a visitor starts filling in a form (the usual
 * source of toasts), so it is ready by the time they submit, or at once when the page goes live with
 * a tap held by the boot script waiting to be replayed. Once mounted it stays.
 */
export function ToasterSlot() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    // A control the boot script held before the page was live (marked busy) is about to be
    // replayed, and its answer is often a toast (Add to Cart): fetch the toaster now.
    if (hasToasts || document.querySelector('[aria-busy="true"]')) return setNeeded(true);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("form")) setNeeded(true);
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [hasToasts, needed]);

  return needed || hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
