/**
 * The one HTML sanitiser, used by the Worker before a post body is stored and again whenever a
 * public read hands a body out (worker/db/blog.ts), and by the admin editor's preview. An allow-list (js-xss): scripts, styles, event handlers, javascript:/data:
 * URLs and iframes from unknown hosts are removed; links to other sites open safely.
 */
import xss from "xss";
import type * as XssModule from "xss";
// With their extensions: the demo seed runs this module in Node (scripts/seed/seed-sql.ts), which
// resolves no extensionless relative import.
import { EMBED_HOSTS, isAllowedEmbed } from "./embed-hosts.ts";
import { textOfSanitisedHtml } from "./html-text.ts";

// xss is CommonJS and assigns its named exports in a loop, which ESM loaders that detect names
// statically (workerd in tests, Node) cannot see; its default export (module.exports) has them all.
const { FilterXSS, getDefaultWhiteList, safeAttrValue, parseAttr, friendlyAttrValue, escapeAttrValue } = xss as unknown as typeof XssModule;

export { EMBED_HOSTS };

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
/** The tags a stored body may hold (the editor keeps each of them, ADR 318). */
export const allowedTags: readonly string[] = Object.keys(allowList);

// No inline styles at all: they are how "expression()" and url() attacks arrive.
for (const attrs of Object.values(allowList)) {
  const i = (attrs as string[]).indexOf("style");
  if (i >= 0) (attrs as string[]).splice(i, 1);
}

/**
 * A tag's attributes as js-xss itself parses them for its output (names lower-cased, entities
 * decoded), the first of a repeated name winning as in browsers. Decisions about a tag are made on
 * these, never on a pattern over the raw tag, where a "src=" inside another value could decide.
 */
function attributesOf(tagHtml: string): Map<string, string> {
  const inner = tagHtml
    .replace(/^<[^\s>]*/, "")
    .replace(/\/?>$/, "")
    .trim();
  const attrs = new Map<string, string>();
  parseAttr(inner, (name, value) => {
    if (!attrs.has(name)) attrs.set(name, friendlyAttrValue(value).trim());
    return "";
  });
  return attrs;
}

const opensNewWindow = (attrs: Map<string, string>) => attrs.get("target")?.toLowerCase() === "_blank";

// State of the tag being filtered: filtering is synchronous and attributes are visited right after
// their tag's onTag, so module-level variables suffice. Iframes do not nest, so one flag says
// whether the open iframe was kept (its closing tag goes, or stays, with it).
let keepingIframe = false;
let seenAttrs = new Set<string>();

const options: XssModule.IFilterXSSOptions = {
  whiteList: allowList,
  stripIgnoreTag: true,
  // Drop the contents of these entirely, not just the tags.
  stripIgnoreTagBody: ["script", "style", "noscript", "template", "object", "embed", "svg", "math"],
  allowCommentTag: false,
  safeAttrValue(tag, name, value, cssFilter) {
    const safe = safeAttrValue(tag, name, value, cssFilter);
    if ((name === "href" || name === "src") && /^\s*(?:data|vbscript|javascript):/i.test(safe)) return "";
    return safe;
  },
  onTagAttr(tag, name) {
    // Browsers read the first of a repeated attribute; the output carries only that one.
    if (seenAttrs.has(name)) return "";
    seenAttrs.add(name);
    // A link's target and rel are written by onTag below.
    if (tag === "a" && (name === "target" || name === "rel")) return "";
    return undefined;
  },
};

/** Filters one tag with the shared options (onTag aside). */
const tagFilter = new FilterXSS({
  ...options,
  onTag() {
    seenAttrs = new Set();
    return undefined;
  },
});

const filter = new FilterXSS({
  ...options,
  onTag(tag, html, info) {
    seenAttrs = new Set();
    if (tag === "iframe") {
      if (info.isClosing) return keepingIframe ? undefined : "";
      keepingIframe = isAllowedEmbed(attributesOf(html).get("src") ?? "");
      return keepingIframe ? undefined : "";
    }
    if (tag === "a" && !info.isClosing) {
      // Links that open a new window end with exactly this rel, so the other site gets no handle
      // on this window; other targets are dropped, and rel stays only on links that stay here.
      const attrs = attributesOf(html);
      const filtered = tagFilter.process(html);
      if (opensNewWindow(attrs)) return filtered.replace(/\s*\/?>$/, ' target="_blank" rel="noopener noreferrer">');
      const rel = attrs.get("rel");
      return rel ? filtered.replace(/\s*\/?>$/, ` rel="${escapeAttrValue(rel)}">`) : filtered;
    }
    return undefined;
  },
});

/**
 * The sanitiser's rules, as a number: raise it with any change to what `sanitizeHtml` keeps, so
 * bodies stored under the old rules are sanitised again when read (worker/db/post-body.ts).
 */
export const SANITIZER_VERSION = 1;

/** Returns HTML that is safe to store and to render. */
export function sanitizeHtml(html: string): string {
  keepingIframe = false;
  return filter.process(html);
}

/** The text of some HTML, tags removed and whitespace collapsed (for descriptions and search). */
export function htmlToText(html: string): string {
  return textOfSanitisedHtml(sanitizeHtml(html));
}
