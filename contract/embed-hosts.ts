/**
 * Video hosts whose embeds a post may carry. One list for both sides: the sanitiser keeps iframes
 * from these hosts only, and the CSP's frame-src lets the browser load exactly these.
 */
export const EMBED_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"] as const;

/** An https URL on one of those hosts: what the sanitiser keeps as an iframe's src (and the admin editor embeds). */
export function isAllowedEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && (EMBED_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}
