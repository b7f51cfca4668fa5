import { describe, expect, it } from "vitest";
import { dataCenterDefaults, hydrogenDefaults, miningDefaults, paceDefaults, solarDefaults } from "#contract/calculators.ts";
import { computeDataCenter, computeHydrogen, computeMining, computePace, computeSolar } from "#contract/calculator-formulas.ts";
import { displaySolar } from "#contract/calculator-results-display.ts";
import {
  dataCenterTcoBreakdown,
  describeDataCenterTco,
  describeHydrogenCost,
  describeMiningProfit,
  describePaceSchedule,
  describeSolarCashFlow,
  formatRate,
  hydrogenCostBreakdown,
  miningProfitCurve,
  paceSchedule,
  solarCashFlow,
} from "#web/features/calculators/series.ts";

const total = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe("solar cash flow", () => {
  it("defaults: −$126,000 at year 0, +$13,260 a year, crossing zero in year 10 at the card's 9.5 years", () => {
    const flow = solarCashFlow(solarDefaults);
    expect(flow.points).toHaveLength(26);
    expect(flow.points[0]).toEqual({ year: 0, cumulative: expect.closeTo(-126_000, 6) }); // the net cost
    expect(flow.points[1]?.cumulative).toBeCloseTo(-112_740, 6); // −$126,000 + $13,260
    expect(flow.points[9]?.cumulative).toBeCloseTo(-6_660, 6); // 9 × $13,260 − $126,000: still negative
    expect(flow.points[10]?.cumulative).toBeCloseTo(6_600, 6); // 10 × $13,260 − $126,000: paid back
    expect(flow.paybackYear).toBe(10);
    expect(flow.paybackPeriod).toBe(computeSolar(solarDefaults).paybackPeriod); // 9.502 → card "9.5 Years"
    expect(displaySolar(computeSolar(solarDefaults)).paybackPeriod).toBe("9.5 Years");
    expect(flow.paybackYear).toBe(Math.ceil(flow.paybackPeriod));
    expect(flow.points[25]?.cumulative).toBeCloseTo(205_500, 6); // 25 × $13,260 − $126,000
    expect(flow.total).toBe(computeSolar(solarDefaults).savings25Year);
    expect(describeSolarCashFlow(solarDefaults)).toBe("Pays back in year 10 (after 9.5 years); $205,500 net over 25 years");
  });

  it("every point lies on the card's line: savings × year − net cost", () => {
    const input = { ...solarDefaults, systemSize: 250, pricePerWatt: 2.1, utilityRate: 0.15, incentives: 26 };
    const r = computeSolar(input);
    for (const point of solarCashFlow(input).points) {
      expect(point.cumulative).toBeCloseTo(r.annualSavings * point.year - r.netCost, 6);
    }
    // $388,500 net / $41,437.50 a year = 9.375 years → year 10
    expect(solarCashFlow(input).paybackYear).toBe(10);
  });

  it("an exact payback is that year: $126,000 / $18,000 a year = 7 years", () => {
    // 100 kW × 1300 × 0.85 = 110,500 kWh; × $0.1628959... ≈ $18,000 a year
    const input = { ...solarDefaults, utilityRate: 18_000 / 110_500 };
    expect(solarCashFlow(input).paybackYear).toBe(7);
  });

  it("no net cost pays back at once; a tiny system never pays back within 25 years", () => {
    expect(solarCashFlow({ ...solarDefaults, incentives: 100 }).paybackYear).toBe(0);
    expect(describeSolarCashFlow({ ...solarDefaults, incentives: 100 })).toMatch(/^Pays back at once/);
    // 1 kW × $10/W = $10,000; 1 × 1300 × 0.85 × $0.05 = $55.25 a year → 181 years
    const slow = { ...solarDefaults, systemSize: 1, pricePerWatt: 10, utilityRate: 0.05, incentives: 0 };
    expect(solarCashFlow(slow).paybackYear).toBeNull();
    expect(describeSolarCashFlow(slow)).toBe("Does not pay back within 25 years; -$8,619 net over 25 years");
  });
});

