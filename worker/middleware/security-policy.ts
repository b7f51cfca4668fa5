/**
 * The site's security headers as plain data, shared by the Worker's middleware and the build
 * (which writes them into `_headers` for files the asset server answers directly).
 */
import { EMBED_HOSTS } from "#contract/embed-hosts.ts";

/**
 * CSP for HTML: scripts only from our origin plus the one inline theme script, by hash; styles only
 * from our stylesheet. Inline styles are refused (ADR 182): the pages style with classes, and the
 * styles React and Radix set from scripts go through the CSSOM, which style-src does not govern.
 * `devInlineStyles`: Vite's dev server injects its CSS as <style> elements (`npm run dev` only).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], { devInlineStyles = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    devInlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Post and project images may live on any https host an admin links to; blob: is the admin
    // editors' preview of a chosen file before it is uploaded.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // Exactly the hosts whose embeds the post sanitiser keeps.
    `frame-src 'self' ${EMBED_HOSTS.map((host) => `https://${host}`).join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
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
 * theme script's, which the prerendered pages carry like the Worker's.
 */
export function staticAssetHeaders(inlineScriptHashes: readonly string[]): string {
  const lines = Object.entries({
    ...baseSecurityHeaders,
    "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes),
  }).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}
