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

/**
 * The words of the beginning of sanitised HTML: more than `atLeast` characters of its text when it
 * has that many, and always a prefix of `textOfSanitisedHtml(html)`. A description needs the first
 * 160 characters of a body that may hold 60,000 (ADR 259). The HTML is cut just after a `>`, so
 * every tag before the cut is stripped exactly as in the whole text and no entity is split; the cut
 * doubles until the text is long enough.
 */
export function leadingTextOfSanitisedHtml(html: string, atLeast: number): string {
  for (let from = 4 * (atLeast + 1); from < html.length; from *= 2) {
    const cut = html.indexOf(">", from);
    if (cut < 0) break;
    const text = textOfSanitisedHtml(html.slice(0, cut + 1));
    if (text.length > atLeast) return text;
  }
  return textOfSanitisedHtml(html);
}
