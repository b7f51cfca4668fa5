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
