/**
 * A stand-in Access team for tests: an RSA key set generated here, served to the Worker at the
 * network boundary (the certs fetch), and tokens signed with it. The Worker verifies them through
 * its production code path.
 */
import { env, SELF } from "cloudflare:test";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from "jose";
import { setCertsFetch } from "#worker/access/certs.ts";
import { ORIGIN } from "./helpers";

export const ISSUER = "https://kilbride-test.cloudflareaccess.com";
export const AUDIENCE = "kilbride-test-aud";
export const ADMIN_EMAIL = "ciara.kilbride@kilbride.example";
export const KID = "test-key-1";

export interface TestKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  certRequests: string[];
}

/** Generates the team's key set and makes the Worker's certs fetch answer with it. */
export async function installTestKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: KID, alg: "RS256", use: "sig" };
  const certRequests: string[] = [];
  setCertsFetch(async (url) => {
    certRequests.push(String(url));
    if (String(url) !== `${ISSUER}/cdn-cgi/access/certs`) return new Response("unknown team", { status: 404 });
    return Response.json({ keys: [publicJwk], public_cert: { kid: KID, cert: "" } });
  });
  return { privateKey, publicKey, publicJwk, certRequests };
}

/** A token like Access issues, valid unless the overrides say otherwise. */
export async function signToken(
  keys: Pick<TestKeys, "privateKey">,
  overrides: { claims?: JWTPayload; header?: Record<string, unknown>; key?: CryptoKey } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: ADMIN_EMAIL,
    type: "app",
    iss: ISSUER,
    aud: [AUDIENCE],
    iat: now,
    nbf: now,
    exp: now + 3600,
    sub: "admin-1",
    ...overrides.claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: KID, ...overrides.header })
    .sign(overrides.key ?? keys.privateKey);
}

/** A request to the Worker as the admin pages send it, with the token in Access's header. */
export function adminFetch(path: string, token: string | null, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set("Cf-Access-Jwt-Assertion", token);
  if (init.method && init.method !== "GET") headers.set("Origin", headers.get("Origin") ?? ORIGIN);
  return SELF.fetch(`${ORIGIN}${path}`, { ...init, headers });
}

/** A JSON write as the admin editors send it. */
export function adminJson(path: string, token: string, method: "POST" | "PUT", body: unknown): Promise<Response> {
  return adminFetch(path, token, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

{
  env;
}
