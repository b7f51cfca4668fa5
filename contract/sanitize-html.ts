/**
 * The one HTML sanitiser, used by the Worker before a post body is stored and by the browser again
 * before it is rendered. An allow-list (js-xss): scripts, styles, event handlers, javascript:/data:
 * URLs and iframes from unknown hosts are removed; links to other sites open safely.
 */
import xss from "xss";
import type * as XssModule from "xss";

// xss is CommonJS and assigns its named exports in a loop, which ESM loaders that detect names
// statically (workerd in tests, Node) cannot see; its default export (module.exports) has them all.
const { FilterXSS, getDefaultWhiteList, safeAttrValue } = xss as unknown as typeof XssModule;

/** Video hosts whose embeds a post may carry. */
export const EMBED_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"] as const;

const allowList = {
  ...getDefaultWhiteList(),
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  iframe: ["src", "title", "width", "height", "allow", "allowfullscreen"],
  figure: [],
  figcaption: [],
};
// No inline styles at all: they are how "expression()" and url() attacks arrive.
for (const attrs of Object.values(allowList)) {
  const i = (attrs as string[]).indexOf("style");
  if (i >= 0) (attrs as string[]).splice(i, 1);
}

function isAllowedEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && (EMBED_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

// Whether the iframe being read was kept, so its closing tag goes (or stays) with it. Iframes do
// not nest, and filtering is synchronous, so one flag suffices.
let keepingIframe = false;

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  // Drop the contents of these entirely, not just the tags.
  stripIgnoreTagBody: ["script", "style", "noscript", "template", "object", "embed", "svg", "math"],
  allowCommentTag: false,
  onTag(tag, html, info) {
    if (tag !== "iframe") return undefined;
    if (info.isClosing) return keepingIframe ? undefined : "";
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(html)?.[1] ?? "";
    keepingIframe = isAllowedEmbed(src);
    return keepingIframe ? undefined : "";
  },
  safeAttrValue(tag, name, value, cssFilter) {
    const safe = safeAttrValue(tag, name, value, cssFilter);
    if ((name === "href" || name === "src") && /^\s*(?:data|vbscript|javascript):/i.test(safe)) return "";
    return safe;
  },
  onTagAttr(tag, name, value) {
    // Links leaving the site must not get a handle on this window.
    if (tag === "a" && name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    return undefined;
  },
});

/** Returns HTML that is safe to store and to render. */
export function sanitizeHtml(html: string): string {
  keepingIframe = false;
  return filter.process(html);
}

/** The text of some HTML, tags removed and whitespace collapsed (for descriptions and search). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
