/**
 * What a file is, from its first bytes (its name and the browser's claimed type are ignored):
 * JPEG, PNG, WebP, AVIF, SVG (as text), MP4 or WebM; null for anything else.
 */
import type { MediaType } from "#contract/media.ts";

/** Enough of the head of a file to recognise it (the WebM doctype sits in the first few dozen bytes). */
export const SNIFF_BYTES = 4096;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

const AVIF_BRANDS = new Set(["avif", "avis"]);
// ISO base media brands browsers play as MP4 (QuickTime "qt  " and HEIC stills are not).
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "f4v ",
]);

/** The brands of an ISO BMFF `ftyp` box (major brand first), or null when there is none. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize > 0 ? boxSize : 12, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/** The start of a text file with its BOM, XML declaration, comments and doctype skipped. */
function svgRoot(bytes: Uint8Array): boolean {
  const text = new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES)).replace(/^\uFEFF/, "");
  const rest = text.replace(/^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*/i, "");
  return /^<svg[\s>/]/i.test(rest);
}

export function sniffType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  const brands = ftypBrands(bytes);
  if (brands) {
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "image/avif";
    if (brands.some((brand) => MP4_BRANDS.has(brand))) return "video/mp4";
    return null;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: Matroska and WebM share it; only the "webm" doctype is a WebM.
    return ascii(bytes, 0, Math.min(bytes.length, 64)).includes("webm") ? "video/webm" : null;
  }
  if (svgRoot(bytes)) return "image/svg+xml";
  return null;
}
