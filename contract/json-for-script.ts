/**
 * JSON that is safe inside a <script> element (JSON-LD, a page's embedded data): no "</script>",
 * no HTML comment openers, no line separators that end a JavaScript string.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function jsonForScript(value: unknown): string {
  // One pass over the text (a post page's embedded read is tens of KB), not one per character.
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => ESCAPES[character] ?? character);
}
