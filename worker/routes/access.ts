/**
 * /api/access — the admin area's session probe and the local Access emulation.
 * GET /session tells the admin pages whether the caller is signed in (it runs the same verifier
 * as every admin call and returns only the caller's own e-mail), so they can offer sign-in
 * instead of firing calls that would be refused. The local sign-in and sign-out exist only while
 * the local signing key is configured (and only on loopback); elsewhere they are 404.
 */
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AdminSession } from "#contract/admin.ts";
import { readAccessConfig } from "../access/config";
import { LOCAL_SESSION_SECONDS, signLocalToken } from "../access/local-sign-in";
import { ACCESS_COOKIE, accessToken, verifyAccessToken } from "../access/verify";
import { jsonError } from "../lib/http-error";
import type { AdminEnv } from "../middleware/admin-access";

const accessSession = new Hono<AdminEnv>()
  .get("/session", async (c) => {
    const config = readAccessConfig(c.env, c.req.raw);
    const local = config.ok && config.local !== null;
    const token = accessToken(c);
    if (!config.ok || !token) return c.json<AdminSession>({ signedIn: false, email: null, local });
    try {
      const { email } = await verifyAccessToken(token, config);
      return c.json<AdminSession>({ signedIn: true, email, local });
    } catch {
      return c.json<AdminSession>({ signedIn: false, email: null, local });
    }
  })
  .post("/local-sign-in", async (c) => {
    const config = readAccessConfig(c.env, c.req.raw);
    if (!config.ok || !config.local) return jsonError(c, 404, "Not found.");
    const token = await signLocalToken(config.local, config.issuer, config.audience);
    setCookie(c, ACCESS_COOKIE, token, { path: "/", httpOnly: true, sameSite: "Lax", maxAge: LOCAL_SESSION_SECONDS });
    return c.body(null, 204);
  })
  .post("/local-sign-out", async (c) => {
    const config = readAccessConfig(c.env, c.req.raw);
    if (!config.ok || !config.local) return jsonError(c, 404, "Not found.");
    deleteCookie(c, ACCESS_COOKIE, { path: "/" });
    return c.body(null, 204);
  });

export default accessSession;
