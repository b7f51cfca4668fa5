/**
 * A bulk quote's artwork (a logo to print or embroider): uploaded by the visitor before the quote
 * is sent, checked as the admin media library checks images (type by magic bytes, size, SVG
 * safety), stored in the MEDIA bucket under artwork/ with a random name — never under /media, so
 * no one but an admin can read it back. A quote names the key; the cron sweeps files no quote
 * names once they are a day old (abandoned forms, and the files of quotes since deleted or erased).
 */
import { ARTWORK_KEY } from "#contract/merch-quote.ts";
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, mediaTypes, UNSAFE_SVG_MESSAGE, type MediaType } from "#contract/media.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { merchQuotes } from "../db/schema";
import { MediaRefused } from "../media/store";
import { SNIFF_BYTES, sniffType } from "../media/sniff";
import { isSafeSvg } from "../media/svg-safety";

const ARTWORK_TYPE_MESSAGE = "Artwork must be a JPEG, PNG, WebP, AVIF or SVG image.";
const EMPTY_MESSAGE = "The file is empty. Please choose your artwork file.";
/** How long an upload may wait for its quote before the sweep removes it. */
const ARTWORK_GRACE_MS = 86_400_000;
/** Objects one sweep looks at (R2 lists 1,000 a page); the next minute's run goes on. */
const SWEEP_PAGES = 5;

/** What the upload answers, and what a quote stores beside the key. */
export interface StoredArtwork {
  key: string;
  name: string;
  type: MediaType;
  bytes: number;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** A file name fit to show and to send back in a download header: one line, at most 120 characters. */
function cleanName(name: string | null, type: MediaType): string {
  const cleaned = (name ?? "")
    .replace(/[\p{Cc}\p{Cf}"\\/]/gu, "")
    .trim()
    .slice(0, 120);
  return cleaned || `artwork.${mediaTypes[type].ext}`;
}

/** Checks and stores one uploaded file; throws MediaRefused (with its 4xx) for anything it refuses. */
export async function storeArtwork(env: Pick<Env, "MEDIA">, bytes: Uint8Array, fileName: string | null): Promise<StoredArtwork> {
  if (bytes.length === 0) throw new MediaRefused(400, EMPTY_MESSAGE, { artwork: EMPTY_MESSAGE });
  const type = sniffType(bytes.subarray(0, SNIFF_BYTES));
  if (!type || mediaTypes[type].kind !== "image") throw new MediaRefused(415, ARTWORK_TYPE_MESSAGE, { artwork: ARTWORK_TYPE_MESSAGE });
  if (bytes.length > MAX_IMAGE_BYTES) throw new MediaRefused(413, IMAGE_TOO_LARGE_MESSAGE, { artwork: IMAGE_TOO_LARGE_MESSAGE });
  if (type === "image/svg+xml" && !isSafeSvg(bytes)) throw new MediaRefused(400, UNSAFE_SVG_MESSAGE, { artwork: UNSAFE_SVG_MESSAGE });
  const key = `artwork/${hex(crypto.getRandomValues(new Uint8Array(16)))}.${mediaTypes[type].ext}`;
  const name = cleanName(fileName, type);
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: type }, customMetadata: { name } });
  return { key, name, type, bytes: bytes.length };
}

/** The stored file a quote names, or null when there is none (never uploaded, or swept). */
export async function findArtwork(env: Pick<Env, "MEDIA">, key: string): Promise<StoredArtwork | null> {
  if (!ARTWORK_KEY.test(key)) return null;
  const object = await env.MEDIA.head(key);
  if (!object) return null;
  const type = object.httpMetadata?.contentType as MediaType | undefined;
  if (!type || !(type in mediaTypes)) return null;
  return { key, name: object.customMetadata?.name ?? cleanName(null, type), type, bytes: object.size };
}

/**
 * Deletes artwork no quote names that is older than the grace period. Keys are read from R2 and
 * checked against D1 a page at a time (one IN list of at most 1,000 keys as one JSON parameter).
 */
export async function sweepArtwork(env: Pick<Env, "MEDIA">, db: Db, now: number): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  for (let page = 0; page < SWEEP_PAGES; page += 1) {
    const listing = await env.MEDIA.list({ prefix: "artwork/", cursor, limit: 1000 });
    const old = listing.objects.filter((object) => object.uploaded.getTime() < now - ARTWORK_GRACE_MS).map((object) => object.key);
    if (old.length > 0) {
      const named = new Set(
        // One JSON parameter, not one per key: D1 allows 100 bound parameters a query.
        (
          await db
            .select({ key: merchQuotes.artworkKey })
            .from(merchQuotes)
            .where(sql`${merchQuotes.artworkKey} IN (SELECT value FROM json_each(${JSON.stringify(old)}))`)
        ).map((row) => row.key),
      );
      const orphans = old.filter((key) => !named.has(key));
      if (orphans.length > 0) await env.MEDIA.delete(orphans);
      removed += orphans.length;
    }
    if (!listing.truncated) break;
    cursor = listing.cursor;
  }
  return removed;
}
