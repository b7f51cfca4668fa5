/**
 * Storing uploaded files in the R2 bucket MEDIA under their content-addressed key, and their
 * description in D1. Everything is checked before anything is written (type by magic bytes, size,
 * SVG safety, alt text), so a refused file stores nothing. Videos over one request's size arrive
 * through R2's multipart upload, part by part, at a temporary key of their own; only when the
 * whole file passes its checks (type, size, hash) is it copied to its content key. A file that
 * fails is deleted from its temporary key, so a failed session can never touch a stored file, and
 * no key with a library row is ever deleted here (issue 29 F4, docs/decisions/183).
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
import type { AuditStatement } from "../db/audit";
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

/** Deletes an object that no library row describes: a key with a row is in the library and stays. */
async function dropUnlisted(env: Pick<Env, "MEDIA">, db: Db, key: string): Promise<void> {
  if ((await findMedia(db, key)) === null) await env.MEDIA.delete(key);
}

/** One file sent whole (images, and videos up to the image limit). 201 when new, 200 when the same bytes were stored before. */
export async function storeWholeFile(
  env: Pick<Env, "MEDIA">,
  db: Db,
  bytes: Uint8Array,
  fields: Described,
  audit?: AuditStatement,
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
    await saveMedia(
      db,
      {
        key,
        type,
        size: bytes.length,
        alt: fields.alt,
        name: fields.name,
        width: size?.width ?? null,
        height: size?.height ?? null,
      },
      audit,
    );
  } catch (error) {
    // Never an object without its row: the library could not list it, nor anyone delete it.
    if (!stored) await dropUnlisted(env, db, key);
    throw error;
  }
  const item = await findMedia(db, key);
  if (!item) throw new Error(`Media row ${key} missing after save`);
  return { item, created: before === null };
}

// ── Chunked uploads (videos) ──────────────────────────────────────────────────
//
// A session's parts go to `uploads/<nonce>/<key>`, never to the key itself: two sessions for one
// key each have their own temporary object. The nonce travels inside the upload id the client is
// given (`<nonce>.<R2 upload id>`), so the URLs keep naming the file's final key.

const UPLOAD_NONCE = /^([0-9a-f]{32})\.(.+)$/s;
const UNKNOWN_UPLOAD = "This upload does not exist any more. Please upload the file again.";

interface Session {
  type: MediaType;
  /** The content key the file is stored under once it passes. */
  key: string;
  /** Where its parts go until then. */
  temporaryKey: string;
  r2UploadId: string;
}

function sessionOf(key: string, uploadId: string): Session {
  if (!MEDIA_KEY.test(key)) throw new MediaRefused(404, "No such upload.");
  const ext = key.slice(key.lastIndexOf(".") + 1);
  const type = (Object.keys(mediaTypes) as MediaType[]).find((t) => mediaTypes[t].ext === ext);
  if (!type || mediaTypes[type].kind !== "video") throw new MediaRefused(404, "No such upload.");
  const match = UPLOAD_NONCE.exec(uploadId);
  if (!match?.[1] || !match[2]) throw new MediaRefused(404, UNKNOWN_UPLOAD);
  return { type, key, temporaryKey: `uploads/${match[1]}/${key}`, r2UploadId: match[2] };
}

