import { useEffect, useRef } from "react";

/**
 * Calls `onFail` when an <img> or <video> failed to load before React was listening: server HTML
 * starts loading media before the page hydrates, so its `error` event may already have fired.
 * Later failures reach the element's own onError. `src` re-checks a new source.
 */
export function useMediaFailure<T extends HTMLImageElement | HTMLVideoElement>(src: string | null, onFail: () => void) {
  const ref = useRef<T>(null);
  const fail = useRef(onFail);
  fail.current = onFail;
  useEffect(() => {
    const element = ref.current;
    if (!element || !src) return;
    if (element instanceof HTMLVideoElement) {
      if (element.error) fail.current();
      return;
    }
    // A finished image that cannot be decoded is a broken one (an SVG without a size still decodes).
    if (element.complete) element.decode().catch(() => fail.current());
  }, [src]);
  return ref;
}
