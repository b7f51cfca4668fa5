import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeHtml } from "#contract/sanitize-html.ts";
import xssCorpus from "../corpus/xss-payloads.json";

// The XSS corpus: each payload with the exact HTML it must come out as.
const corpus = xssCorpus.rows;

/** Parses the sanitised output the way a browser would, very roughly: any live tag or attribute that can run code. */
function dangerous(html: string): string | null {
  const checks: [RegExp, string][] = [
    [/<\s*script/i, "script tag"],
    [/<\s*(svg|math|object|embed|style|form|meta|body)\b/i, "unsafe tag"],
    [/<[^>]+\son\w+\s*=/i, "event handler"],
    [/<[^>]+\sstyle\s*=/i, "style attribute"],
    [/<[^>]+(href|src|action|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i, "script URL"],
    [/<[^>]+(href|src)\s*=\s*["']?[^"'>]*&#/i, "encoded URL"],
    [/<\s*iframe(?![^>]*src="https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\/)/i, "iframe from an unknown host"],
  ];
  for (const [re, what] of checks) if (re.test(html)) return what;
  return null;
}

describe("sanitizeHtml against the XSS corpus (tests/corpus/xss-payloads.json)", () => {
  it.each(corpus)("$name", ({ html, sanitised }) => {
    const clean = sanitizeHtml(html);
    expect(clean).toBe(sanitised);
    expect(dangerous(clean), clean).toBeNull();
    // Sanitising is stable: the output of one pass passes through a second unchanged.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it("keeps ordinary article markup", () => {
    const html =
      '<h2 id="costs">Costs</h2><p>A <strong>bold</strong> <a href="/calculators">link</a>.</p><ul><li>one</li></ul><blockquote>q</blockquote><img src="/images/blog/a.svg" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps embeds from known video hosts and drops the rest with their closing tags", () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe><iframe src="https://evil.example/x"></iframe><p>after</p>';
    expect(sanitizeHtml(html)).toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe><p>after</p>');
  });

  it("makes links that open a new tab safe", () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps a link's rel when it opens no new window, and drops other targets", () => {
    expect(sanitizeHtml('<a href="https://example.org" rel="nofollow" target="somewhere">x</a>')).toBe(
      '<a href="https://example.org" rel="nofollow">x</a>',
    );
  });

  it("keeps an allowed iframe with its first src only", () => {
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/1" src="https://evil.example/x" title="Film"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/1" title="Film"></iframe>',
    );
  });

  it("htmlToText strips tags, drops script text and decodes entities", () => {
    expect(htmlToText("<p>Fish &amp; chips</p><script>alert(1)</script>\n<p>and   peas</p>")).toBe("Fish & chips and peas");
  });
});
