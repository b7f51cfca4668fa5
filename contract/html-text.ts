/**
 * The words of HTML that is already sanitised (a public post body): tags removed, the entities the
 * sanitiser writes decoded, whitespace collapsed. Apart from the sanitiser so that the post page's
 * head can use it without the browser downloading the sanitiser.
 */
export function textOfSanitisedHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Tags that end a run of words: a block, a cell, a line break (inline tags join the text around them). */
const WORD_BREAKING_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|iframe|img|li|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/**
 * The text of sanitised HTML as one paragraph of plain text, blocks apart and inline markup
 * joined ("<p>Kil<b>bride</b></p><p>Solar</p>" → "Kilbride Solar"): a rich project
 * description's plain text for cards, search and the meta description (ADR 312).
 */
export function plainTextOfHtml(html: string): string {
  return textOfSanitisedHtml(html.replace(WORD_BREAKING_TAG, " ").replace(/<[^>]*>/g, ""));
}

/** A plain description's paragraphs: each line that has text (a project saved before rich descriptions, ADR 312). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
