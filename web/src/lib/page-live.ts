/**
 * Tells the boot script (worker/pages/boot-script.ts) that the page has hydrated, so it replays,
 * in order, the clicks, submits and typing it held while the page's code was on its way. Rendered
 * next to the page inside its Suspense boundary (and in the page error screen): a boundary commits
 * as a whole, so this effect runs once the page itself is live, not merely the app's shell, whose
 * commit can come while the page's boundary is still server HTML.
 */
import { useEffect } from "react";

/** The document event the boot script waits for (PAGE_LIVE_EVENT there). */
const PAGE_LIVE_EVENT = "page-live";

export function PageLive(): null {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, []);
  return null;
}
