import { useEffect } from "react";
import { headMetaTags, type HeadData } from "../../../contract/meta";

/**
 * Removes the head tags the edge wrote into the served HTML (worker/pages/head-html.ts), once the
 * SPA renders its own: after a client-side navigation they would describe the wrong page.
 */
export function useDropEdgeHead(): void {
  useEffect(() => {
    for (const element of document.head.querySelectorAll("[data-edge-head]")) element.remove();
  }, []);
}

/** A page's full head (title, description, canonical, social and article tags) from the shared rules. */
export function HeadMeta({ head }: { head: HeadData }) {
  useDropEdgeHead();
  return (
    <>
      <title>{head.title}</title>
      {headMetaTags(head).map(({ tag, attrs }, i) =>
        tag === "link" ? <link key={`link-${i}`} {...attrs} /> : <meta key={`meta-${i}`} {...attrs} />,
      )}
    </>
  );
}
