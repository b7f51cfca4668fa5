/**
 * Scroll position across navigations, as a visitor expects of any site: a new page starts at the
 * top, Back and Forward (and a reload) return to where the visitor was, and a change of only the
 * query string (calculator inputs, merch tabs, blog tag filter) keeps the place. Links with a
 * #hash are left to useHashScroll. Positions are kept per history entry (with its path, since a tab's
 * first entry of every new visit shares the key "default") and survive a reload in sessionStorage.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scroll-positions";
const RESTORE_WAIT_MS = 3_000;
/** History entries remembered across reloads (the newest). */
const SAVED_ENTRIES = 100;
/** What a visitor does to scroll themselves; a pending restore then gives way. */
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "mousedown"] as const;

type Saved = { path: string; y: number };

function readSaved(): Map<string, Saved> {
  // The server render has no storage: answered without the ReferenceError a read would throw and
  // catch, which cost the Worker a few per cent of every page request (ADR 257).
  if (typeof sessionStorage === "undefined") return new Map();
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return new Map(
      Object.entries(saved as Record<string, Partial<Saved> | null>).filter(
        (e): e is [string, Saved] => typeof e[1]?.path === "string" && typeof e[1].y === "number",
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * Scrolls to `y` once the page is tall enough (its data may still be arriving), unless the visitor
 * starts scrolling first; returns a canceller.
 */
function restore(y: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  if (reachable()) {
    window.scrollTo(0, y);
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    if (reachable()) done(true);
  });
  const timer = setTimeout(() => done(true), RESTORE_WAIT_MS);
  const giveWay = () => done(false);
  function done(scroll: boolean) {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, giveWay);
    if (scroll) window.scrollTo(0, y);
  }
  observer.observe(document.body);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, giveWay, { passive: true });
  return () => done(false);
}

export function useScrollRestoration(): void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, Saved>>(null);
  const current = useRef({ key, pathname, first: true });
  positions.current ??= readSaved();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const record = () => {
      const { key: entry, pathname: path } = current.current;
      // Re-inserted, so the Map's order is the order of last use (what the storage cap keeps).
      positions.current?.delete(entry);
      positions.current?.set(entry, { path, y: window.scrollY });
    };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...(positions.current ?? [])].slice(-SAVED_ENTRIES))));
      } catch {
        // Storage full or blocked: positions are then kept for this visit only.
      }
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key, pathname, first: false };
    if (hash.length > 1) return;
    const saved = positions.current?.get(key);
    if (navigationType === "POP" && saved?.path === pathname) return restore(saved.y);
    if (!previous.first && pathname !== previous.pathname) window.scrollTo(0, 0);
  }, [key, pathname, hash, navigationType]);
}
