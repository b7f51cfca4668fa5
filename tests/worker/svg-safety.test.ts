/**
 * The SVG upload check (issue 29 F1): every hostile form the outside review found, and variants,
 * is refused through the admin API; the site's own SVGs and the test fixtures pass.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { isSafeSvg } from "#worker/media/svg-safety.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";
import { safeSvg } from "./support/media-files";

const svg = (body: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${body}</svg>`;
const XLINK = ' xmlns:xlink="http://www.w3.org/1999/xlink"';
const safe = (text: string) => isSafeSvg(new TextEncoder().encode(text));

/** What the review uploaded (201 before the fix), then variants of each. */
const hostile: Record<string, string> = {
  "a prefixed SVG script":
    '<svg xmlns="http://www.w3.org/2000/svg"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>',
  "an SVG script as the default namespace of a child": svg('<script xmlns="http://www.w3.org/2000/svg">alert(1)</script>'),
  "an XHTML script": svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
  "an XHTML script as a default namespace": svg('<div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></div>'),
  "a prefixed foreignObject with an iframe srcdoc":
    '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></s:foreignObject></s:svg>',
  "a plain foreignObject": svg("<foreignObject><p>text</p></foreignObject>"),
  "set of an event handler": svg('<rect width="10" height="10"><set attributeName="onmouseover" to="alert(1)"/></rect>'),
  "animate of an event handler": svg('<rect width="10" height="10"><animate attributeName="onclick" values="alert(1)"/></rect>'),
  "set of href to javascript:": svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'),
  "animate of xlink:href": svg('<use xlink:href="#a"><animate attributeName="xlink:href" values="javascript:alert(1)"/></use>', XLINK),
  "set of fill to an outside url": svg(
    '<rect width="10" height="10"><set attributeName="fill" to="url(https://tracker.example/p#x)"/></rect>',
  ),
  "an XML Events listener": svg(
    '<ev:listener event="load" handler="#h" xmlns:ev="http://www.w3.org/2001/xml-events"/><handler xml:id="h" type="application/ecmascript">alert(1)</handler>',
  ),
  "an XML Events attribute": svg('<rect ev:event="click" xmlns:ev="http://www.w3.org/2001/xml-events" width="10" height="10"/>'),
  "an onload handler": svg('<rect width="10" height="10" onload="alert(1)"/>'),
  "an upper-case handler in no namespace": svg('<rect width="10" height="10" ONLOAD="alert(1)"/>'),
  "a namespaced handler": svg('<rect x:onload="alert(1)" xmlns:x="http://www.w3.org/2000/svg" width="10" height="10"/>'),
  "a CSS @import with an escape": svg('<style>@im\\port "https://evil.example/x.css";</style>'),
  "a CSS @import with a hex escape": svg("<style>@\\69mport url(https://evil.example/x.css);</style>"),
  "a CSS url with an escape": svg("<style>rect { fill: u\\rl(https://evil.example/x.svg#p) }</style>"),
  "a CSS url with a hex escape": svg("<style>rect { background: \\75 rl(https://evil.example/x.png) }</style>"),
  "an upper-case CSS url": svg("<style>rect { fill: URL(https://evil.example/x.svg#p) }</style>"),
  "a CSS url in CDATA": svg("<style><![CDATA[rect { fill: url('https://evil.example/x.svg#p') }]]></style>"),
  "a CSS image-set": svg('<style>rect { background: image-set("https://evil.example/x.png" 1x) }</style>'),
  "a style attribute url with an escape": svg('<rect width="10" height="10" style="fill: u\\72 l(//evil.example/x.svg#p)"/>'),
  "a presentation attribute url": svg('<rect width="10" height="10" fill="url(https://evil.example/x.svg#p)"/>'),
  "a filter attribute url": svg('<rect width="10" height="10" filter="url(other.svg#f)"/>'),
  "an outside image": svg('<image href="https://tracker.example/x.png" width="10" height="10"/>'),
  "an outside xlink image": svg('<image xlink:href="https://tracker.example/x.png"/>', XLINK),
  "a data: image": svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
  "a use of another file": svg('<use href="sprite.svg#icon"/>'),
  "a javascript: link with entity-encoded letters": svg('<a href="&#106;avascript:alert(1)"><rect width="10" height="10"/></a>'),
  "a javascript: link with a tab": svg('<use href="java&#9;script:alert(1)"/>'),
  "an xml:base pointing elsewhere": svg('<use xml:base="https://evil.example/" href="#x"/>'),
  "an entity declaration":
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
  "an external entity": '<!DOCTYPE svg [<!ENTITY x SYSTEM "https://evil.example/x">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
  "a stylesheet processing instruction": '<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
  "an iframe": svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/>'),
  "a MathML link": svg('<math xmlns="http://www.w3.org/1998/Math/MathML" href="javascript:alert(1)"><mi>x</mi></math>'),
  "an unknown SVG element": svg('<handler type="application/ecmascript">alert(1)</handler>'),
  "a link element": svg('<a href="#x"><rect width="10" height="10"/></a>'),
  "a root outside the SVG namespace": '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>',
  "a declared non-UTF-8 encoding": '<?xml version="1.0" encoding="UTF-7"?><svg xmlns="http://www.w3.org/2000/svg"/>',
  "malformed XML hiding a script": svg("<rect width='10' height='10'</rect><script>alert(1)</script>"),
};

