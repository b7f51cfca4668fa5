/** Files for the media tests, built byte by byte so each test says what it sends. */

const bytes = (...parts: (number[] | string | Uint8Array)[]) => {
  const chunks = parts.map((p) => (typeof p === "string" ? new TextEncoder().encode(p) : p instanceof Uint8Array ? p : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** A PNG header (signature and IHDR) of the given size, padded with `padding` more bytes; `seed` varies the content. */
export function png(width: number, height: number, padding = 32, seed = 0): Uint8Array {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32(13),
    "IHDR",
    u32(width),
    u32(height),
    [8, 6, 0, 0, 0],
    u32(0),
    new Uint8Array(padding).fill(seed),
  );
}

/** A JPEG with an APP0 segment, then a baseline frame header of the given size. */
export function jpeg(width: number, height: number): Uint8Array {
  return bytes(
    [0xff, 0xd8, 0xff, 0xe0, 0, 16],
    "JFIF",
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3],
    new Uint8Array(24),
    [0xff, 0xd9],
  );
}

/** The start of a WebM (EBML header with the "webm" doctype), then `size` bytes in all. */
export function webm(size: number, seed = 1): Uint8Array {
  const head = bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84],
    "webm",
    [0x42, 0x87, 0x81, 0x04],
  );
  const out = new Uint8Array(size).fill(seed);
  out.set(head, 0);
  return out;
}

export const safeSvg =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#0a5"/></svg>';
export const scriptedSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(document.cookie)</script></svg>';
export const handlerSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" onload="alert(1)"/></svg>';
export const externalSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><image xlink:href="https://tracker.example/x.png"/></svg>';

/** A Windows executable's first bytes, whatever it is named. */
export const executable = bytes("MZ", new Uint8Array(200));

export async function sha256Hex(data: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", data);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
