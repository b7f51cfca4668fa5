/**
 * The Turnstile siteverify adapter (ADR 184): asks Cloudflare whether a widget's token is good and
 * answers what the lead route needs to know. Its only way out is the `fetch` it is given, so tests
 * hand it a fake upstream and local configuration hands it the test-key stand-in
 * (local-siteverify.ts).
 */
import type { HeldReason } from "#contract/admin.ts";

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Long enough for siteverify's usual answer, short enough that the visitor's 201 is not held up. */
const TIMEOUT_MS = 3000;

/** siteverify's answer (Cloudflare's server-side validation reference). */
export interface SiteverifyAnswer {
  success: boolean;
  "error-codes"?: string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
}

export interface VerifyRequest {
  /** The widget's token from the form; absent when the check was blocked or never loaded. */
  token: string | undefined;
  secret: string;
  /** The visitor's address (CF-Connecting-IP), passed on as Cloudflare recommends. */
  remoteip: string | null;
  /** Hostnames a good token may come from (the site's own). */
  hostnames: readonly string[];
  /** The action the form's widget was rendered with: a token from another form is refused. */
  action: string;
  /** Whether to check hostname and action: the documented test secrets answer without them. */
  checkOrigin: boolean;
}

/** What the check concluded: verified, or the reason the lead is held. */
export type Verdict = { verified: true } | { verified: false; reason: HeldReason; detail: string };

/** Error codes after which asking again may help (Cloudflare: "the request can be retried"). */
const RETRYABLE = new Set(["internal-error"]);
/** Error codes that mean our own configuration is wrong, not the visitor's token. */
const CONFIGURATION = new Set(["missing-input-secret", "invalid-input-secret", "bad-request"]);

type Attempt = { answer: SiteverifyAnswer } | { unreachable: string };

async function ask(fetcher: typeof fetch, body: FormData): Promise<Attempt> {
  try {
    const res = await fetcher(SITEVERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) return { unreachable: `siteverify answered ${res.status}` };
    const answer = (await res.json()) as SiteverifyAnswer;
    if (typeof answer?.success !== "boolean") return { unreachable: "siteverify answered without success" };
    if (!answer.success && (answer["error-codes"] ?? []).some((code) => RETRYABLE.has(code))) {
      return { unreachable: `siteverify: ${(answer["error-codes"] ?? []).join(", ")}` };
    }
    return { answer };
  } catch (error) {
    return { unreachable: error instanceof Error ? `${error.name}: ${error.message}` : "siteverify failed" };
  }
}

/**
 * Verifies a token: one POST, and on a network failure, timeout, 5xx or internal-error one more
 * with the same idempotency key, so Cloudflare answers the retry as the first (a token is
 * single-use: a fresh request would be refused as already spent).
 */
export async function verifyTurnstile(
  request: VerifyRequest,
  fetcher: typeof fetch,
  idempotencyKey = crypto.randomUUID(),
): Promise<Verdict> {
  const token = request.token?.trim();
  if (!token) return { verified: false, reason: "no-token", detail: "no token" };
  const form = () => {
    const body = new FormData();
    body.set("secret", request.secret);
    body.set("response", token);
    if (request.remoteip) body.set("remoteip", request.remoteip);
    body.set("idempotency_key", idempotencyKey);
    return body;
  };
  let attempt = await ask(fetcher, form());
  if ("unreachable" in attempt) attempt = await ask(fetcher, form());
  if ("unreachable" in attempt) return { verified: false, reason: "unverified", detail: attempt.unreachable };
  const { answer } = attempt;
  const codes = answer["error-codes"] ?? [];
  if (!answer.success) {
    const reason = codes.some((code) => CONFIGURATION.has(code)) ? "unverified" : "failed";
    return { verified: false, reason, detail: codes.join(", ") || "refused" };
  }
  if (request.checkOrigin && !request.hostnames.includes(answer.hostname ?? "")) {
    return { verified: false, reason: "failed", detail: `hostname ${answer.hostname ?? "(none)"}` };
  }
  if (request.checkOrigin && answer.action !== request.action) {
    return { verified: false, reason: "failed", detail: `action ${answer.action ?? "(none)"}` };
  }
  return { verified: true };
}
