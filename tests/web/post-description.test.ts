/**
 * A post's description reads only the beginning of its body (ADR 259): it must be the description
 * the whole body's text gives, whatever the markup, entities and spacing, and however long the body.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadingTextOfSanitisedHtml, textOfSanitisedHtml } from "#contract/html-text.ts";
import { META_DESCRIPTION_MAX, truncateAtWord } from "#contract/meta.ts";
import { postMetaDescription } from "#contract/post-head.ts";
import { sanitizeHtml } from "#contract/sanitize-html.ts";

// Pieces of a sanitised body: tags (some with attributes holding ">"), entities, words, runs of spaces.
const piece = fc.oneof(
  fc.constantFrom("<p>", "</p>", '<h2 id="x">', "</h2>", "<br />", '<a href="/a" title="a>b">', "</a>", "<ul><li>", "</li></ul>"),
  fc.constantFrom("&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "&nbsp;", "&amp;lt;"),
  fc.constantFrom(" ", "  ", "\n", "\t "),
  fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom("a", "b", "é", "x", ",", ".", "-", "1") }),
);
const body = fc.array(piece, { maxLength: 400 }).map((pieces) => pieces.join(""));

describe("a post's description from the beginning of its body", () => {
  it("is the description of the whole text, for any body", () => {
    fc.assert(
      fc.property(body, (html) => {
        const whole = textOfSanitisedHtml(html);
        const leading = leadingTextOfSanitisedHtml(html, META_DESCRIPTION_MAX);
        expect(whole.startsWith(leading)).toBe(true);
        expect(leading.length > META_DESCRIPTION_MAX || leading === whole).toBe(true);
        expect(postMetaDescription({ content: html, metaDescription: null })).toBe(truncateAtWord(whole, META_DESCRIPTION_MAX));
      }),
      { numRuns: 500 },
    );
  });

  it("reads a few hundred characters of a 60,000-character body, and gives its description", () => {
    const paragraph = `<p>${"Rooftop solar pays back in six years for a Denver warehouse &amp; its owners. ".repeat(10)}</p>`;
    const html = sanitizeHtml(paragraph.repeat(Math.ceil(60_000 / paragraph.length)));
    const leading = leadingTextOfSanitisedHtml(html, META_DESCRIPTION_MAX);
    expect(leading.length).toBeGreaterThan(META_DESCRIPTION_MAX);
    expect(leading.length).toBeLessThan(1_000);
    expect(postMetaDescription({ content: html, metaDescription: "" })).toBe(
      truncateAtWord(textOfSanitisedHtml(html), META_DESCRIPTION_MAX),
    );
  });
});
