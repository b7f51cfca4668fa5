import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { allowedTags, sanitizeHtml } from "#contract/sanitize-html.ts";
import { toStoredHtml } from "#web/features/admin/rich-text/body-html.ts";
import { bodyExtensions, embedUrlOf } from "#web/features/admin/rich-text/body-schema.ts";
import { cleanPastedHtml } from "#web/features/admin/rich-text/paste-clean.ts";
import { demoPosts } from "#scripts/seed/demo-content.ts";

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** HTML loaded into the body editor and read back as the editor stores it. */
function throughEditor(html: string): string {
  const editor = new Editor({ extensions: bodyExtensions(), content: html });
  editors.push(editor);
  return toStoredHtml(editor.getHTML());
}

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../e2e/fixtures", name), "utf8");

describe("the body editor reads and writes the stored HTML", () => {
  it.each(demoPosts.map((post) => [post.slug, post.content]))("the seeded post %s opens and saves unchanged", (_slug, content) => {
    expect(sanitizeHtml(throughEditor(content))).toBe(sanitizeHtml(content));
  });

  it("keeps heading ids, images with alt and size, allowed embeds and link targets; drops embeds from other hosts", () => {
    const body = [
      '<h2 id="costs">Costs</h2>',
      '<p>See <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">the tariff</a> and <em>more</em>.</p>',
      '<img src="/media/abc.png" alt="A roof" width="320" height="180">',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Tour" width="560" height="315" allowfullscreen=""></iframe>',
      "<ol>\n<li>One</li>\n<li>Two</li>\n</ol>",
      "<blockquote>Quoted.</blockquote>",
    ].join("\n");
    expect(sanitizeHtml(throughEditor(body))).toBe(sanitizeHtml(body));
    expect(throughEditor('<p>Text</p>\n<iframe src="https://evil.example/embed/x"></iframe>')).toBe("<p>Text</p>");
  });

  it("stores an empty document as an empty body", () => {
    expect(throughEditor("")).toBe("");
    expect(throughEditor("<p></p>")).toBe("");
  });

  it("turns YouTube and Vimeo page addresses into the player addresses the sanitiser keeps", () => {
    expect(embedUrlOf("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrlOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrlOf("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(embedUrlOf("https://example.com/watch?v=1")).toBeNull();
  });
});

describe("pasting from Word and Google Docs", () => {
  const junk = /style=|class=|<span|<o:p|mso-|docs-internal-guid|<b[ >]|<font|<meta|<!--/i;

  it("keeps Word's heading, bold, italic, bulleted list and link, and nothing of Word's markup", () => {
    const stored = throughEditor(cleanPastedHtml(fixture("word-paste.html")));
    expect(stored).not.toMatch(junk);
    expect(stored).toContain("<h2>Site survey checklist</h2>");
    expect(stored).toContain("<strong>three things</strong>");
    expect(stored).toContain("<em>the survey form</em>");
    expect(stored).toContain("<ul>\n<li>Roof access and anchor points</li>\n<li>Distance to the main distribution board</li>\n</ul>");
    expect(stored).toContain('<a href="https://example.com/survey">survey guide</a>');
    expect(sanitizeHtml(stored)).toBe(stored);
  });

  it("keeps Google Docs' heading, bold, italic and numbered list, without its guid wrapper or styled spans", () => {
    const stored = throughEditor(cleanPastedHtml(fixture("google-docs-paste.html")));
    expect(stored).not.toMatch(junk);
    expect(stored).toBe(
      "<h2>Commissioning day</h2>\n<p>The inverters came online at <strong>nine sharp</strong><em> on a grey morning</em>.</p>\n<ol>\n<li>Isolation tests passed</li>\n<li>Export meter read zero</li>\n</ol>",
    );
  });
});

describe("every tag the sanitiser allows (ADR 318)", () => {
  const everyTag = fixture("every-allowed-tag.html").trim();

  it("the fixture uses each of them, so a tag added to the allow-list needs a node in the editor first", () => {
    const used = new Set([...everyTag.matchAll(/<([a-z][a-z0-9]*)/g)].map((match) => match[1]));
    expect(allowedTags.filter((tag) => !used.has(tag))).toEqual([]);
  });

  it("opens and saves unchanged, with each attribute the sanitiser keeps", () => {
    expect(sanitizeHtml(everyTag)).toContain("<table");
    expect(sanitizeHtml(throughEditor(everyTag))).toBe(sanitizeHtml(everyTag));
  });

  it("changes only in the documented normalisations", () => {
    // A sole paragraph in a block that holds blocks is unwrapped, as in a list item or a quote.
    expect(throughEditor("<div><p>One paragraph</p></div>")).toBe("<div>One paragraph</div>");
    expect(throughEditor("<table><tr><td><p>Cell</p></td></tr></table>")).toBe(
      "<table>\n<tbody>\n<tr><td>Cell</td></tr>\n</tbody>\n</table>",
    );
    // Text beside blocks in a details box becomes a paragraph.
    expect(throughEditor("<details><summary>Q</summary>Answer</details>")).toBe("<details><summary>Q</summary><p>Answer</p></details>");
  });
});
