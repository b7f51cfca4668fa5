/**
 * A project's description as plain text and as HTML (ADR 312): the plain text of a rich
 * description (cards, search, the meta description, the API's lists), and a plain description's
 * lines as the paragraphs its page shows (projects saved before rich descriptions, older clients).
 */
import { textOfSanitisedHtml } from "./html-text";

/** Tags that end a run of words: a block, a cell, a line break (inline tags join the text around them). */
const WORD_BREAKING_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|center|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|iframe|img|li|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/**
 * The text of sanitised HTML as one paragraph of plain text, blocks apart and inline markup
 * joined: "<p>Kil<b>bride</b></p><p>Solar</p>" → "Kilbride Solar".
 */
export function plainTextOfHtml(html: string): string {
  return textOfSanitisedHtml(html.replace(WORD_BREAKING_TAG, " ").replace(/<[^>]*>/g, ""));
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A plain description as HTML: each line that has text, a paragraph. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("\n");
}
