import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeHtml } from "../../contract/sanitize-html";

// Each payload must come out without anything that can run script.
const corpus: [string, string][] = [
  ["script tag", '<p>Hi</p><script>alert(1)</script>'],
  ["script with odd case and attributes", '<ScRiPt type="text/javascript" src="//evil.example/x.js"></ScRiPt>'],
  ["img onerror", '<img src="x" onerror="alert(1)">'],
  ["img onerror unquoted", "<img src=x onerror=alert(1)>"],
  ["svg onload", '<svg onload="alert(1)"><circle r="5"/></svg>'],
  ["body onload", '<body onload="alert(1)">text</body>'],
  ["javascript: href", '<a href="javascript:alert(1)">click</a>'],
  ["javascript: href with spaces and case", '<a href="  JaVaScRiPt:alert(1)">click</a>'],
  ["entity-encoded javascript: href", '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ["hex-encoded javascript: href", '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ["tab inside javascript:", '<a href="java\tscript:alert(1)">x</a>'],
  ["data: URL", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["vbscript: URL", '<a href="vbscript:msgbox(1)">x</a>'],
  ["style expression", '<p style="width: expression(alert(1))">x</p>'],
  ["style url javascript", '<div style="background:url(javascript:alert(1))">x</div>'],
  ["style tag", "<style>body{background:url(javascript:alert(1))}</style><p>ok</p>"],
  ["iframe from unknown host", '<iframe src="https://evil.example/embed"></iframe>'],
  ["iframe javascript src", '<iframe src="javascript:alert(1)"></iframe>'],
  ["object/embed", '<object data="evil.swf"></object><embed src="evil.swf">'],
  ["form action", '<form action="javascript:alert(1)"><button>go</button></form>'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["math/xlink", '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
  ["event handler on allowed tag", '<p onclick="alert(1)" onmouseover="alert(2)">x</p>'],
  ["broken-up tag", '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ["encoded angle brackets stay text", "&lt;script&gt;alert(1)&lt;/script&gt;"],
  ["comment hiding script", "<!--<script>alert(1)</script>-->"],
];

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

describe("sanitizeHtml against an XSS corpus", () => {
  it.each(corpus)("%s", (_, payload) => {
    const clean = sanitizeHtml(payload);
    expect(dangerous(clean), clean).toBeNull();
    // Sanitising is stable: the output of one pass passes through a second unchanged.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it("keeps ordinary article markup", () => {
    const html = '<h2 id="costs">Costs</h2><p>A <strong>bold</strong> <a href="/calculators">link</a>.</p><ul><li>one</li></ul><blockquote>q</blockquote><img src="/images/blog/a.svg" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps embeds from known video hosts and drops the rest with their closing tags", () => {
    const html = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe><iframe src="https://evil.example/x"></iframe><p>after</p>';
    expect(sanitizeHtml(html)).toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe><p>after</p>');
  });

  it("makes links that open a new tab safe", () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it.each([
    ['<a href="https://example.org" rel="opener" target="_blank">x</a>'],
    ['<a rel="opener noopener" href="https://example.org" target="_blank">x</a>'],
    ['<a target="_blank" rel="opener" href="https://example.org">x</a>'],
    ['<a href="https://example.org" target="_BLANK" rel="noreferrer">x</a>'],
    ['<a href="https://example.org" target="_blank" target="_self" rel="opener" rel="opener">x</a>'],
  ])("ends a link that opens a new window with exactly one rel=\"noopener noreferrer\": %s", (html) => {
    expect(sanitizeHtml(html)).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it("keeps a link's rel when it opens no new window, and drops other targets", () => {
    expect(sanitizeHtml('<a href="https://example.org" rel="nofollow" target="somewhere">x</a>')).toBe('<a href="https://example.org" rel="nofollow">x</a>');
  });

  it.each([
    ["src inside another attribute, before the real one", `<iframe data-x=' src=https://www.youtube-nocookie.com/embed/a' src="https://evil.example/x"></iframe>`],
    ["src inside an allowed attribute", '<iframe title=" src=https://player.vimeo.com/video/1" src=https://evil.example/x></iframe>'],
    ["src in an unquoted value", "<iframe allow=x src=https://evil.example/x title=a></iframe>"],
    ["allowed host as user info", '<iframe src="https://www.youtube.com@evil.example/embed/a"></iframe>'],
    ["allowed host as a prefix", '<iframe src="https://www.youtube.com.evil.example/embed/a"></iframe>'],
    ["allowed host behind an entity", '<iframe src="https://www.youtube.com&#46;evil.example/embed/a"></iframe>'],
    ["plain http", '<iframe src="http://www.youtube-nocookie.com/embed/a"></iframe>'],
    ["protocol-relative", '<iframe src="//www.youtube-nocookie.com/embed/a"></iframe>'],
    ["upper-case name of a second, forbidden src", '<iframe SRC="https://evil.example/x" src="https://www.youtube-nocookie.com/embed/a"></iframe>'],
  ])("drops an iframe whose parsed src is not an allowed embed: %s", (_, html) => {
    expect(sanitizeHtml(`${html}<p>after</p>`)).toBe("<p>after</p>");
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
