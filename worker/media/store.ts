/**
 * Storing uploaded files in the R2 bucket MEDIA under their content-addressed key, and their
 * description in D1. Everything is checked before anything is written (type by magic bytes, size,
 * SVG safety, alt text), so a refused file stores nothing. Videos over one request's size arrive
 * through R2's multipart upload, part by part, and are checked again (type, size, hash) when
 * they are put together; a file that fails is deleted again.
 */
import {
  ALT_REQUIRED_MESSAGE,
  EMPTY_FILE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MEDIA_KEY,
  mediaKeyFor,
  mediaTypes,
  tooLargeMessage,
  maxBytes,
  UNSAFE_SVG_MESSAGE,
  UNSUPPORTED_MESSAGE,
  UPLOAD_PART_BYTES,
  type MediaItem,
  type MediaType,
  type MultipartCreateInput,
  type MultipartCreateResult,
  type UploadedPartResult,
} from "#contract/media.ts";
import type { Db } from "../db/client";
import { findMedia, saveMedia } from "../db/media";
import { imageDimensions } from "./dimensions";
import { SNIFF_BYTES, sniffType } from "./sniff";
import { isSafeSvg } from "./svg-safety";

/** A refused upload: the status and message the API answers with. */
export class MediaRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415,
    message: string,
    readonly issues?: Record<string, string>,
  ) {
    super(message);
  }
}

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

function recognise(head: Uint8Array): MediaType {
  const type = sniffType(head);
  if (!type) throw new MediaRefused(415, UNSUPPORTED_MESSAGE);
  return type;
}

function requireAlt(type: MediaType, alt: string | null): void {
  if (mediaTypes[type].kind === "image" && !alt) throw new MediaRefused(400, ALT_REQUIRED_MESSAGE, { alt: ALT_REQUIRED_MESSAGE });
}

interface Described {
  alt: string | null;
  name: string | null;
}

/** One file sent whole (images, and videos up to the image limit). 201 when new, 200 when the same bytes were stored before. */
export async function storeWholeFile(
  env: Pick<Env, "MEDIA">,
  db: Db,
  bytes: Uint8Array,
  fields: Described,
): Promise<{ item: MediaItem; created: boolean }> {
  if (bytes.length === 0) throw new MediaRefused(400, EMPTY_FILE_MESSAGE);
  const type = recognise(bytes.subarray(0, SNIFF_BYTES));
  if (bytes.length > Math.min(maxBytes(type), MAX_IMAGE_BYTES))
    throw new MediaRefused(
      413,
      mediaTypes[type].kind === "image"
        ? IMAGE_TOO_LARGE_MESSAGE
        : `Videos over ${MAX_IMAGE_BYTES / (1024 * 1024)} MB are uploaded in parts.`,
    );
  if (type === "image/svg+xml" && !isSafeSvg(bytes)) throw new MediaRefused(400, UNSAFE_SVG_MESSAGE);
  requireAlt(type, fields.alt);

  const sha256 = toHex(await crypto.subtle.digest("SHA-256", bytes));
  const key = mediaKeyFor(sha256, type);
  const before = await findMedia(db, key);
  const stored = before !== null && (await env.MEDIA.head(key)) !== null;
  if (!stored) await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: type }, sha256 });
  const size = imageDimensions(type, bytes);
  try {
    await saveMedia(db, {
      key,
      type,
      size: bytes.length,
      alt: fields.alt,
      name: fields.name,
      width: size?.width ?? null,
      height: size?.height ?? null,
    });
  } catch (error) {
    // Never an object without its row: the library could not list it, nor anyone delete it.
    if (!stored) await env.MEDIA.delete(key);
    throw error;
  }
  const item = await findMedia(db, key);
  if (!item) throw new Error(`Media row ${key} missing after save`);
  return { item, created: before === null };
}

// ── Chunked uploads (videos) ──────────────────────────────────────────────────

/** Starts a chunked upload at the file's final key; when those bytes are stored already, says so and nothing is sent. */
export async function startUpload(env: Pick<Env, "MEDIA">, db: Db, input: MultipartCreateInput): Promise<MultipartCreateResult> {
  const key = mediaKeyFor(input.sha256, input.type);
  const existing = await findMedia(db, key);
  if (existing && (await env.MEDIA.head(key))) return { existing };
  const customMetadata: Record<string, string> = { size: String(input.size) };
  if (input.alt) customMetadata.alt = input.alt;
  if (input.name) customMetadata.name = input.name;
  const upload = await env.MEDIA.createMultipartUpload(key, { httpMetadata: { contentType: input.type }, customMetadata });
  return { key, uploadId: upload.uploadId, partBytes: UPLOAD_PART_BYTES };
}

