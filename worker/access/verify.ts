/**
 * Verifying a Cloudflare Access token (the `Cf-Access-Jwt-Assertion` header or the
 * `CF_Authorization` cookie): RS256 only, signature by one of the team's keys matched by `kid`,
 * issuer = team domain, audience = the application's AUD tag, `exp` required and enforced, `nbf`
 * enforced when present. Local runs take the very same path with the local key's public half.
 */
import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import { jwtVerify, type JWTPayload } from "jose";
import { localKeys, teamKeys } from "./certs";
import type { AccessConfig } from "./config";

const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";
export const ACCESS_COOKIE = "CF_Authorization";

/** The verified caller. */
export interface AccessIdentity {
  /** The admin's e-mail (a service token's common name when there is no e-mail). */
  email: string;
}

/** The token a request carries: the header Access adds, else the cookie the browser sends. */
export function accessToken(c: Context): string | undefined {
  return c.req.header(ACCESS_HEADER)?.trim() || getCookie(c, ACCESS_COOKIE) || undefined;
}

interface AccessClaims extends JWTPayload {
  email?: unknown;
  common_name?: unknown;
}

/** Verifies a token; throws on anything short of a valid token for this application. */
export async function verifyAccessToken(token: string, config: Extract<AccessConfig, { ok: true }>): Promise<AccessIdentity> {
  const keys = config.local ? localKeys(config.local.publicJwk) : teamKeys(config.issuer);
  const { payload } = await jwtVerify<AccessClaims>(token, keys, {
    issuer: config.issuer,
    audience: config.audience,
    algorithms: ["RS256"],
    requiredClaims: ["exp"],
    clockTolerance: 30,
  });
  const email = typeof payload.email === "string" ? payload.email : typeof payload.common_name === "string" ? payload.common_name : "";
  if (!email) throw new Error("Access token names no user");
  return { email };
}
