/**
 * Local emulation of Access: a token shaped like Access's (RS256, kid, iss = team domain,
 * aud = AUD tag, email, iat/nbf/exp) signed with the local key from .dev.vars, so the Worker
 * verifies local sessions exactly as it verifies production ones.
 */
import { importJWK, SignJWT } from "jose";
import type { LocalSigning } from "./config";

/** Who the local admin is. */
const LOCAL_ADMIN_EMAIL = "local-admin@kilbride.invalid";
/** Local sessions last a working day, like a typical Access session duration. */
export const LOCAL_SESSION_SECONDS = 8 * 60 * 60;

export async function signLocalToken(local: LocalSigning, issuer: string, audience: string): Promise<string> {
  const key = await importJWK(local.privateJwk, "RS256");
  return new SignJWT({ email: LOCAL_ADMIN_EMAIL, type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: local.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject("local-admin")
    .setIssuedAt()
    .setNotBefore("0s")
    .setExpirationTime(`${LOCAL_SESSION_SECONDS}s`)
    .sign(key);
}
