/**
 * An uploaded image as the public pages show it (contract/media.ts has the rest of the media
 * contract). Kept apart from it so public pages do not load the upload schemas.
 */

/** What a public page needs to show an uploaded image without layout shift. */
export interface MediaImageInfo {
  alt: string;
  /** Its MIME type (contract/media.ts mediaTypes). */
  type: string;
  width: number | null;
  height: number | null;
  /** Resized variants through Cloudflare Images, where the deployment turns them on; else null. */
  srcset: string | null;
}

/** `sizes` of a post's header image (a 48rem column) and of a card in the 1-, 2- or 3-column grids. */
export const POST_IMAGE_SIZES = "(min-width: 48rem) 46rem, 100vw";
export const CARD_IMAGE_SIZES = "(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw";
/** `sizes` of a project page's media (two of three columns from 64rem). */
export const PROJECT_IMAGE_SIZES = "(min-width: 80rem) 52rem, (min-width: 64rem) 66vw, 100vw";
