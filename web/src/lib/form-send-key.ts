/**
 * A lead form's idempotency key (ADR 302): 128 random bits in hex, made in the browser the
 * first time the form is sent and kept in sessionStorage under the form's slot, so a double click,
 * a network retry and a reload-and-resend of the same details all carry the same key. It is never
 * in the server's HTML: public pages are prerendered and cached, so a key there would be every
 * visitor's. A submit held by the boot script before hydration is replayed through the form's own
 * handler, which reads the key then. "Send another" renews it.
 */
const PREFIX = "kilbride-send-key:";

/** getRandomValues, not randomUUID: it works outside secure contexts too (a LAN address in development). */
const randomKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** Storage may be refused (a private window's quota, a blocked site): the key then lives as long as the page. */
function read(slot: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + slot);
  } catch {
    return null;
  }
}

export function formSendKey(slot: string) {
  let key: string | null = null;
  const save = (value: string) => {
    try {
      sessionStorage.setItem(PREFIX + slot, value);
    } catch {
      // Kept in memory only.
    }
    return value;
  };
  return {
    /** The form's key: the stored one, else a new one (stored). */
    current(): string {
      key ??= read(slot) ?? save(randomKey());
      return key;
    },
    /** A new intent (the visitor chose to send another). */
    renew(): void {
      key = save(randomKey());
    },
  };
}
