import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "../../lib/toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster once it is needed, so its code is not part of any page's first load:
 * when the first toast is raised, or earlier, when a visitor starts filling in a form (the usual
 * source of toasts), so it is ready by the time they submit. Once mounted it stays.
 */
export function ToasterSlot() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    if (hasToasts) return setNeeded(true);
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