describe("hydrogen cost breakdown", () => {
  it("defaults: five parts per kg of 720,000 kg/year that sum to the card's $3.13/kg", () => {
    const { parts, total: perKg } = hydrogenCostBreakdown(hydrogenDefaults);
    const value = (key: string) => parts.find((part) => part.key === key)?.value;
    expect(value("electrolyzer")).toBeCloseTo(1.0416667, 6); // $7.5M / 10 / 720,000
    expect(value("storage")).toBeCloseTo(0.3472222, 6); // $2.5M / 10 / 720,000
    expect(value("compression")).toBeCloseTo(0.2083333, 6); // $1.5M / 10 / 720,000
    expect(value("balanceOfPlant")).toBeCloseTo(0.6388889, 6); // $4.6M / 10 / 720,000
    expect(value("opex")).toBeCloseTo(0.8944444, 6); // $644,000 / 720,000
    expect(perKg).toBe(computeHydrogen(hydrogenDefaults).productionCostPerKg);
    expect(total(parts.map((part) => part.value))).toBeCloseTo(perKg, 12);
    expect(describeHydrogenCost(hydrogenDefaults)).toBe("$3.13/kg: $2.24/kg annualised capital plus $0.89/kg operating cost");
  });

  it("without compression that part is zero and the parts still sum to the total", () => {
    const input = { electrolyzerSize: 10, storageSize: 20_000, compressionNeeded: false };
    const { parts, total: perKg } = hydrogenCostBreakdown(input);
    expect(parts.find((part) => part.key === "compression")?.value).toBe(0);
    expect(total(parts.map((part) => part.value))).toBeCloseTo(perKg, 12);
    expect(perKg).toBeCloseTo(3.4027777777777777, 10); // ($1.4M + $3.5M) / 1,440,000
  });
});

describe("mining profit curve", () => {
  it("defaults: the break-even rate makes profit zero, and the visitor's profit is the card's", () => {
    const curve = miningProfitCurve(miningDefaults);
    expect(computeMining({ ...miningDefaults, electricityRate: curve.breakEvenRate }).dailyProfit).toBeCloseTo(0, 10);
    expect(curve.yourRate).toBe(0.06);
    expect(curve.yourProfit).toBe(computeMining(miningDefaults).dailyProfit);
    // $0 to $0.50/kWh in 10 steps; at $0.50: revenue − 3,400 kW × 24 h × $0.50 = −$40,800
    expect(curve.points.map((point) => point.rate)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5]);
    expect(curve.points[10]?.dailyProfit).toBeCloseTo(computeMining(miningDefaults).dailyRevenue - 40_800, 8);
  });

  it("difficulty 1T: 100 TH/s earn $754.37 a day, so 3,400 kW break even at $754.37 / 81,600 kWh = $0.00924/kWh", () => {
    const input = { ...miningDefaults, difficulty: 1 };
    const curve = miningProfitCurve(input);
    // 100 × 86,400 / 2^32 × 6.25 = 0.0125729 BTC × $60,000 = $754.37
    expect(curve.points[0]?.dailyProfit).toBeCloseTo(754.3712854385376, 8);
    expect(curve.breakEvenRate).toBeCloseTo(0.009244746145080118, 12);
    expect(computeMining({ ...input, electricityRate: curve.breakEvenRate }).dailyProfit).toBeCloseTo(0, 9);
    expect(describeMiningProfit(input)).toBe("Breaks even at $0.0092/kWh; at your $0.06/kWh you make a loss of $4,142 a day");
  });

  it("the chart reaches the visitor's rate if it is above the form's top rate, and rates read as prices", () => {
    expect(miningProfitCurve({ ...miningDefaults, electricityRate: 0.8 }).points.at(-1)?.rate).toBe(0.8);
    expect(formatRate(0.06)).toBe("$0.06/kWh");
    expect(formatRate(0.125)).toBe("$0.125/kWh");
    expect(formatRate(1.2326e-7)).toBe("$0.00000012/kWh");
    expect(formatRate(Number.NaN)).toBe("—");
  });
});

