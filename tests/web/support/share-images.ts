/**
 * Reads a page's share image back: its og:image tags from the HTML, and the pixel size an image
 * file says in its header (PNG's IHDR, JPEG's frame header), so a test checks the picture a link
 * preview fetches is the size the page states.
 */

/** og:image with its alt text and size, and twitter:image, as the page's head says them. */
export function shareImageTags(html: string) {
  const tag = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(Number.parseInt(n, 16)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return {
    url: tag("og:image"),
    alt: tag("og:image:alt"),
    width: Number(tag("og:image:width")),
    height: Number(tag("og:image:height")),
    twitter: tag("twitter:image"),
    twitterAlt: tag("twitter:image:alt"),
  };
}

/** The type and pixel size of a PNG or JPEG file; null for anything else. */
export function imageSize(file: Uint8Array): { type: "image/png" | "image/jpeg"; width: number; height: number } | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (file.length >= 24 && png.every((byte, i) => file[i] === byte) && String.fromCharCode(...file.subarray(12, 16)) === "IHDR") {
    return { type: "image/png", width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (file[0] !== 0xff || file[1] !== 0xd8) return null;
  // JPEG: walk the segments to the first frame header (SOF0–SOF15 but DHT, JPG and DAC).
  let at = 2;
  while (at + 9 <= file.length && file[at] === 0xff) {
    const marker = file[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { type: "image/jpeg", height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
