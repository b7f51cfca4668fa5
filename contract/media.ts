/**
 * Uploaded media (docs/decisions/220-uploaded-media-in-r2.md): the types the site accepts, their
 * size limits, the content-addressed key (`<sha256>.<ext>`, served at /media/<key>) and the shapes
 * of the admin media API. The Worker decides a file's type from its bytes; the names here are
 * what it maps them to.
 */
import * as v from "valibot";
import { optionalLine, optionalText } from "./fields";

export const mediaTypes = {
  "image/jpeg": { ext: "jpg", kind: "image", label: "JPEG" },
  "image/png": { ext: "png", kind: "image", label: "PNG" },
  "image/webp": { ext: "webp", kind: "image", label: "WebP" },
  "image/avif": { ext: "avif", kind: "image", label: "AVIF" },
  "image/svg+xml": { ext: "svg", kind: "image", label: "SVG" },
  "video/mp4": { ext: "mp4", kind: "video", label: "MP4" },
  "video/webm": { ext: "webm", kind: "video", label: "WebM" },
} as const;

export type MediaType = keyof typeof mediaTypes;
type MediaKind = (typeof mediaTypes)[MediaType]["kind"];

export const MIB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MIB;
export const MAX_VIDEO_BYTES = 200 * MIB;
/** One request carries at most this much: images whole, videos part by part (R2's minimum part size). */
export const UPLOAD_PART_BYTES = 5 * MIB;

export const IMAGE_TYPES_TEXT = "JPEG, PNG, WebP, AVIF or SVG";
export const VIDEO_TYPES_TEXT = "MP4 or WebM";
export const UNSUPPORTED_MESSAGE = `This file is not a supported image (${IMAGE_TYPES_TEXT}) or video (${VIDEO_TYPES_TEXT}); its content decides, not its name.`;
export const IMAGE_TOO_LARGE_MESSAGE = `Images must be at most ${MAX_IMAGE_BYTES / MIB} MB.`;
const VIDEO_TOO_LARGE_MESSAGE = `Videos must be at most ${MAX_VIDEO_BYTES / MIB} MB.`;
export const ALT_REQUIRED_MESSAGE = "Please describe the image in a few words (alt text) before uploading it.";
export const UNSAFE_SVG_MESSAGE = "This SVG contains scripts, event handlers or references to other files, which are not allowed.";
export const EMPTY_FILE_MESSAGE = "The file is empty.";

export function maxBytes(type: MediaType): number {
  return mediaTypes[type].kind === "image" ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
}

export function tooLargeMessage(type: MediaType): string {
  return mediaTypes[type].kind === "image" ? IMAGE_TOO_LARGE_MESSAGE : VIDEO_TOO_LARGE_MESSAGE;
}

/**
 * Days after its upload when a file nothing uses is deleted by the cron (ADR 319); the Media page
 * lists it as Unused from its second day.
 */
export const UNUSED_MEDIA_DELETE_DAYS = 30;

/** `<64 hex digits>.<ext>`: the SHA-256 of the bytes, so a key names one content forever. */
export const MEDIA_KEY = /^[0-9a-f]{64}\.(?:jpg|png|webp|avif|svg|mp4|webm)$/;
export const MEDIA_PREFIX = "/media/";

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The key of an uploaded file's URL ("/media/<key>"), or null for any other URL. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return MEDIA_KEY.test(key) ? key : null;
}

export function mediaKeyFor(sha256Hex: string, type: MediaType): string {
  return `${sha256Hex}.${mediaTypes[type].ext}`;
}

/** Where a file is used: a post, a project or a partner logo. */
export interface MediaUse {
  kind: "post" | "project" | "partner";
  id: number;
  title: string;
  /** Which field holds it, e.g. "image", "video", "sharing image", "body". */
  field: string;
}

/** One uploaded file as the media library lists it. */
export interface MediaItem {
  key: string;
  url: string;
  type: MediaType;
  kind: MediaKind;
  size: number;
  /** Required for images; null for videos without one. */
  alt: string | null;
  /** Pixel size, for images whose header gives it; null otherwise. */
  width: number | null;
  height: number | null;
  /** The file name it was uploaded with (display only). */
  name: string | null;
  createdAt: string;
  uses: MediaUse[];
}

/** The answer to a refused delete: 409 with every place that still uses the file. */
export interface MediaInUseError {
  message: string;
  uses: MediaUse[];
}

export function inUseMessage(uses: readonly MediaUse[]): string {
  const list = uses.map((use) => `${use.kind} "${use.title}" (${use.field})`).join(", ");
  return `This file is still used by ${list}. Remove it there first.`;
}

// ── Request bodies ────────────────────────────────────────────────────────────

const altText = optionalLine(250);
const fileName = optionalText(200);

/** The text fields sent with a single-request upload (multipart/form-data next to `file`). */
export const mediaUploadFieldsSchema = v.object({ alt: altText, name: fileName });

/** PATCH /api/admin/media/:key — change the alt text. */
export const mediaAltSchema = v.object({ alt: altText });

const SHA256_MESSAGE = "sha256 must be 64 lower-case hex digits.";

/** POST /api/admin/media/uploads — start a chunked upload of a video. */
export const multipartCreateSchema = v.object({
  sha256: v.pipe(v.string(SHA256_MESSAGE), v.regex(/^[0-9a-f]{64}$/, SHA256_MESSAGE)),
  type: v.picklist(["video/mp4", "video/webm"], `Only videos (${VIDEO_TYPES_TEXT}) are uploaded in parts.`),
  size: v.pipe(
    v.number("size must be a number of bytes."),
    v.integer("size must be a whole number of bytes."),
    v.minValue(1, EMPTY_FILE_MESSAGE),
    v.maxValue(MAX_VIDEO_BYTES, VIDEO_TOO_LARGE_MESSAGE),
  ),
  alt: altText,
  name: fileName,
});
export type MultipartCreateInput = v.InferOutput<typeof multipartCreateSchema>;

/** POST /api/admin/media/uploads/:key/:uploadId/complete */
export const multipartCompleteSchema = v.object({
  parts: v.pipe(
    v.array(
      v.object({
        partNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
        etag: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
      }),
      "parts must list every uploaded part.",
    ),
    v.minLength(1, "parts must list every uploaded part."),
    v.maxLength(Math.ceil(MAX_VIDEO_BYTES / UPLOAD_PART_BYTES), "Too many parts."),
  ),
});

/** The answer to starting a chunked upload: the file exists already (nothing to send), or where to send parts. */
export type MultipartCreateResult = { existing: MediaItem } | { key: string; uploadId: string; partBytes: number };

/** The answer to uploading one part. */
export interface UploadedPartResult {
  partNumber: number;
  etag: string;
}
