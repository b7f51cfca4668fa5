/**
 * JSON that is safe inside a <script> element (JSON-LD, a page's embedded data): no "</script>",
 * no HTML comment openers, no line separators that end a JavaScript string.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
