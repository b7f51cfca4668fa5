import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates server HTML; true right after, and at once for
 * anything rendered later in the browser. What only the browser knows (the URL's query on a
 * prerendered page, the hash, stored choices) waits for it, so the first client render matches
 * the HTML it hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