/** Starts a chunked upload at a temporary key; when those bytes are stored already, says so and nothing is sent. */
export async function startUpload(env: Pick<Env, "MEDIA">, db: Db, input: MultipartCreateInput): Promise<MultipartCreateResult> {
  const key = mediaKeyFor(input.sha256, input.type);
  const existing = await findMedia(db, key);
  if (existing && (await env.MEDIA.head(key))) return { existing };
  const customMetadata: Record<string, string> = { size: String(input.size) };
  if (input.alt) customMetadata.alt = input.alt;
  if (input.name) customMetadata.name = input.name;
  const nonce = toHex(crypto.getRandomValues(new Uint8Array(16)).buffer);
  const upload = await env.MEDIA.createMultipartUpload(`uploads/${nonce}/${key}`, {
    httpMetadata: { contentType: input.type },
    customMetadata,
  });
  return { key, uploadId: `${nonce}.${upload.uploadId}`, partBytes: UPLOAD_PART_BYTES };
}

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
  const session = sessionOf(key, uploadId);
  const upload = env.MEDIA.resumeMultipartUpload(session.temporaryKey, session.r2UploadId);
  if (bytes.length === 0) throw new MediaRefused(400, EMPTY_FILE_MESSAGE);
  if (bytes.length > UPLOAD_PART_BYTES) throw new MediaRefused(413, `A part must be at most ${UPLOAD_PART_BYTES / (1024 * 1024)} MB.`);
  if (partNumber === 1 && sniffType(bytes.subarray(0, SNIFF_BYTES)) !== session.type) {
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

/** Checks the put-together file at its temporary key: size, type and hash; a refusal says why. */
async function checkAssembled(env: Pick<Env, "MEDIA">, session: Session, object: R2Object): Promise<void> {
  const { type, key, temporaryKey } = session;
  const announced = Number(object.customMetadata?.size);
  if (object.size > maxBytes(type)) throw new MediaRefused(413, tooLargeMessage(type));
  if (object.size !== announced)
    throw new MediaRefused(400, `The upload has ${object.size} bytes but the file has ${announced}. Please upload it again.`);
  const head = await env.MEDIA.get(temporaryKey, { range: { offset: 0, length: SNIFF_BYTES } });
  if (!head || sniffType(new Uint8Array(await head.arrayBuffer())) !== type) throw new MediaRefused(415, UNSUPPORTED_MESSAGE);
  const whole = await env.MEDIA.get(temporaryKey);
  if (!whole || `${await sha256Of(whole)}.${mediaTypes[type].ext}` !== key)
    throw new MediaRefused(400, "The uploaded bytes do not match the file's checksum. Please upload it again.");
}

/**
 * Puts the parts together at the temporary key, checks the whole file, then moves it into place
 * (a copy: R2 has no rename) unless its key holds those same bytes already, and records it.
 */
export async function completeUpload(
  env: Pick<Env, "MEDIA">,
  db: Db,
  key: string,
  uploadId: string,
  parts: UploadedPartResult[],
  audit?: AuditStatement,
): Promise<MediaItem> {
  const session = sessionOf(key, uploadId);
  const upload = env.MEDIA.resumeMultipartUpload(session.temporaryKey, session.r2UploadId);
  const object = await onUpload(
    () => upload.complete([...parts].sort((a, b) => a.partNumber - b.partNumber)),
    "This upload cannot be completed: it is unknown or finished, or a part is missing. Please upload the file again.",
  );
  let created = false;
  try {
    await checkAssembled(env, session, object);
    if (!(await env.MEDIA.head(key))) {
      const body = await env.MEDIA.get(session.temporaryKey);
      if (!body) throw new Error(`Temporary upload ${session.temporaryKey} missing after its checks`);
      // The hash makes R2 check the copy too: the key names exactly these bytes.
      await env.MEDIA.put(key, body.body.pipeThrough(new FixedLengthStream(body.size)), {
        httpMetadata: { contentType: session.type },
        sha256: key.slice(0, 64),
      });
      created = true;
    }
    const alt = object.customMetadata?.alt ?? null;
    const name = object.customMetadata?.name ?? null;
    await saveMedia(db, { key, type: session.type, size: object.size, alt, name, width: null, height: null }, audit);
  } catch (error) {
    if (created) await dropUnlisted(env, db, key);
    throw error;
  } finally {
    await env.MEDIA.delete(session.temporaryKey);
  }
  const item = await findMedia(db, key);
  if (!item) throw new Error(`Media row ${key} missing after save`);
  return item;
}

export async function abortUpload(env: Pick<Env, "MEDIA">, key: string, uploadId: string): Promise<void> {
  const session = sessionOf(key, uploadId);
  await onUpload(() => env.MEDIA.resumeMultipartUpload(session.temporaryKey, session.r2UploadId).abort());
}
