/**
 * What the public pages need to show an uploaded image: its alt text and pixel size (so the
 * page reserves its box and nothing shifts), and where the zone has Cloudflare Images
 * transformations (IMAGE_TRANSFORMATIONS=on), resized variants as a srcset of /cdn-cgi/image/
 * URLs. Images that are not uploaded files (site paths, outside URLs) get nothing added.
 */
import { mediaKeyOf, mediaUrl } from "#contract/media.ts";
import type { MediaImageInfo } from "#contract/media-image.ts";
import { publicDb } from "../db/client";
import { mediaRows } from "../db/media";

/** Variant widths; each below the original's width is offered, then the original itself. */
const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;

export function imageSrcset(key: string, type: string, width: number | null, transformations: boolean): string | null {
  // SVG scales by itself; an unknown width cannot be described with w descriptors.
  if (!transformations || type === "image/svg+xml" || !width) return null;
  const smaller = VARIANT_WIDTHS.filter((w) => w < width);
  if (smaller.length === 0) return null;
  return [...smaller.map((w) => `/cdn-cgi/image/width=${w},format=auto${mediaUrl(key)} ${w}w`), `${mediaUrl(key)} ${width}w`].join(", ");
}

type WithImage<T> = T & { image?: MediaImageInfo };

/** Adds `image` to every item whose imageUrl is an uploaded image (one read for the lot). */
export async function withImageInfo<T extends { imageUrl: string | null }>(
  env: Pick<Env, "DB" | "IMAGE_TRANSFORMATIONS">,
  items: T[],
): Promise<WithImage<T>[]> {
  const keys = items.map((item) => mediaKeyOf(item.imageUrl)).filter((key): key is string => key !== null);
  if (keys.length === 0) return items;
  const rows = await mediaRows(publicDb(env), keys);
  const transformations = env.IMAGE_TRANSFORMATIONS === "on";
  return items.map((item) => {
    const row = rows.get(mediaKeyOf(item.imageUrl) ?? "");
    if (!row || !row.type.startsWith("image/")) return item;
    const image: MediaImageInfo = {
      alt: row.alt ?? "",
      type: row.type,
      width: row.width,
      height: row.height,
      srcset: imageSrcset(row.key, row.type, row.width, transformations),
    };
    return { ...item, image };
  });
}
