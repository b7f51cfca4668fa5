/**
 * Text pasted from Word or Google Docs, cleaned before the editor parses it: their lists and bold
 * or italic styling become real lists, <strong> and <em>; their wrappers, spans, classes, inline
 * styles, `mso-` markup and conditional comments go. The editor's schema then keeps only the tags
 * the site's sanitiser allows.
 */

/** Attributes worth keeping, per tag; every other attribute is removed. */
const keptAttributes: Record<string, readonly string[]> = {
  A: ["href", "title"],
  IMG: ["src", "alt", "title", "width", "height"],
  IFRAME: ["src", "title", "width", "height", "allow", "allowfullscreen"],
};

const dropped = "style, meta, link, title, script, xml, template, noscript, object, embed, svg, math";

/**
 * Inline styles are read from a renamed attribute: a `style` attribute parsed in the page is an
 * inline style that the CSP (style-src 'self', ADR 182) refuses and reports.
 */
const STYLE = "data-pasted-style";

function styleOf(element: Element): string {
  return (element.getAttribute(STYLE) ?? "").toLowerCase().replace(/\s+/g, "");
}

function rename(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  next.append(...element.childNodes);
  for (const attribute of [...element.attributes]) next.setAttribute(attribute.name, attribute.value);
  element.replaceWith(next);
  return next;
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Word's list paragraphs (`mso-list` in their style) as <ul>/<ol> with <li>s. */
function wordLists(root: DocumentFragment): void {
  const isListParagraph = (node: Element | null) => node?.tagName === "P" && /mso-list:l\d/.test(styleOf(node));
  for (const first of [...root.querySelectorAll("p")]) {
    if (!first.parentNode || !isListParagraph(first) || isListParagraph(first.previousElementSibling)) continue;
    const marker = [...first.querySelectorAll(`[${STYLE}*="mso-list"]`)].find((node) => node !== first)?.textContent?.trim() ?? "";
    const list = first.ownerDocument.createElement(/^(\d+|[a-z]|[ivx]+)[.)]/i.test(marker) ? "ol" : "ul");
    first.before(list);
    let item: Element | null = first;
    while (item && isListParagraph(item)) {
      const next: Element | null = item.nextElementSibling;
      // The bullet or number Word writes as text, in a span styled mso-list:Ignore.
      for (const bullet of item.querySelectorAll(`[${STYLE}*="mso-list"]`)) {
        if (bullet !== item && /mso-list:ignore/.test(styleOf(bullet))) bullet.remove();
      }
      const li = item.ownerDocument.createElement("li");
      li.append(...item.childNodes);
      list.append(li);
      item.remove();
      item = next;
    }
  }
}

/** Bold and italic written as styles (Google Docs' spans) as <strong>/<em>. */
function styledEmphasis(element: Element): void {
  const style = styleOf(element);
  let inner: Node[] = [...element.childNodes];
  const wrap = (tag: string) => {
    const wrapper = element.ownerDocument.createElement(tag);
    wrapper.append(...inner);
    inner = [wrapper];
  };
  if (/(^|;)font-style:italic/.test(style)) wrap("em");
  if (/(^|;)font-weight:(bold|[6-9]00)/.test(style)) wrap("strong");
  element.replaceChildren(...inner);
}

/** Pasted HTML with only plain structure left (the editor's schema decides the rest). */
export function cleanPastedHtml(html: string): string {
  // A document of its own (no CSP, nothing loads); styles and event handlers renamed before parsing
  // all the same, since a browser reports a `style` or `on…` attribute parsed anywhere near the page.
  const doc = document.implementation.createHTMLDocument("");
  const root = doc.createDocumentFragment();
  const holder = doc.createElement("div");
  holder.innerHTML = html
    .replace(/<style[\s\S]*?<\/style>/gi, "")
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag.replace(/(\s)style\s*=/gi, `$1${STYLE}=`).replace(/(\s)on([a-z]+)\s*=/gi, "$1data-pasted-on$2="),
    );
  root.append(...holder.childNodes);

  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of root.querySelectorAll(dropped)) element.remove();

  wordLists(root);
  for (const element of [...root.querySelectorAll("*")]) {
    const tag = element.tagName;
    // Word's own elements (<o:p>, <v:shape> …) carry nothing the body keeps.
    if (tag.includes(":")) {
      unwrap(element);
      continue;
    }
    if (element.getAttribute("class") === "Apple-interchange-newline") {
      element.remove();
      continue;
    }
    if (tag === "SPAN" || tag === "FONT") {
      styledEmphasis(element);
      unwrap(element);
      continue;
    }
    // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
    if (tag === "B" && (/(^|;)font-weight:(normal|400)/.test(styleOf(element)) || element.id.startsWith("docs-internal-guid"))) {
      unwrap(element);
      continue;
    }
    let kept: Element = element;
    if (tag === "H1") kept = rename(element, "h2");
    else if (tag === "H5" || tag === "H6") kept = rename(element, "h4");
    // Pasted bold and italic are written as the toolbar writes them (the schema keeps <b> and <i> as such, ADR 318).
    else if (tag === "B") kept = rename(element, "strong");
    else if (tag === "I") kept = rename(element, "em");
    else if (["DIV", "SECTION", "ARTICLE", "HEADER", "FOOTER", "NAV", "ASIDE", "ADDRESS", "CENTER"].includes(tag)) {
      unwrap(element);
      continue;
    }
    const allowed = keptAttributes[kept.tagName] ?? [];
    for (const attribute of [...kept.attributes]) {
      if (!allowed.includes(attribute.name.toLowerCase())) kept.removeAttribute(attribute.name);
    }
  }
  holder.append(root);
  return holder.innerHTML;
}
