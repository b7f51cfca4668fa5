/**
 * An image's pixel size where its header states it cheaply (no decoding): PNG's IHDR, JPEG's
 * start-of-frame, WebP's VP8/VP8L/VP8X header, AVIF's `ispe` property, SVG's width/height or
 * viewBox. Null when the bytes do not say, and the public pages fall back to their box size.
 */
import type { MediaType } from "#contract/media.ts";

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => ((u16be(b, at) << 16) >>> 0) + u16be(b, at + 2);

function valid(width: number, height: number): Dimensions | null {
  return width > 0 && height > 0 && width <= 65_535 && height <= 65_535 ? { width, height } : null;
}

function png(b: Uint8Array): Dimensions | null {
  return String.fromCharCode(...b.subarray(12, 16)) === "IHDR" ? valid(u32be(b, 16), u32be(b, 20)) : null;
}

function jpeg(b: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return valid(u16be(b, at + 7), u16be(b, at + 5));
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webp(b: Uint8Array): Dimensions | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === "VP8X") return valid(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === "VP8L" && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return valid((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") return valid(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  return null;
}

function avif(b: Uint8Array): Dimensions | null {
  // The first image spatial extent property is the primary item's in files encoders write.
  for (let at = 4; at + 16 <= b.length; at += 1) {
    if (b[at] === 0x69 && b[at + 1] === 0x73 && b[at + 2] === 0x70 && b[at + 3] === 0x65) return valid(u32be(b, at + 8), u32be(b, at + 12));
  }
  return null;
}

function svgLength(value: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? "");
  return match ? Math.round(Number(match[1])) : null;
}

function svg(b: Uint8Array): Dimensions | null {
  const text = new TextDecoder().decode(b);
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const width = svgLength(attr("width"));
  const height = svgLength(attr("height"));
  if (width && height) return valid(width, height);
  const box = (attr("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , w = Number.NaN, h = Number.NaN] = box;
  return box.length === 4 && Number.isFinite(w) && Number.isFinite(h) ? valid(Math.round(w), Math.round(h)) : null;
}

export function imageDimensions(type: MediaType, bytes: Uint8Array): Dimensions | null {
  switch (type) {
    case "image/png":
      return png(bytes);
    case "image/jpeg":
      return jpeg(bytes);
    case "image/webp":
      return webp(bytes);
    case "image/avif":
      return avif(bytes);
    case "image/svg+xml":
      return svg(bytes);
    default:
      return null;
  }
}
