/**
 * Sending mail: the one place that talks to the Email Service `send_email` binding (wrangler.toml
 * `[[send_email]]`, simulated locally by Miniflare). Everything else composes an `OutgoingMail`.
 */

export interface OutgoingMail {
  /** "Name <address>" or a bare address. */
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers Email Service accepts (its allow-list: e.g. List-Unsubscribe); values made header-safe. */
  headers?: Record<string, string>;
}

/**
 * A header value with no line breaks: a CR or LF in a name or subject could otherwise start a
 * header of its own (header injection). Runs of whitespace collapse to one space.
 */
function headerSafe(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029\u0085]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** "Name <a@b>" → { name, email }; a bare address stays a string (the binding takes both). */
function address(value: string): string | EmailAddress {
  const safe = headerSafe(value);
  const match = /^(.*?)\s*<([^<>\s]+)>$/.exec(safe);
  if (!match) return safe;
  const name = match[1]!.replace(/"/g, "").trim();
  return name ? { name, email: match[2]! } : match[2]!;
}

/** Sends one mail through the binding; resolves with Email Service's message id, throws its error. */
export async function sendMail(binding: SendEmail, mail: OutgoingMail): Promise<string> {
  const result = await binding.send({
    from: address(mail.from),
    to: mail.to.map(address),
    ...(mail.replyTo ? { replyTo: address(mail.replyTo) } : {}),
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    ...(mail.headers
      ? { headers: Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, headerSafe(value)])) }
      : {}),
  });
  return result.messageId;
}
