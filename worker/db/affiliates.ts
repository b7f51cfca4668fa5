import type { AffiliatePayload } from "../../contract/affiliate";
import { newReferralCode } from "../lib/referral-code";
import type { Db } from "./client";
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
 * Registers an affiliate (one row) with a new referral code and returns both. The UNIQUE column is
 * the arbiter of uniqueness: on a clash a new code is drawn and the insert tried again.
 */
export async function createAffiliate(
  db: Db,
  input: AffiliatePayload,
  generateCode: () => string = newReferralCode,
): Promise<{ id: number; referralCode: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const referralCode = generateCode();
    try {
      const [row] = await db
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
        .returning({ id: affiliates.id, referralCode: affiliates.referralCode });
      if (!row) throw new Error("Insert returned no row");
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_CODE_ATTEMPTS) throw error;
    }
  }
}
