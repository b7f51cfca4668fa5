/**
 * Cloudflare's documented Turnstile test secrets, and a stand-in for siteverify that answers them as
 * Cloudflare does, without the network (ADR 184). Local configuration (wrangler.toml's top-level
 * vars) uses the test keys, so `npm start` and the tests run the whole bot check here; a test
 * secret accepts any token, so no real key is ever needed locally.
 */
import type { SiteverifyAnswer } from "./turnstile";

/** Test secrets: siteverify answers each the same whatever the token. */
export const TEST_SECRETS = {
  passes: "1x0000000000000000000000000000000AA",
  fails: "2x0000000000000000000000000000000AA",
  spent: "3x0000000000000000000000000000000AA",
} as const;

export function isTestSecret(secret: string): boolean {
  return (Object.values(TEST_SECRETS) as string[]).includes(secret);
}

const answer = (body: SiteverifyAnswer) => Response.json(body);

/**
 * siteverify for the test secrets, as a `fetch` for the adapter: the documented answer shapes, with
 * a dummy hostname and no action, as Cloudflare's test answers carry none of the site's.
 */
export const localSiteverify: typeof fetch = async (_input, init) => {
  const form = init?.body instanceof FormData ? init.body : new FormData();
  const secret = String(form.get("secret") ?? "");
  const token = String(form.get("response") ?? "");
  if (!secret) return answer({ success: false, "error-codes": ["missing-input-secret"] });
  if (!isTestSecret(secret)) return answer({ success: false, "error-codes": ["invalid-input-secret"] });
  if (!token) return answer({ success: false, "error-codes": ["missing-input-response"] });
  if (secret === TEST_SECRETS.fails) return answer({ success: false, "error-codes": ["invalid-input-response"] });
  if (secret === TEST_SECRETS.spent) return answer({ success: false, "error-codes": ["timeout-or-duplicate"] });
  return answer({ success: true, challenge_ts: new Date().toISOString(), hostname: "example.com", "error-codes": [], action: "" });
};
