/**
 * Property: whatever HTML goes in, what the sanitiser lets out holds nothing that can run script,
 * judged by parsing the output as a browser would (workerd's HTMLRewriter, a spec tokenizer): only
 * allowed tags and attributes, no event handlers or styles, no javascript:/data:/vbscript: URLs,
 * iframes only from the embed hosts, and every new-window link with rel="noopener noreferrer".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMBED_HOSTS, sanitizeHtml } from "#contract/sanitize-html.ts";

const tags = [
  "script",
  "SCRIPT",
  "style",
  "svg",
  "math",
  "iframe",
  "a",
  "img",
  "p",
  "object",
  "embed",
  "form",
  "meta",
  "base",
  "link",
  "template",
  "noscript",
  "body",
  "div",
  "h2",
  "button",
  "input",
  "frame",
  "isindex",
  "xmp",
  "textarea",
];
const attrNames = [
  "onclick",
  "onerror",
  "ONLOAD",
  "onfocus",
  "src",
  "SRC",
  "href",
  "style",
  "target",
  "rel",
  "title",
  "data-x",
  "xlink:href",
  "action",
  "formaction",
  "srcdoc",
  "allow",
  "id",
  "autofocus",
  "/src",
];
const attrValues = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript&#x3A;alert(1)",
  "javascript&colon;alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "https://www.youtube.com/embed/x",
  "https://www.youtube-nocookie.com/embed/x",
  "https://player.vimeo.com/video/1",
  "https://evil.example/x",
  "//evil.example/x",
  " src=https://www.youtube.com/embed/a",
  "x onerror=alert(1)",
  "_blank",
  "_BLANK",
  "opener",
  "noopener",
  "expression(alert(1))",
  "url(javascript:alert(1))",
  '" onmouseover="alert(1)',
  "' onload='alert(1)",
  "/images/a.svg",
  "",
];
const quote = fc.constantFrom('"', "'", "");

const attribute = fc
  .tuple(fc.constantFrom(...attrNames), fc.constantFrom(...attrValues), quote, fc.constantFrom(" ", "\t", "\n", "/"))
  .map(([name, value, q, space]) => `${space}${name}=${q}${value}${q}`);
const openTag = fc
  .tuple(fc.constantFrom(...tags), fc.array(attribute, { maxLength: 4 }), fc.constantFrom(">", "/>", " >", ""))
  .map(([t, attrs, end]) => `<${t}${attrs.join("")}${end}`);
const closeTag = fc.constantFrom(...tags).map((t) => `</${t}>`);
const fragment = fc.constantFrom(
  "<",
  ">",
  "<!--",
  "-->",
  "</",
  "=",
  '"',
  "'",
  "&lt;script&gt;",
  "alert(1)",
  "text ",
  "<![CDATA[",
  "]]>",
  "<!DOCTYPE html>",
  "\u0000",
);
const html = fc.array(fc.oneof(openTag, closeTag, fragment), { maxLength: 12 }).map((parts) => parts.join(""));

const allowedTags = new Set([
  "a",
  "abbr",
  "address",
  "area",
  "article",
  "aside",
  "audio",
  "b",
  "bdi",
  "bdo",
  "big",
  "blockquote",
  "br",
  "caption",
  "center",
  "cite",
  "code",
  "col",
  "colgroup",
  "dd",
  "del",
  "details",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "font",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "i",
  "iframe",
  "img",
  "ins",
  "li",
  "mark",
  "nav",
  "ol",
  "p",
  "pre",
  "s",
  "section",
  "small",
  "span",
  "sub",
  "summary",
  "sup",
  "strong",
  "strike",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "tt",
  "u",
  "ul",
  "video",
]);

/** Attribute text as the browser reads it: character references decoded, controls and spaces ignored at the start. */
function decoded(value: string): string {
  const named: Record<string, string> = {
    colon: ":",
    tab: "\t",
    newline: "\n",
    quot: '"',
    apos: "'",
    amp: "&",
    lt: "<",
    gt: ">",
    sol: "/",
    period: ".",
  };
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&([a-z]+);/gi, (whole, n: string) => named[n.toLowerCase()] ?? whole)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters inside a URL scheme, so the check must too.
      .replace(/[\u0000-\u0020]/g, "")
  );
}

/** Every way the output could run script, as the browser would parse it. */
async function scriptCapable(output: string): Promise<string[]> {
  const problems: string[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (!allowedTags.has(tag)) problems.push(`element <${tag}>`);
        const attrs = [...el.attributes].map(([name = "", value = ""]) => [name, value] as const);
        for (const [name, value] of attrs) {
          if (name.startsWith("on")) problems.push(`event handler ${name}`);
          if (name === "style" || name === "srcdoc" || name === "formaction" || name.includes(":")) problems.push(`attribute ${name}`);
          if (["href", "src", "action", "background", "poster"].includes(name) && /^(javascript|data|vbscript):/i.test(decoded(value)))
            problems.push(`script URL in ${name}`);
        }
        if (tag === "iframe") {
          const srcs = attrs.filter(([n]) => n === "src").map(([, v]) => decoded(v));
          const allowed =
            srcs.length === 1 &&
            (() => {
              try {
                const u = new URL(srcs[0] ?? "");
                return u.protocol === "https:" && (EMBED_HOSTS as readonly string[]).includes(u.hostname);
              } catch {
                return false;
              }
            })();
          if (!allowed) problems.push(`iframe src ${JSON.stringify(srcs)}`);
        }
        if (tag === "a" && el.hasAttribute("target")) {
          if (el.getAttribute("target") !== "_blank" || el.getAttribute("rel") !== "noopener noreferrer")
            problems.push(`new-window link rel=${el.getAttribute("rel")}`);
        }
      },
    })
    .transform(new Response(output))
    .text();
  return problems;
}

describe("sanitizeHtml, property", () => {
  it("never lets out a script-capable construct", async () => {
    await fc.assert(
      fc.asyncProperty(html, async (input) => {
        const output = sanitizeHtml(input);
        expect(await scriptCapable(output), output).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it("is stable: its output passes through again unchanged", () => {
    fc.assert(
      fc.property(html, (input) => {
        const once = sanitizeHtml(input);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
