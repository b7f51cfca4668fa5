/**
 * Whether an uploaded SVG is inert: no scripts, no event handlers, no embedded HTML, no animation
 * of links or handlers, no references to other files and no entity declarations. Such an SVG is
 * refused rather than rewritten (docs/decisions/220): an admin re-exports it, and what is stored is
 * exactly what was uploaded. Served SVGs are also sandboxed by their CSP, but the file must be safe
 * without it (a public bucket, image transformations or a re-served download carry no CSP).
 *
 * The file is parsed as XML (xmldom), and every element and attribute is judged by its namespace
 * and local name against allow-lists, the way a browser will see it: a prefix cannot hide a
 * `script`, and text cannot hide anything, because nothing is matched as text except CSS, whose
 * escapes are decoded first (docs/decisions/183-security-round-2.md).
 */
import { DOMParser, type Element, type Node } from "@xmldom/xmldom";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";
const XML = "http://www.w3.org/XML/1998/namespace";
const XMLNS = "http://www.w3.org/2000/xmlns/";
/** Editors' bookkeeping (Inkscape, Sodipodi, RDF metadata): no behaviour in any browser. */
const METADATA_NAMESPACES = new Set([
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://creativecommons.org/ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://purl.org/dc/terms/",
]);

/** SVG elements that draw, group, define paint or filter, describe, or animate. No script, foreignObject, a, iframe … */
const SVG_ELEMENTS = new Set(
  [
    "svg g defs symbol use switch title desc metadata view",
    "path rect circle ellipse line polyline polygon image",
    "text tspan textPath",
    "linearGradient radialGradient stop pattern clipPath mask marker style",
    "filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting",
    "feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur",
    "feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence",
    "animate animateMotion animateTransform set mpath",
  ]
    .join(" ")
    .split(" "),
);

/** Attributes without a namespace that SVG elements may carry (geometry, paint, text, filters, animation timing). */
const SVG_ATTRIBUTES = new Set(
  [
    "id class style lang tabindex role focusable version baseProfile x y x1 y1 x2 y2 cx cy r rx ry fr fx fy dx dy",
    "width height d points pathLength viewBox preserveAspectRatio transform transform-origin zoomAndPan",
    "fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin",
    "stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color color-interpolation",
    "color-interpolation-filters color-rendering shape-rendering image-rendering text-rendering",
    "paint-order vector-effect visibility display overflow clip clip-path clip-rule mask mask-type",
    "filter flood-color flood-opacity lighting-color stop-color stop-opacity mix-blend-mode isolation",
    "enable-background marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY",
    "orient gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits",
    "patternTransform clipPathUnits maskUnits maskContentUnits filterUnits primitiveUnits",
    "font-family font-size font-size-adjust font-stretch font-style font-variant font-weight",
    "letter-spacing word-spacing text-anchor text-decoration dominant-baseline alignment-baseline",
    "baseline-shift writing-mode direction unicode-bidi textLength lengthAdjust startOffset method",
    "spacing side rotate href in in2 result mode operator k1 k2 k3 k4 stdDeviation edgeMode",
    "values type tableValues slope intercept amplitude exponent kernelMatrix kernelUnitLength order",
    "divisor bias targetX targetY preserveAlpha surfaceScale diffuseConstant specularConstant",
    "specularExponent azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle z scale",
    "xChannelSelector yChannelSelector baseFrequency numOctaves seed stitchTiles radius",
    "attributeName attributeType begin dur end min max restart repeatCount repeatDur from to by",
    "calcMode keyTimes keySplines keyPoints additive accumulate path",
    "requiredExtensions requiredFeatures systemLanguage media cursor",
  ]
    .join(" ")
    .split(" "),
);

/** Attributes holding a link: only a fragment of this same document ("#id") may be named. */
const LINK_ATTRIBUTES = new Set(["href"]);

/**
 * CSS text as a browser reads it: escapes decoded (`u\rl(`, `\75 rl(`, `@im\port`), comments
 * dropped, lower-cased. Escaped new lines vanish, as in CSS strings.
 */
function decodeCss(css: string): string {
  return css
    .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|[\n\r\f]|([\s\S]))/gi, (_, hex: string | undefined, char: string | undefined) => {
      if (hex !== undefined) {
        const point = Number.parseInt(hex, 16);
        return point === 0 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff) ? "\ufffd" : String.fromCodePoint(point);
      }
      return char ?? "";
    })
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, " ")
    .toLowerCase();
}

