/**
 * A list's cards as the server rendered them. A list page's embedded read carries the page's
 * envelope but not its items, whose text the HTML already holds (ADR 256); until the page reads the
 * list itself, React keeps that markup as it is instead of rendering the cards from data.
 * Its links navigate in the app, as the cards' own links do; what the markup cannot do itself
 * (a broken image's stand-in) asks for the items, and the cards are then rendered from them.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

/** The markup each list had when the page hydrated, by the element's id (a page embeds one list). */
const kept = new Map<string, string>();

function serverMarkup(id: string): string | undefined {
  const html = kept.get(id) ?? (typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML);
  if (html !== undefined) kept.set(id, html);
  return html;
}

export function KeptMarkup({ id, className, onNeedItems }: { id: string; className?: string; onNeedItems: () => void }) {
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [html] = useState(() => serverMarkup(id));

  useEffect(() => {
    const element = box.current;
    if (!element) {
      // Nothing kept to show (the element was not in the HTML): read the items instead.
      onNeedItems();
      return;
    }
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download") || link.origin !== window.location.origin)
        return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    const failed = () => onNeedItems();
    element.addEventListener("click", follow);
    // `error` does not bubble: listen while it goes down. An image that failed before hydration is
    // complete and will not decode (an SVG without a size still decodes).
    element.addEventListener("error", failed, true);
    for (const image of element.querySelectorAll("img")) if (image.complete) image.decode().catch(failed);
    return () => {
      element.removeEventListener("click", follow);
      element.removeEventListener("error", failed, true);
    };
  }, [navigate, onNeedItems]);

  if (html === undefined) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own server-rendered markup, read back from the page being hydrated: nothing new is injected.
    <div id={id} ref={box} className={className} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