describe("data center TCO breakdown", () => {
  it("defaults: construction, 10 years of power, staffing and maintenance sum to the card's $27,411,200", () => {
    const b = dataCenterTcoBreakdown(dataCenterDefaults);
    const r = computeDataCenter(dataCenterDefaults);
    expect(b.parts.map((part) => [part.key, part.value])).toEqual([
      ["construction", 13_000_000], // Tier 2 $10M/MW × 1 MW × 1.3 (N+1)
      ["power", expect.closeTo(9_811_200, 4)], // 10 × 1,000 kW × 8,760 h × $0.08 × PUE 1.4
      ["staffing", 2_000_000], // 10 × $200,000
      ["maintenance", expect.closeTo(2_600_000, 4)], // 10 × 2% × $13M
    ]);
    expect(b.total).toBe(r.totalCostOfOwnership10Y);
    expect(total(b.parts.map((part) => part.value))).toBeCloseTo(27_411_200, 4);
    expect(b.parts[0]?.perKw).toBe(r.costPerKW); // $13,000 per kW
    expect(b.monthlyRecurringCostPerKW).toBe(r.monthlyRecurringCostPerKW);
    expect(describeDataCenterTco(dataCenterDefaults)).toBe(
      "$27,411,200 over 10 years: construction 47% ($13,000 per kW), power 36%; running costs $120 per kW a month",
    );
  });
});

describe("PACE schedule", () => {
  it("defaults: 20 rows, the balance reaches $0 and principal + interest match the cards", () => {
    const s = paceSchedule(paceDefaults);
    const r = computePace(paceDefaults);
    expect(s.years).toHaveLength(20);
    // Year 1 at $6,878.87/month: balance $1M × 1.0045833^12 − payments' value = $971,748.40
    expect(s.years[0]?.balance).toBeCloseTo(971_748.4031723593, 4);
    expect(s.years[0]?.principal).toBeCloseTo(28_251.596827640664, 4);
    expect(s.years[0]?.interest).toBeCloseTo(54_294.88011546747, 4);
    expect(s.years.at(-1)?.balance).toBe(0);
    expect(s.totalPrincipal).toBeCloseTo(r.eligibleAmount, 6);
    expect(s.totalInterest).toBeCloseTo(r.totalInterest, 6);
    expect(s.totalRepayment).toBe(r.totalRepayment);
    for (const row of s.years) expect(row.principal + row.interest).toBeCloseTo(r.annualPayment, 6);
    expect(describePaceSchedule(paceDefaults)).toBe(
      "$1,000,000 paid off over 20 years; $1,650,930 repaid in all, of which $650,930 is interest",
    );
  });

  it("$2M eligible over 10 years at 6%: year 1 pays $150,544 principal and $115,905 interest", () => {
    const input = { projectType: "hvac" as const, projectCost: 3_000_000, propertyValue: 10_000_000, term: 10, interestRate: 6 };
    const s = paceSchedule(input);
    expect(s.years[0]?.principal).toBeCloseTo(150_544.44154537655, 4);
    expect(s.years[0]?.interest).toBeCloseTo(115_904.76311458636, 4);
    expect(s.years.at(-1)?.balance).toBe(0);
    expect(s.totalInterest).toBeCloseTo(computePace(input).totalInterest, 6);
  });

  it("a 0% rate repays evenly: $24,000 a year, no interest", () => {
    const s = paceSchedule({ projectType: "solar", projectCost: 120_000, propertyValue: 1_000_000, term: 5, interestRate: 0 });
    expect(s.years.map((row) => Math.round(row.balance))).toEqual([96_000, 72_000, 48_000, 24_000, 0]);
    for (const row of s.years) {
      expect(row.principal).toBeCloseTo(24_000, 8);
      expect(row.interest).toBeCloseTo(0, 8);
    }
  });
});
