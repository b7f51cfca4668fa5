import type { AffiliatePayload } from "#contract/affiliate.ts";
import { newReferralCode } from "../lib/referral-code";
import type { Db } from "./client";
import { outboxInsert, type Audience, type StoredLead } from "./lead-notifications";
import { affiliates } from "./schema";

/** How many fresh codes to try before giving up; a clash is already a one-in-billions event. */
const MAX_CODE_ATTEMPTS = 5;

/** True when D1 refused the row because a UNIQUE column already holds the value. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Registers an affiliate (one row, with its notification in one batch) under a new referral code.
 * The UNIQUE column is the arbiter of uniqueness: on a clash the batch stores nothing, a new code
 * is drawn and the batch tried again.
 */
export async function createAffiliate(
  db: Db,
  input: AffiliatePayload,
  { audiences = ["team"], generateCode = newReferralCode }: { audiences?: readonly Audience[]; generateCode?: () => string } = {},
): Promise<StoredLead & { referralCode: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const referralCode = generateCode();
    try {
      const [[row], notifications] = await db.batch([
        db
          .insert(affiliates)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            payoutAddress: input.payoutAddress,
            howHeard: input.howHeard,
            industry: input.industry,
            termsAccepted: input.termsAccepted,
            referralCode,
          })
          .returning({ id: affiliates.id, referralCode: affiliates.referralCode }),
        outboxInsert(db, "affiliates", affiliates, audiences),
      ]);
      if (!row) throw new Error("Insert returned no row");
      return { ...row, notificationIds: notifications.map((n) => n.id) };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_CODE_ATTEMPTS) throw error;
    }
  }
}
