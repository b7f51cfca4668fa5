/**
 * The local mail store: what `wrangler dev`'s simulated `send_email` binding sent, as its local
 * explorer lists it (`/cdn-cgi/local/explorer/api/local/email/sending`, newest first). Browser tests
 * read the visitor's acknowledgement there, as the visitor would read it in their inbox.
 */
import { type APIRequestContext, expect } from "@playwright/test";

const STORE = "/cdn-cgi/local/explorer/api/local/email/sending";

export interface StoredMail {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  messageId: string;
  text?: string;
  html?: string;
}

async function listed(request: APIRequestContext): Promise<StoredMail[]> {
  const res = await request.get(`${STORE}?per_page=100`);
  if (!res.ok()) return [];
  return ((await res.json()) as { result?: StoredMail[] }).result ?? [];
}

/** Every mail sent to `address` so far (none yet: an empty list). */
export async function mailsTo(request: APIRequestContext, address: string): Promise<StoredMail[]> {
  const wanted = address.toLowerCase();
  return (await listed(request)).filter((mail) => mail.to.some((to) => to.toLowerCase().includes(wanted)));
}

/** The one mail to `address` whose subject matches, with its text and HTML, once it has been sent (the queue runs after the answer). */
export async function mailTo(request: APIRequestContext, address: string, subject: RegExp): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, address)).find((mail) => subject.test(mail.subject));
        return found?.subject ?? "";
      },
      { timeout: 20_000, message: `a mail to ${address} in the local mail store` },
    )
    .toMatch(subject);
  const res = await request.get(`${STORE}?email_id=${encodeURIComponent(found!.messageId)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: StoredMail }).result;
}
