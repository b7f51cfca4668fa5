/**
 * Share images (docs/decisions/290-share-images.md): the raster picture a link preview shows for
 * a page. Every page that is not a post or a project has a card of its own, made at build
 * (scripts/share-cards.ts) from its title and the site's mark; a post or a project shows its own
 * image when that is an uploaded JPEG or PNG (so its type and size are known), else its section's
 * card.
 */
import type { MediaImageInfo } from "./media-image";
import type { PageName } from "./routes";

/** The size of every card: the 1.91:1 picture the big link-preview clients show whole. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** What a page's head says of its share image (og:image with its alt text and size). */
export interface ShareImage {
  /** A site path or an absolute URL. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The pages with a card of their own: every public page without parameters. */
export const shareCardPages = [
  "home",
  "about",
  "services",
  "projects",
  "calculators",
  "blog",
  "contact",
  "clients",
  "contractors",
  "partners",
  "affiliates",
  "merch",
  "privacy",
  "search",
  "subscribe",
] as const satisfies readonly PageName[];
export type ShareCardPage = (typeof shareCardPages)[number];

/** Where the build writes a page's card (under dist/client, answered by the asset server). */
export function shareCardPath(page: ShareCardPage): string {
  return `/images/share/${page}.png`;
}

/** The alt text of a card: what it shows. */
export function shareCardAlt(siteName: string, title: string): string {
  return `${siteName}: ${title}`;
}

/** Uploaded types every big link-preview client shows. */
const SHAREABLE_TYPES: readonly string[] = ["image/jpeg", "image/png"];

/**
 * An upload's own share image, when it is a JPEG or PNG of known size (`url`: the upload's URL,
 * `fallbackAlt`: said when the upload has no alt text); null otherwise (SVG, WebP, AVIF, a site
 * path or an outside URL), and the page shows its card.
 */
export function uploadShareImage(url: string | null, info: MediaImageInfo | undefined, fallbackAlt: string): ShareImage | null {
  if (!url || !info || !SHAREABLE_TYPES.includes(info.type) || !info.width || !info.height) return null;
  return { url, alt: info.alt || fallbackAlt, width: info.width, height: info.height };
}
