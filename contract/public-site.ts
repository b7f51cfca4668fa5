/**
 * What an admin's change did to the public site, and the admin's D1 session: two response headers
 * of the admin API, shared by the Worker and the admin pages (docs/caching.md).
 */

/** On every admin write that could change a public page: `live`, `not-public` or `purge-failed; <error>`. */
export const PUBLIC_SITE_HEADER = "X-Public-Site";

/**
 * The admin's D1 session bookmark: each admin answer carries it, and the admin pages send the last
 * one back, so a read after the admin's own write sees that write even on a read replica.
 */
export const D1_BOOKMARK_HEADER = "x-d1-bookmark";

export type PublicSiteStatus =
  | { state: "live" }
  /** A draft before and after: nothing public changed, nothing to refresh. */
  | { state: "not-public" }
  | { state: "purge-failed"; error: string };

export function formatPublicSite(status: PublicSiteStatus): string {
  // Header values are Latin-1: anything else in an error text is replaced.
  return status.state === "purge-failed" ? `purge-failed; ${status.error.replace(/[^\x20-\x7e]/g, "?")}` : status.state;
}

export function parsePublicSite(value: string | null): PublicSiteStatus | null {
  if (value === "live" || value === "not-public") return { state: value };
  const failed = /^purge-failed; ?(.*)$/.exec(value ?? "");
  return failed ? { state: "purge-failed", error: failed[1] || "unknown error" } : null;
}

/** The sentence the admin editors add to their success toast ("" when there is nothing to say). */
export function publicSiteMessage(status: PublicSiteStatus | null): string {
  if (!status || status.state === "not-public") return "";
  if (status.state === "live") return "Live on the public site within a minute.";
  return `The public site's cache could not be refreshed (${status.error}); it retries, and cached copies expire within a minute.`;
}
