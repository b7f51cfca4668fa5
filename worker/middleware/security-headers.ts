/**
 * Security headers for every response the Worker sends, HTML included (values in
 * security-policy.ts, which the build also writes into `_headers` for static files).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { inlineScriptHashes } from "../pages/inline-scripts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-policy";
import { setResponseHeaders } from "./set-headers";

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // Vite's dev server injects inline scripts (React refresh) and <style> elements, so only
  // `npm run dev` relaxes the policy; a hash would make browsers ignore 'unsafe-inline', hence one
  // or the other.
  const dev = import.meta.env.MODE === "development";
  const allowed = dev ? ["unsafe-inline"] : await inlineScriptHashes();
  // Only https answers ask to upgrade (ADR 183): production is https only, the local site is http.
  const upgradeInsecureRequests = new URL(c.req.url).protocol === "https:";
  const policy = contentSecurityPolicy(allowed, { devInlineStyles: dev, upgradeInsecureRequests });
  setResponseHeaders(c, (headers) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value);
    headers.set("Content-Security-Policy", policy);
  });
};
