/**
 * The editor's HTML as the site stores it. ProseMirror wraps the text of a list item or a quote
 * in a paragraph and writes everything on one line; the stored bodies (and what writers typed
 * before the editor) put such text straight in the <li> or <blockquote> and start each block on
 * its own line. Writing it that way back means an existing body opens and saves unchanged.
 */

/** The only child element of `element` when it is a <p> and there is no text beside it. */
function soleParagraph(element: Element): Element | null {
  const only = element.children.length === 1 ? element.children[0] : null;
  if (only?.tagName !== "P") return null;
  const textBeside = [...element.childNodes].some((node) => node !== only && (node.textContent ?? "").trim() !== "");
  return textBeside ? null : only;
}

/**
 * Elements whose text ProseMirror wraps in a paragraph (their content is blocks): a list item, a
 * quote, a table cell, a definition, a page section (ADR 318).
 */
const WRAPS_ITS_TEXT = "li, blockquote, td, th, dd, div, section, article, aside, header, footer, nav, address, center";

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Puts each item of a list (or row of a table) on its own line, as the stored bodies have it. */
function lineUpList(list: Element): void {
  const items = [...list.children];
  for (const item of items) list.insertBefore(list.ownerDocument.createTextNode("\n"), item);
  if (items.length > 0) list.append(list.ownerDocument.createTextNode("\n"));
}

/** The editor's HTML (editor.getHTML()) as the body to store: "" for an empty document. */
export function toStoredHtml(editorHtml: string): string {
  // Parsed in a document of its own, away from the page's CSP (the editor's HTML has no handlers or
  // styles, but the images in it need not be fetched again either).
  const root = document.implementation.createHTMLDocument("").createElement("div");
  root.innerHTML = editorHtml;
  for (const element of root.querySelectorAll(WRAPS_ITS_TEXT)) {
    const paragraph = soleParagraph(element);
    if (paragraph) unwrap(paragraph);
  }
  for (const list of root.querySelectorAll("ul, ol, dl, table, thead, tbody, tfoot")) lineUpList(list);
  const blocks = [...root.children];
  const text = (root.textContent ?? "").trim();
  const hasMedia = root.querySelector("img, iframe, hr, video, audio") !== null;
  if (!text && !hasMedia) return "";
  return blocks.map((block) => block.outerHTML).join("\n");
}
