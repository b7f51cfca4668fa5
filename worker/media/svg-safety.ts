/**
 * Whether an SVG is inert: no scripts, no event handlers, no references to other files or
 * javascript: URLs, no embedded HTML and no entity declarations. Such an SVG is refused rather
 * than rewritten (docs/decisions/220): an admin re-exports it, and what is stored is exactly
 * what was uploaded. Served SVGs are also sandboxed by their CSP, should a check ever miss.
 */

// Numeric character references (&#106; &#x6A;) are decoded first, so "&#106;avascript:" is caught.
function decodeReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
    const point = code[0] === "x" || code[0] === "X" ? Number.parseInt(code.slice(1), 16) : Number(code);
    return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : "";
  });
}

const UNSAFE: readonly RegExp[] = [
  /<\s*script\b/i,
  /<\s*foreignObject\b/i,
  /<\s*(?:iframe|embed|object)\b/i,
  /<!ENTITY/i,
  // Any on…= attribute (onload, onclick, onbegin …).
  /[\s"'/]on[a-z]+\s*=/i,
  // href / xlink:href / src to anything but a fragment of this document.
  /(?:href|src)\s*=\s*["']\s*(?!#)[^"']/i,
  // CSS references to other files; url(#id) stays allowed.
  /url\(\s*["']?\s*(?!#)[^)]/i,
  /@import/i,
];

export function isSafeSvg(bytes: Uint8Array): boolean {
  const text = decodeReferences(new TextDecoder().decode(bytes).replace(/\s+/g, " "));
  // Browsers drop tabs and new lines inside URLs, so "java\tscript:" counts too.
  if (/javascript:/i.test(text.replace(/\s/g, ""))) return false;
  return !UNSAFE.some((pattern) => pattern.test(text));
}