describe("isSafeSvg", () => {
  it.each(Object.entries(hostile))("refuses %s", (_, text) => {
    expect(safe(text)).toBe(false);
  });

  it("passes the site's own SVGs and the test fixtures", () => {
    const files = import.meta.glob<string>("/web/public/**/*.svg", { query: "?raw", import: "default", eager: true });
    expect(Object.keys(files).length).toBeGreaterThan(50);
    for (const [path, text] of Object.entries(files)) expect({ path, safe: safe(text) }).toEqual({ path, safe: true });
    expect(safe(safeSvg)).toBe(true);
  });

  it("passes what drawing programs write: fragment links, gradients by url(#id), animation of drawing attributes, editor metadata", () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"
  width="100" height="50" viewBox="0 0 100 50" xml:space="preserve" sodipodi:docname="badge.svg">
  <sodipodi:namedview id="view" inkscape:zoom="1"/>
  <metadata><rdf:RDF><dc:title>Badge</dc:title></rdf:RDF></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a5"/><stop offset="1" stop-color="#fff"/></linearGradient>
  <filter id="f"><feGaussianBlur stdDeviation="1"/></filter>
  <style type="text/css"><![CDATA[ .a { fill: url(#g); stroke: url( "#g" ) } ]]></style></defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" filter="url(#f)">
    <rect class="a" width="100" height="50" style="fill:url(#g);opacity:.9" aria-label="badge"/>
    <use xlink:href="#g" x="2"/>
    <circle r="5" cx="10" cy="10"><animate attributeName="r" values="5;8;5" dur="2s" repeatCount="indefinite"/></circle>
    <text x="5" y="30" font-family="sans-serif">Kilbride &amp; Co</text>
  </g>
</svg>`;
    expect(safe(drawing)).toBe(true);
  });
});

describe("POST /api/admin/media with a hostile SVG", () => {
  let token: string;
  beforeAll(async () => {
    token = await signToken(await installTestKeys());
  });

  it.each(Object.entries(hostile))("answers 400 for %s", async (_, text) => {
    const form = new FormData();
    form.set("file", new File([text], "logo.svg"));
    form.set("alt", "Logo");
    const res = await adminFetch("/api/admin/media", token, { method: "POST", body: form });
    // A file that is not even sniffed as an SVG (a non-SVG root) is refused as an unknown type.
    expect([400, 415]).toContain(res.status);
    await res.body?.cancel();
  });
});
