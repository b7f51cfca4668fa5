/**
 * Sending a file to the media library with progress. Images go in one request (XMLHttpRequest,
 * whose upload events report progress; fetch has none); videos go in parts (R2 multipart), hashed
 * first so a video the library already has is not sent again, and progress counts finished bytes
 * plus the part under way. Failures are ApiRequestError with the server's message.
 */
import { mediaTypes, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, type MediaItem } from "#contract/media.ts";
import { type Answer, ApiRequestError, apiPath, client } from "../../../lib/api";
import { adminCall } from "../admin-api";

const media = client.admin.media;
const upload = media.uploads[":key"][":uploadId"];
/** What the route at `F` answers when it succeeds (for the uploads sent with XMLHttpRequest). */
type AnswerOf<F extends (...args: never[]) => Promise<unknown>> = Answer<Awaited<ReturnType<F>>>;
type UploadedPart = AnswerOf<(typeof upload.parts)[":partNumber"]["$put"]>;

/** Fraction done, 0 to 1. */
export type OnProgress = (fraction: number) => void;

function send(method: "POST" | "PUT", path: string, body: XMLHttpRequestBodyInit, onProgress: (loaded: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText ? JSON.parse(xhr.responseText) : undefined);
      else reject(new ApiRequestError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "", "The upload was interrupted. Check your connection and try again."));
    xhr.send(body);
  });
}

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The browser's idea of a file's type; only a hint for choosing the route (the server reads the bytes). */
function isVideoFile(file: File): boolean {
  return file.type === "video/mp4" || file.type === "video/webm" || /\.(mp4|m4v|webm)$/i.test(file.name);
}

/** A refusal the browser can make before sending anything (the server checks again). */
export function precheck(file: File): string | null {
  const limit = isVideoFile(file) ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
  if (file.size > limit) return `${isVideoFile(file) ? "Videos" : "Images"} must be at most ${limit / (1024 * 1024)} MB.`;
  if (file.size === 0) return "The file is empty.";
  return null;
}

async function uploadWhole(file: File, alt: string, onProgress: OnProgress): Promise<MediaItem> {
  const form = new FormData();
  form.set("file", file);
  form.set("alt", alt);
  form.set("name", file.name);
  const path = apiPath(media.$path());
  return (await send("POST", path, form, (loaded) => onProgress(Math.min(loaded / file.size, 1)))) as AnswerOf<typeof media.$post>;
}

async function uploadInParts(file: File, alt: string, onProgress: OnProgress): Promise<MediaItem> {
  const type = file.type === "video/webm" || /\.webm$/i.test(file.name) ? "video/webm" : "video/mp4";
  const sha256 = await sha256Hex(file);
  const { data: start } = await adminCall((o) => media.uploads.$post({ json: { sha256, type, size: file.size, alt, name: file.name } }, o));
  if ("existing" in start) {
    onProgress(1);
    return start.existing;
  }
  const param = { key: start.key, uploadId: encodeURIComponent(start.uploadId) };
  const parts: UploadedPart[] = [];
  try {
    for (let n = 1, at = 0; at < file.size; n += 1, at += start.partBytes) {
      const done = at;
      parts.push(
        (await send(
          "PUT",
          apiPath(upload.parts[":partNumber"].$path({ param: { ...param, partNumber: String(n) } })),
          file.slice(at, at + start.partBytes),
          (loaded) => onProgress(Math.min((done + loaded) / file.size, 1)),
        )) as UploadedPart,
      );
    }
  } catch (error) {
    // Parts already sent would otherwise wait in the bucket until R2 expires the upload.
    await adminCall((o) => upload.$delete({ param }, o)).catch(() => undefined);
    throw error;
  }
  return (await adminCall((o) => upload.complete.$post({ param, json: { parts } }, o))).data;
}

export function uploadMedia(file: File, alt: string, onProgress: OnProgress): Promise<MediaItem> {
  return isVideoFile(file) ? uploadInParts(file, alt, onProgress) : uploadWhole(file, alt, onProgress);
}

// Sizes are formatted where the Worker formats them too (the artwork of a merch quote).
export { formatBytes } from "#contract/format.ts";

/** "PNG", "MP4" … for a stored type. */
export const typeLabel = (type: string): string =>
  Object.hasOwn(mediaTypes, type) ? mediaTypes[type as keyof typeof mediaTypes].label : type;
