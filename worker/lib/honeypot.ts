import { HONEYPOT_FIELD } from "#contract/fields.ts";

/**
 * True when the hidden honeypot field was filled in, which people never do. Such a submission is
 * answered like a success (so the bot learns nothing) and stored nowhere.
 */
export function isBot(payload: Record<string, unknown>): boolean {
  const value = payload[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/** The id a bot is shown: shaped like a real one, pointing at nothing. */
export function decoyId(): number {
  return 1 + Math.floor(Math.random() * 100_000);
}
