/**
 * A lead's public reference, e.g. `KB-C-4KQ7M2X`: what a visitor quotes when they write or call,
 * shown on the confirmation and in the acknowledgement e-mail, and found by the admin search. It
 * is not the database id: the id goes through a fixed permutation of 32-bit numbers (multiply by an
 * odd constant, add one, mod 2^32), so references look unrelated and do not reveal how many leads
 * the company gets. It is not a secret (anyone with this code can decode one); it needs no column.
 */
import type { LeadKind } from "./lead-kinds";

const prefixes = {
  inquiries: "C",
  "project-requests": "P",
  "contractor-applications": "T",
  "partner-requests": "R",
  affiliates: "A",
  "merch-quotes": "M",
} as const satisfies Record<LeadKind, string>;

// Crockford's base 32: no I, L, O or U, so a reference read out over the phone is unambiguous.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const MULTIPLIER = 0x9e3779b1; // odd, so the multiplication is a permutation mod 2^32
const INVERSE = 0x0e8b2f51; // MULTIPLIER × INVERSE ≡ 1 (mod 2^32)
const OFFSET = 0x5bd1e995;
const LENGTH = 7; // 32 bits in base 32

export function leadReference(kind: LeadKind, id: number): string {
  let n = (Math.imul(id >>> 0, MULTIPLIER) + OFFSET) >>> 0;
  let code = "";
  for (let i = 0; i < LENGTH; i += 1) {
    code = ALPHABET[n % 32] + code;
    n = Math.floor(n / 32);
  }
  return `KB-${prefixes[kind]}-${code}`;
}

/** The kind and id a reference stands for, or null when it is not one (any case, spaces ignored). */
export function parseLeadReference(text: string): { kind: LeadKind; id: number } | null {
  const match = /^KB-([A-Z])-([0-9A-Z]{7})$/.exec(text.replace(/\s+/g, "").toUpperCase());
  if (!match) return null;
  const kind = (Object.keys(prefixes) as LeadKind[]).find((k) => prefixes[k] === match[1]);
  if (!kind) return null;
  let n = 0;
  for (const char of match[2] ?? "") {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    n = n * 32 + digit;
  }
  if (n > 0xffffffff) return null;
  const id = Math.imul((n - OFFSET) >>> 0, INVERSE) >>> 0;
  return id > 0 && id <= Number.MAX_SAFE_INTEGER ? { kind, id } : null;
}
