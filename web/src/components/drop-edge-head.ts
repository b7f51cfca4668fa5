import { useEffect } from "react";

/**
 * Removes the head tags the edge wrote into the served HTML (worker/pages/head-html.ts), once the
 * SPA renders its own: after a client-side navigation they would describe the wrong page.
 */
export function useDropEdgeHead(): void {
  useEffect(() => {
    for (const element of document.head.querySelectorAll("[data-edge-head]")) element.remove();
  }, []);
}
