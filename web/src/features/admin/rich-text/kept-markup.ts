/**
 * Nodes and marks for the markup the sanitiser allows but the toolbar does not write (ADR 318):
 * tables, figures, details, definition lists, page sections, preformatted text, audio and video,
 * and inline tags such as <abbr>, <sub>, <mark> or <b>. They have no buttons; they exist so that a
 * body or description holding them opens and saves unchanged instead of losing them. Each carries
 * exactly the attributes the sanitiser keeps for its tag (contract/sanitize-html.ts, js-xss's
 * default allow-list), so nothing else enters the document.
 */
import { Mark, Node, type Extensions } from "@tiptap/core";

type AttributeSpecs = Record<string, { default: null; parseHTML: (element: HTMLElement) => string | null }>;

/** The named attributes, read as written ("" for a bare boolean attribute such as `open`). */
function attributes(names: readonly string[]): AttributeSpecs {
  return Object.fromEntries(
    names.map((name) => [name, { default: null, parseHTML: (element: HTMLElement) => element.getAttribute(name) }]),
  ) as AttributeSpecs;
}

const CELL = ["width", "rowspan", "colspan", "align", "valign"];
const SECTION = ["align", "valign"];

/** A block element kept as written, with its content expression and group. */
function block(tag: string, content: string | null, attrs: readonly string[] = [], group = "block") {
  return Node.create({
    name: `kept_${tag}`,
    group,
    ...(content === null ? { atom: true } : { content }),
    // A kept element is a unit: Enter or Backspace at its edge does not merge it into its neighbour.
    defining: true,
    isolating: content !== null && content !== "inline*",
    addAttributes: () => attributes(attrs),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => (content === null ? [tag, HTMLAttributes] : [tag, HTMLAttributes, 0]),
  });
}

/**
 * An inline tag kept as written. Its rule outranks StarterKit's (priority 60 over 50), so <b>,
 * <i>, <del> and <strike> stay themselves rather than becoming <strong>, <em> and <s>.
 */
function mark(tag: string, attrs: readonly string[] = []) {
  return Mark.create({
    name: `kept_${tag}`,
    addAttributes: () => attributes(attrs),
    parseHTML: () => [{ tag, priority: 60 }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

/** Preformatted text: whitespace kept, inline marks (a <code> inside, as often written) allowed. */
const Preformatted = Node.create({
  name: "kept_pre",
  group: "block",
  content: "inline*",
  marks: "_",
  code: true,
  defining: true,
  parseHTML: () => [{ tag: "pre", preserveWhitespace: "full" }],
  renderHTML: () => ["pre", 0],
});

/** An <area> (kept by the sanitiser; it only means something inside a <map>, which is not). */
const Area = Node.create({
  name: "kept_area",
  group: "inline",
  inline: true,
  atom: true,
  addAttributes: () => attributes(["shape", "coords", "href", "alt"]),
  parseHTML: () => [{ tag: "area" }],
  renderHTML: ({ HTMLAttributes }) => ["area", HTMLAttributes],
});

/** Every kept node and mark, for the body editor's extension list. */
export function keptMarkup(): Extensions {
  return [
    // Sections and boxes of a page.
    ...["div", "section", "article", "aside", "header", "footer", "nav", "address", "center"].map((tag) => block(tag, "block+")),
    // Headings the toolbar does not offer (the page's title is its h1), kept without a shortcut.
    ...["h1", "h5", "h6"].map((tag) => block(tag, "inline*")),
    block("details", "kept_summary? block*", ["open"]),
    block("summary", "inline*", [], "keptSummary"),
    block("figure", "(block | keptFigcaption)+"),
    block("figcaption", "inline*", [], "keptFigcaption"),
    block("dl", "(kept_dt | kept_dd)+"),
    block("dt", "inline*", [], "keptDefinition"),
    block("dd", "block+", [], "keptDefinition"),
    Preformatted,
    block("audio", null, ["autoplay", "controls", "crossorigin", "loop", "muted", "preload", "src"]),
    block("video", null, [
      "autoplay",
      "controls",
      "crossorigin",
      "loop",
      "muted",
      "playsinline",
      "poster",
      "preload",
      "src",
      "height",
      "width",
    ]),
    // Tables: the parser puts rows in a <tbody> as browsers do.
    block("table", "kept_caption? kept_colgroup* kept_thead? kept_tbody* kept_tfoot?", ["width", "border", "align", "valign"]),
    block("caption", "inline*", [], "keptTablePart"),
    block("colgroup", "kept_col*", ["align", "valign", "span", "width"], "keptTablePart"),
    block("col", null, ["align", "valign", "span", "width"], "keptTablePart"),
    ...["thead", "tbody", "tfoot"].map((tag) => block(tag, "kept_tr+", SECTION, "keptTablePart")),
    block("tr", "(kept_th | kept_td)+", ["rowspan", "align", "valign"], "keptTablePart"),
    block("th", "block+", CELL, "keptTablePart"),
    block("td", "block+", CELL, "keptTablePart"),
    Area,
    // Inline tags.
    mark("abbr", ["title"]),
    mark("bdi", ["dir"]),
    mark("bdo", ["dir"]),
    mark("del", ["datetime"]),
    mark("ins", ["datetime"]),
    mark("font", ["color", "size", "face"]),
    ...["b", "i", "big", "small", "cite", "kbd", "mark", "span", "sub", "sup", "tt", "strike"].map((tag) => mark(tag)),
  ];
}
