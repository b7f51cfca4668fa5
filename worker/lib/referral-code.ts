import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "#contract/affiliate.ts";

/**
 * A new referral code: REFERRAL_CODE_LENGTH characters drawn uniformly from an alphabet without
 * look-alikes, from the platform's CSPRNG (31^8 ≈ 8.5e11 codes, so they cannot be guessed in turn).
 */
export function newReferralCode(): string {
  const size = REFERRAL_CODE_ALPHABET.length;
  // Reject bytes above the largest multiple of the alphabet size, so every character is equally likely.
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < REFERRAL_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(REFERRAL_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < REFERRAL_CODE_LENGTH) code += REFERRAL_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}
