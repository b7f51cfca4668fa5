/**
 * Cloudflare Access settings of this deployment, read from the environment on every request so a
 * missing setting can never be cached into "open". Team domain and AUD tag are per-deployment
 * settings (wrangler secrets or dashboard variables), not in wrangler.toml, so `wrangler types`
 * does not know them: they are typed here as optional, because they may really be missing.
 */
import type { JWK } from "jose";
import { isLoopbackAddress } from "../lib/client-address";

/** The Access settings as they arrive in `env`. */
export interface AccessSettings {
  /** e.g. "https://kilbride.cloudflareaccess.com" (or just "kilbride.cloudflareaccess.com"). */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's Application Audience (AUD) tag. */
  ACCESS_AUD?: string;
  /** Local runs only: a private RSA JWK (JSON) that signs the local sign-in cookie. */
  ACCESS_LOCAL_SIGNING_KEY?: string;
}

/**
 * Local emulation needs a team domain under the reserved `.invalid` top-level domain, which no
 * real Access team can have; with a real team domain the local key is refused outright.
 */
const LOCAL_TEAM_SUFFIX = ".invalid";

export type AccessConfig = { ok: true; issuer: string; audience: string; local: LocalSigning | null } | { ok: false; reason: string };

export interface LocalSigning {
  privateJwk: JWK;
  publicJwk: JWK;
  kid: string;
}

/** "kilbride.cloudflareaccess.com/" → "https://kilbride.cloudflareaccess.com"; null when unusable. */
function issuerFromTeamDomain(teamDomain: string): string | null {
  const trimmed = teamDomain.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a request comes from this machine, as far as the Worker can tell. In workerd every part
 * of a request is the client's to write, so no single header can prove it: the URL's host (from
 * the Host header) must be a loopback name, which a page of another site reaching a local server
 * by DNS rebinding cannot send; and the client address must be loopback too. The local runtime
 * sets CF-Connecting-IP from the socket when the client sends none (Cloudflare always sets it, to
 * the real address), so a client on another machine that sends only "Host: localhost" is refused.
 * That such a client cannot connect at all is the servers' part: `npm start`, `npm run dev` and
 * the browser tests listen on 127.0.0.1 only (ADR 181).
 */
function isLocalRequest(request: Request): boolean {
  const address = request.headers.get("CF-Connecting-IP");
  return LOOPBACK_HOSTS.has(new URL(request.url).hostname) && (address === null || isLoopbackAddress(address));
}

function parseLocalKey(json: string): LocalSigning | null {
  try {
    const privateJwk = JSON.parse(json) as JWK;
    if (privateJwk.kty !== "RSA" || !privateJwk.d || !privateJwk.n || !privateJwk.e || !privateJwk.kid) return null;
    const { kty, n, e, kid } = privateJwk;
    return { privateJwk, publicJwk: { kty, n, e, kid, alg: "RS256", use: "sig" }, kid };
  } catch {
    return null;
  }
}

/**
 * The settings for a request, or why admin calls must be refused. Fails closed: no team domain,
 * no AUD, or a local key next to a real team domain all refuse every admin call.
 */
export function readAccessConfig(env: AccessSettings, request: Request): AccessConfig {
  const issuer = issuerFromTeamDomain(env.ACCESS_TEAM_DOMAIN ?? "");
  const audience = (env.ACCESS_AUD ?? "").trim();
  if (!issuer || !audience) return { ok: false, reason: "Admin access is not configured." };

  const localKey = (env.ACCESS_LOCAL_SIGNING_KEY ?? "").trim();
  const localTeam = new URL(issuer).hostname.endsWith(LOCAL_TEAM_SUFFIX);
  if (!localKey) return { ok: true, issuer, audience, local: null };
  if (!localTeam) {
    console.error("ACCESS_LOCAL_SIGNING_KEY is set next to a real Access team domain; refusing admin calls.");
    return { ok: false, reason: "Admin access is misconfigured." };
  }
  // The local key signs only for requests from this machine.
  if (!isLocalRequest(request)) return { ok: false, reason: "Local admin sign-in works on localhost only." };
  const local = parseLocalKey(localKey);
  if (!local) return { ok: false, reason: "Admin access is misconfigured." };
  return { ok: true, issuer, audience, local };
}