function typeOfKey(key: string): MediaType {
  if (!MEDIA_KEY.test(key)) throw new MediaRefused(404, "No such upload.");
  const ext = key.slice(key.lastIndexOf(".") + 1);
  const type = (Object.keys(mediaTypes) as MediaType[]).find((t) => mediaTypes[t].ext === ext);
  if (!type || mediaTypes[type].kind !== "video") throw new MediaRefused(404, "No such upload.");
  return type;
}

const UNKNOWN_UPLOAD = "This upload does not exist any more. Please upload the file again.";

/** R2 says an upload id is unknown (finished, aborted or made up), or parts do not fit, by throwing. */
async function onUpload<T>(work: () => Promise<T>, message = UNKNOWN_UPLOAD): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MediaRefused) throw error;
    console.warn("Multipart upload call failed", error);
    throw new MediaRefused(404, message);
  }
}

/** One part. The first part must already be the announced type; otherwise the upload is dropped. */
export async function uploadPart(
  env: Pick<Env, "MEDIA">,
  key: string,
  uploadId: string,
  partNumber: number,
  bytes: Uint8Array,
): Promise<UploadedPartResult> {
  const type = typeOfKey(key);
  const upload = env.MEDIA.resumeMultipartUpload(key, uploadId);
  if (bytes.length === 0) throw new MediaRefused(400, EMPTY_FILE_MESSAGE);
  if (bytes.length > UPLOAD_PART_BYTES) throw new MediaRefused(413, `A part must be at most ${UPLOAD_PART_BYTES / (1024 * 1024)} MB.`);
  if (partNumber === 1 && sniffType(bytes.subarray(0, SNIFF_BYTES)) !== type) {
    await onUpload(() => upload.abort());
    throw new MediaRefused(415, UNSUPPORTED_MESSAGE);
  }
  const part = await onUpload(() => upload.uploadPart(partNumber, bytes));
  return { partNumber: part.partNumber, etag: part.etag };
}

async function sha256Of(object: R2ObjectBody): Promise<string> {
  const digest = new crypto.DigestStream("SHA-256");
  await object.body.pipeTo(digest);
  return toHex(await digest.digest);
}

/** Puts the parts together, then checks the whole file (size, type, hash) before it is recorded. */
export async function completeUpload(
  env: Pick<Env, "MEDIA">,
  db: Db,
  key: string,
  uploadId: string,
  parts: UploadedPartResult[],
): Promise<MediaItem> {
  const type = typeOfKey(key);
  const upload = env.MEDIA.resumeMultipartUpload(key, uploadId);
  const object = await onUpload(
    () => upload.complete([...parts].sort((a, b) => a.partNumber - b.partNumber)),
    "This upload cannot be completed: it is unknown or finished, or a part is missing. Please upload the file again.",
  );
  const refuse = async (status: 400 | 413 | 415, message: string): Promise<never> => {
    await env.MEDIA.delete(key);
    throw new MediaRefused(status, message);
  };
  const announced = Number(object.customMetadata?.size);
  if (object.size > maxBytes(type)) return refuse(413, tooLargeMessage(type));
  if (object.size !== announced)
    return refuse(400, `The upload has ${object.size} bytes but the file has ${announced}. Please upload it again.`);
  const head = await env.MEDIA.get(key, { range: { offset: 0, length: SNIFF_BYTES } });
  if (!head || sniffType(new Uint8Array(await head.arrayBuffer())) !== type) return refuse(415, UNSUPPORTED_MESSAGE);
  const whole = await env.MEDIA.get(key);
  if (!whole || `${await sha256Of(whole)}.${mediaTypes[type].ext}` !== key)
    return refuse(400, "The uploaded bytes do not match the file's checksum. Please upload it again.");
  const alt = object.customMetadata?.alt ?? null;
  const name = object.customMetadata?.name ?? null;
  try {
    await saveMedia(db, { key, type, size: object.size, alt, name, width: null, height: null });
  } catch (error) {
    await env.MEDIA.delete(key);
    throw error;
  }
  const item = await findMedia(db, key);
  if (!item) throw new Error(`Media row ${key} missing after save`);
  return item;
}

export async function abortUpload(env: Pick<Env, "MEDIA">, key: string, uploadId: string): Promise<void> {
  typeOfKey(key);
  await onUpload(() => env.MEDIA.resumeMultipartUpload(key, uploadId).abort());
}
