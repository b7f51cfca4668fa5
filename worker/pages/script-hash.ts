const hashes = new Map<string, Promise<string>>();

/** The CSP source ("sha256-…") that allows an inline script with exactly this text; once per isolate. */
export function scriptHash(text: string): Promise<string> {
  let hash = hashes.get(text);
  if (!hash) {
    hash = crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(text))
      .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    hashes.set(text, hash);
  }
  return hash;
}
