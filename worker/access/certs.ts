/**
 * Where the public keys that sign Access tokens come from. Production: the team's certs endpoint
 * (`https://<team>.cloudflareaccess.com/cdn-cgi/access/certs`), fetched by jose, cached per isolate
 * and matched by `kid` (an unknown kid triggers at most one refetch per cooldown). Local runs: the
 * public half of the local signing key. Either way `jwtVerify` gets a key resolver and nothing else
 * differs.
 */
import { createLocalJWKSet, createRemoteJWKSet, customFetch, type FetchImplementation, type JWK, type JWTVerifyGetKey } from "jose";

/** The network boundary; tests replace it with a stand-in that serves their own key set. */
let fetchCerts: FetchImplementation = (url, options) => fetch(url, options);

/** One resolver (and so one key cache) per team domain, for the life of the isolate. */
const remoteSets = new Map<string, JWTVerifyGetKey>();

/** The URL of a team's signing keys. */
function certsUrl(issuer: string): URL {
  return new URL("/cdn-cgi/access/certs", issuer);
}

/** Key resolver for a team: its published keys, fetched on first use and cached. */
export function teamKeys(issuer: string): JWTVerifyGetKey {
  let keys = remoteSets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(certsUrl(issuer), { [customFetch]: fetchCerts, cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
    remoteSets.set(issuer, keys);
  }
  return keys;
}

/** Key resolver for the local signing key (its public half only). */
const localSets = new Map<string, JWTVerifyGetKey>();

/** The local emulation's key set, one per key per isolate: a set imports its key once, on first use. */
export function localKeys(publicJwk: JWK): JWTVerifyGetKey {
  const id = JSON.stringify(publicJwk);
  let keys = localSets.get(id);
  if (!keys) {
    keys = createLocalJWKSet({ keys: [publicJwk] });
    localSets.set(id, keys);
  }
  return keys;
}

/**
 * Replaces how certs are fetched and empties the key cache. For tests only: production never
 * calls it, so it always fetches from the team domain.
 */
export function setCertsFetch(fetchImpl: FetchImplementation | null): void {
  fetchCerts = fetchImpl ?? ((url, options) => fetch(url, options));
  remoteSets.clear();
}
