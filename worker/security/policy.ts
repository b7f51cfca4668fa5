/**
 * The site's security headers as plain data, shared by the Worker's middleware and the build
 * (which writes them into `_headers` for files the asset server answers directly).
 */

/** CSP for HTML: scripts only from our origin plus the one inline theme script, by hash. */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    // Inline style attributes come from React/Radix (CSS variables); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // Post and project images may live on any https host an admin links to; blob: is the admin
    // editors' preview of a chosen file before it is uploaded.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
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

/** The `_headers` file for files served straight from the asset server. */
export function staticAssetHeaders(): string {
  const lines = Object.entries({
    ...baseSecurityHeaders,
    "Content-Security-Policy": contentSecurityPolicy([]),
  }).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}
