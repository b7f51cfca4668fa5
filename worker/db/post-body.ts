/**
 * A post's body is sanitised once, when it is stored, and served as stored (ADR 257). The
 * sanitiser stays the authority: the stored stamp names its version and the body's digest, and a
 * public read sanitises again whenever the stamp is missing (rows from before migration 0017, a
 * hand-written statement), of another version (the rules changed), or of other text (the body was
 * changed without being stamped). Sanitising a long body costs milliseconds; its digest, microseconds.
 * The demo seed stores its bodies through `bodyToStore` too, in Node (scripts/seed/seed-sql.ts).
 */
import { SANITIZER_VERSION, sanitizeHtml } from "#contract/sanitize-html.ts";

async function stampOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${SANITIZER_VERSION}:${hex}`;
}

/** A body as it is stored: sanitised (whatever the caller did before) and stamped. */
export async function bodyToStore(html: string): Promise<{ content: string; contentSanitized: string }> {
  const content = sanitizeHtml(html);
  return { content, contentSanitized: await stampOf(content) };
}

/** A stored body as the public gets it: as stored when its stamp still holds, else sanitised now. */
export async function publicBody(row: { content: string; contentSanitized: string | null }): Promise<string> {
  if (row.contentSanitized !== null && row.contentSanitized === (await stampOf(row.content))) return row.content;
  return sanitizeHtml(row.content);
}
