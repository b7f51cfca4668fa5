/**
 * Writes a page's HeadData (contract/meta.ts) into the SPA shell with HTMLRewriter: the title
 * replaced, the shell's generic description dropped, and every tag added escaped. Added tags carry
 * data-edge-head so the SPA can drop them once it manages the head itself.
 */
import { headMetaTags, type HeadData } from "../../contract/meta";
import { escapeMarkup, jsonForScript } from "./escape";

export const EDGE_HEAD_ATTRIBUTE = "data-edge-head";

/** The tags added to <head>, as HTML. */
export function headHtml(head: HeadData): string {
  const tags = headMetaTags(head).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeMarkup(value)}"`)
      .join(" ");
    return `<${tag} ${attributes} ${EDGE_HEAD_ATTRIBUTE}>`;
  });
  if (head.jsonLd) tags.push(`<script type="application/ld+json" ${EDGE_HEAD_ATTRIBUTE}>${jsonForScript(head.jsonLd)}</script>`);
  return tags.join("\n");
}

/** The rewriter for one page: theme script first (before paint), then the page's own head. */
export function headRewriter(head: HeadData, themeScript: string, extraHead = ""): HTMLRewriter {
  return new HTMLRewriter()
    .on("head", {
      element(element) {
        element.prepend(`<script>${themeScript}</script>`, { html: true });
        element.append(headHtml(head) + extraHead, { html: true });
      },
    })
    .on("head > title", {
      element(element) {
        element.setInnerContent(head.title);
        element.setAttribute(EDGE_HEAD_ATTRIBUTE, "");
      },
    })
    .on('head > meta[name="description"]', {
      element(element) {
        element.remove();
      },
    });
}
