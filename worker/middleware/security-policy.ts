/**
 * The site's security headers as plain data, shared by the Worker's middleware and the build
 * (which writes them into `_headers` for files the asset server answers directly).
 */
import { EMBED_HOSTS } from "#contract/embed-hosts.ts";

/** Turnstile's script and its challenge frame (the lead forms' bot check, ADR 184). */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * CSP for HTML: scripts only from our origin plus the one inline theme script, by hash, and
 * Turnstile's (script and frame, loaded only once a visitor starts using a lead form); styles only
 * from our stylesheet. Inline styles are refused (ADR 182): the pages style with classes, and the
 * styles React and Radix set from scripts go through the CSSOM, which style-src does not govern.
 * `devInlineStyles`: Vite's dev server injects its CSS as <style> elements (`npm run dev` only).
 * `upgradeInsecureRequests`: only for answers served over https (ADR 183). Over http the directive
 * helps nothing, and WebKit applies it on loopback too, so the local site (`npm start`,
 * `npm run dev`) loaded no stylesheet and no script there.
 */
export function contentSecurityPolicy(
  inlineScriptHashes: readonly string[],
  { devInlineStyles = false, upgradeInsecureRequests }: { devInlineStyles?: boolean; upgradeInsecureRequests: boolean },
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes.map((h) => `'${h}'`), TURNSTILE_ORIGIN].join(" ")}`,
    devInlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Post and project images may live on any https host an admin links to; blob: is the admin
    // editors' preview of a chosen file before it is uploaded.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // Exactly the hosts whose embeds the post sanitiser keeps.
    `frame-src 'self' ${[...EMBED_HOSTS.map((host) => `https://${host}`), TURNSTILE_ORIGIN].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers that do not depend on the response. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The `_headers` file for files served straight from the asset server. `inlineScriptHashes`: the
 * theme script's, which the prerendered pages carry like the Worker's. `_headers` cannot depend on
 * the scheme, so the build decides: the production build (served over https only) upgrades, a
 * local build (served over http by `npm start`) does not.
 */
export function staticAssetHeaders(
  inlineScriptHashes: readonly string[],
  { upgradeInsecureRequests }: { upgradeInsecureRequests: boolean },
): string {
  const lines = Object.entries({
    ...baseSecurityHeaders,
    "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes, { upgradeInsecureRequests }),
  }).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}
