/**
 * "If I refer a $2M solar project, what's my commission?": the affiliate programme's published rate
 * for the service (content/programs/terms.ts) applied to the visitor's own figure, named back as
 * theirs. Without a figure, the rate for the service they name; without either, null (the
 * programme's document answers).
 */
import { num } from "#contract/calculator-summary.ts";
import { services } from "#content/services.ts";
import { affiliatePayout, commissionRates, type CommissionRate } from "#content/programs/terms.ts";
import { link } from "./link";
import { quantities, type Quantity } from "./slots";
import { serviceIn, servicesIn } from "./subjects";

const ABOUT_COMMISSION = /\b(commissions?|referr\w*|refer|refers|affiliates?|finder'?s fee|kickback)\b/;

const amount = (value: number) => `$${num(Math.round(value * 100) / 100)}`;

const rateLine = (row: CommissionRate, value: number | null) =>
  value === null
    ? `${row.service}: ${row.rate} ${row.basis}`
    : `${row.service}: ${row.rate} ${row.basis}, ${amount((value * row.ratePercent) / 100)} on ${amount(value)}`;

/** A referral's sum: dollars, or a bare figure of a thousand or more ("a 500k project"). */
const isSum = (q: Quantity) => q.unit === "$" || (q.unit === "none" && q.value >= 1000);

const rowOf = (id: string | undefined) => commissionRates.find((r) => r.inquiryType === services.find((s) => s.id === id)?.inquiryType);

/**
 * "A $2M solar project and a 500k pace one": each sum with the service named beside it (every sum
 * used, none applied to another service's rate), or null when they cannot be paired.
 */
function pairedSums(text: string): [CommissionRate, number][] | null {
  const pairs: [CommissionRate, number][] = [];
  let service: string | undefined;
  for (const piece of text.split(/\s+(?:and|&|plus|or)\s+|[,;]\s*/)) {
    service = serviceIn(piece) ?? service;
    const row = rowOf(service);
    const sums = quantities(piece).filter(isSum);
    if (sums.length > 1 || (sums.length === 1 && !row)) return null;
    const [sum] = sums;
    if (sum && row) pairs.push([row, sum.value]);
  }
  return pairs.length >= 2 ? pairs : null;
}

export function commissionAnswer(text: string): string | null {
  if (!ABOUT_COMMISSION.test(text)) return null;
  const sums = quantities(text).filter(isSum);
  const sum = sums[0];
  const service = services.find((s) => s.id === serviceIn(text));
  const row = service ? commissionRates.find((r) => r.inquiryType === service.inquiryType) : undefined;
  if (!sum && !row) return null;
  const value = sum?.value ?? null;
  const terms =
    `Commissions are paid ${affiliatePayout.timing}; referrals are tracked for ${affiliatePayout.trackingPeriod}. ` +
    `${affiliatePayout.minimumProjectSize} Register on ${link("the affiliate program page", "/affiliates")}.`;
  // Several sums: each with its own service's rate, or the rates alone when they cannot be paired (never one sum for all).
  if (sums.length >= 2) {
    const pairs = pairedSums(text);
    if (pairs) return `${pairs.map(([r, value]) => `${rateLine(r, value)} (your figure)`).join("; ")}. ${terms}`;
    return `I couldn't tell which of your sums (${sums.map((q) => amount(q.value)).join(", ")}) goes with which service, so here are the rates: ${commissionRates.map((r) => rateLine(r, null)).join("; ")}. ${terms}`;
  }
  // "The commission for solar and for hydrogen": each service's rate.
  const rows = servicesIn(text)
    .map((id) => commissionRates.find((r) => r.inquiryType === services.find((s) => s.id === id)?.inquiryType))
    .filter((r): r is CommissionRate => r !== undefined);
  if (rows.length >= 2) return `${rows.map((r) => rateLine(r, value)).join("; ")}. ${terms}`;
  if (row && value !== null)
    return `For a ${row.service} referral of ${amount(value)} (your figure), the commission is ${row.rate} ${row.basis}: ${amount((value * row.ratePercent) / 100)}. ${terms}`;
  if (row) return `The commission for ${row.service} is ${row.rate} ${row.basis}. ${terms}`;
  return `The commission depends on the service; on ${amount(value ?? 0)} (your figure): ${commissionRates.map((r) => rateLine(r, value)).join("; ")}. ${terms}`;
}
