/**
 * Scrolls to the element named by the URL's #hash after every navigation, also on arrival from
 * another page or a fresh load, when the page (lazy-loaded, or waiting for data) renders the
 * target only later: it waits for the element to appear, up to WAIT_MS, then scrolls once.
 * The sticky header is accounted for by `scroll-padding-top` in styles.css.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

const WAIT_MS = 10_000;

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function useHashScroll(): void {
  const { hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` makes a repeated click on the same anchor scroll again.
  useEffect(() => {
    if (hash.length < 2) return;
    const scroll = () => {
      const target = targetOf(hash);
      if (!target) return false;
      target.scrollIntoView({ block: "start" });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    // `key` changes on every navigation, so following the same #link again scrolls again.
  }, [hash, key]);
}
