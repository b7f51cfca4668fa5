/**
 * Who is signed in, on a route that anyone may call (a preview, a view count): the verified Access
 * e-mail when the request carries a valid token for this application (the CF_Authorization cookie
 * the admin's browser sends to the whole site, or Access's header), else null. Never throws: an
 * absent, invalid or expired token, or an unconfigured deployment, is simply nobody.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { type AccessSettings, readAccessConfig } from "./config";
import { accessToken, verifyAccessToken } from "./verify";

export async function signedInAdmin(c: Context<AppEnv>): Promise<string | null> {
  const token = accessToken(c);
  if (!token) return null;
  const config = readAccessConfig(c.env as Env & AccessSettings, c.req.raw);
  if (!config.ok) return null;
  try {
    return (await verifyAccessToken(token, config)).email;
  } catch {
    return null;
  }
}
