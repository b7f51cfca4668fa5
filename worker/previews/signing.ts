/**
 * Signed preview links (ADR 313): HMAC-SHA256 over "<token>.<expires>" with PREVIEW_SIGNING_SECRET,
 * so a shared link cannot be stretched past its expiry or pointed at another snapshot. The secret is
 * a deployment secret (`wrangler secret put`), written to .dev.vars for local runs by
 * scripts/local-access.ts; without one, links are not signed and only signed-in admins see previews.
 */

/** The settings as they arrive in `env` (a secret, so `wrangler types` does not know it). */
export interface PreviewSettings {
  PREVIEW_SIGNING_SECRET?: string;
  /** How long a preview works, in hours (wrangler.toml [vars]); an odd value falls back to 72. */
  PREVIEW_LINK_HOURS?: string;
}

const DEFAULT_HOURS = 72;
const HOUR_MS = 3_600_000;

export function previewLifetimeMs(env: PreviewSettings): number {
  const n = Number(env.PREVIEW_LINK_HOURS);
  return (Number.isInteger(n) && n >= 1 && n <= 24 * 30 ? n : DEFAULT_HOURS) * HOUR_MS;
}

/** A secret shorter than this is treated as none: a typo must not make links guessable. */
const MIN_SECRET_LENGTH = 16;

async function hmacKey(env: PreviewSettings): Promise<CryptoKey | null> {
  const secret = env.PREVIEW_SIGNING_SECRET ?? "";
  if (secret.length < MIN_SECRET_LENGTH) return null;
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const message = (token: string, expires: number) => new TextEncoder().encode(`${token}.${expires}`);

/** The signature of a link, or null when no secret is configured. */
export async function signPreview(env: PreviewSettings, token: string, expires: number): Promise<string | null> {
  const key = await hmacKey(env);
  return key ? toBase64Url(await crypto.subtle.sign("HMAC", key, message(token, expires))) : null;
}

/** Whether a link's signature is this deployment's for that token and expiry (compared in constant time by WebCrypto). */
export async function verifyPreview(env: PreviewSettings, token: string, expires: number, signature: string): Promise<boolean> {
  const key = await hmacKey(env);
  const bytes = fromBase64Url(signature);
  if (!key || !bytes) return false;
  return crypto.subtle.verify("HMAC", key, bytes, message(token, expires));
}