/** CSS that loads nothing from elsewhere: url() only to "#fragment", no @import, image-set(), src(), bindings or expressions. */
function isInertCss(css: string): boolean {
  const text = decodeCss(css);
  if (/@import|@namespace|image-set\(|image\(|src\(|expression\(|-moz-binding|behavior\s*:|javascript:/.test(text.replace(/\s+/g, "")))
    return false;
  for (const [, argument = ""] of text.matchAll(/url\(([^)]*)\)?/g)) {
    if (
      !argument
        .trim()
        .replace(/^["']\s*/, "")
        .startsWith("#")
    )
      return false;
  }
  return true;
}

/** A link to a fragment of this document; browsers drop leading spaces and control characters of URLs. */
function isFragmentLink(value: string): boolean {
  let at = 0;
  while (at < value.length && value.charCodeAt(at) <= 0x20) at += 1;
  return value[at] === "#";
}

function isSafeAttribute(namespace: string | null, name: string, value: string): boolean {
  if (namespace === XMLNS) return true;
  if (namespace === XML) return name === "space" || name === "lang";
  if (namespace === XLINK) return name === "href" ? isFragmentLink(value) : name === "title";
  if (namespace !== null) return METADATA_NAMESPACES.has(namespace) && isInertCss(value);
  if (/^(?:aria|data)-[a-z0-9-]+$/.test(name)) return true;
  if (!SVG_ATTRIBUTES.has(name)) return false;
  if (LINK_ATTRIBUTES.has(name) && !isFragmentLink(value)) return false;
  // Animating a handler or a link would set one after the checks: only drawing attributes may be animated.
  if (name === "attributeName") {
    const target = value.trim().replace(/^xlink:/, "");
    if (!SVG_ATTRIBUTES.has(target) || LINK_ATTRIBUTES.has(target) || target === "style" || target === "attributeName") return false;
  }
  // Every value is read as CSS too: fill="url(https://…)" loads a file just as a style does.
  return isInertCss(value);
}

function isSafeElement(element: Element): boolean {
  const namespace = element.namespaceURI;
  const name = element.localName ?? "";
  if (namespace === SVG ? !SVG_ELEMENTS.has(name) : !(namespace !== null && METADATA_NAMESPACES.has(namespace))) return false;
  for (let i = 0; i < element.attributes.length; i += 1) {
    const attribute = element.attributes.item(i);
    if (!attribute || !isSafeAttribute(attribute.namespaceURI, attribute.localName ?? attribute.name, attribute.value)) return false;
  }
  if (namespace === SVG && name === "style" && !isInertCss(element.textContent ?? "")) return false;
  return true;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const PROCESSING_INSTRUCTION_NODE = 7;
const COMMENT_NODE = 8;
const DOCUMENT_TYPE_NODE = 10;

/** UTF-8 (or ASCII) only: another declared encoding would make a browser read other characters than were checked. */
function decodeUtf8(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  const declared = /^\uFEFF?<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1];
  return declared === undefined || /^(?:utf-8|us-ascii)$/i.test(declared) ? text : null;
}

export function isSafeSvg(bytes: Uint8Array): boolean {
  const text = decodeUtf8(bytes);
  if (text === null) return false;
  let root: Element | null;
  try {
    // Any error (an undefined entity, a repeated attribute, a second root) refuses the file.
    const document = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw new Error(message);
      },
    }).parseFromString(text, "image/svg+xml");
    for (let node: Node | null = document.firstChild; node; node = node.nextSibling) {
      // A document type may name the SVG DTD (as some editors write) but declare nothing.
      if (node.nodeType === DOCUMENT_TYPE_NODE && (node.nodeName !== "svg" || (node as Node & { internalSubset?: string }).internalSubset))
        return false;
      // The XML declaration is the one processing instruction allowed (<?xml-stylesheet href=…?> loads a file).
      if (node.nodeType === PROCESSING_INSTRUCTION_NODE && node.nodeName !== "xml") return false;
      if (node.nodeType === TEXT_NODE && (node.nodeValue ?? "").trim() !== "") return false;
    }
    root = document.documentElement;
  } catch {
    return false;
  }
  if (!root || root.namespaceURI !== SVG || root.localName !== "svg") return false;
  // Iterative, so a deeply nested file cannot overflow the stack.
  const pending: Node[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.nodeType === ELEMENT_NODE) {
      if (!isSafeElement(node as Element)) return false;
    } else if (node.nodeType !== TEXT_NODE && node.nodeType !== CDATA_SECTION_NODE && node.nodeType !== COMMENT_NODE) {
      return false;
    }
    for (let child = node.firstChild; child; child = child.nextSibling) pending.push(child);
  }
  return true;
}
