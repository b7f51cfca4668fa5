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
import { quantities } from "./slots";
import { serviceIn, servicesIn } from "./subjects";

const ABOUT_COMMISSION = /\b(commissions?|referr\w*|refer|refers|affiliates?|finder'?s fee|kickback)\b/;

const amount = (value: number) => `$${num(Math.round(value * 100) / 100)}`;

const rateLine = (row: CommissionRate, value: number | null) =>
  value === null
    ? `${row.service}: ${row.rate} ${row.basis}`
    : `${row.service}: ${row.rate} ${row.basis}, ${amount((value * row.ratePercent) / 100)} on ${amount(value)}`;

export function commissionAnswer(text: string): string | null {
  if (!ABOUT_COMMISSION.test(text)) return null;
  const sum = quantities(text).find((q) => q.unit === "$" || (q.unit === "none" && q.value >= 1000));
  const service = services.find((s) => s.id === serviceIn(text));
  const row = service ? commissionRates.find((r) => r.inquiryType === service.inquiryType) : undefined;
  if (!sum && !row) return null;
  const value = sum?.value ?? null;
  const terms =
    `Commissions are paid ${affiliatePayout.timing}; referrals are tracked for ${affiliatePayout.trackingPeriod}. ` +
    `${affiliatePayout.minimumProjectSize} Register on ${link("the affiliate program page", "/affiliates")}.`;
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
