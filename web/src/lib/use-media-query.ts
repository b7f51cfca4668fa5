import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, kept current as the window changes. False on the server and during
 * hydration (the server cannot know the screen), so server HTML and the first client render agree.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
