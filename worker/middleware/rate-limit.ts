/**
 * Per-client limit on public writes through the Workers Rate Limiting binding. The limit itself is
 * configuration (wrangler.toml `[[ratelimits]]`); each route passes its own bucket name so one
 * busy form does not lock a visitor out of another.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { clientAddressKey } from "../lib/client-address";
import { jsonError } from "../lib/http-error";

const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * The client as Cloudflare reports its address (IPv6 by /64, see ../lib/client-address.ts); local
 * runs without the header share one bucket.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP");
  return address === null ? "local" : clientAddressKey(address);
}

export function rateLimit(bucket: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { success } = await c.env.PUBLIC_WRITE_LIMITER.limit({ key: `${bucket}:${clientKey(c.req.raw)}` });
    if (!success) {
      c.header("Retry-After", "60");
      return jsonError(c, 429, RATE_LIMIT_MESSAGE);
    }
    return next();
  };
}
