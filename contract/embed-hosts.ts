/**
 * Video hosts whose embeds a post may carry. One list for both sides: the sanitiser keeps iframes
 * from these hosts only, and the CSP's frame-src lets the browser load exactly these.
 */
export const EMBED_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"] as const;
