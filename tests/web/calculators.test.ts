import { describe, it, expect } from "vitest";
import * as v from "valibot";
import {
  calculatorDefaults,
  calculatorInputSteps,
  calculatorKeys,
  calculatorSchemas,
  coerceNumber,
  dataCenterDefaults,
  dataCenterSchema,
  hydrogenDefaults,
  hydrogenSchema,
  miningDefaults,
  miningSchema,
  paceDefaults,
  paceProjectTypeOptions,
  paceSchema,
  solarDefaults,
  solarLocations,
  solarSchema,
  type DataCenterInput,
  type HydrogenInput,
  type MiningInput,
  type PaceInput,
  type SolarInput,
} from "#contract/calculators.ts";
import {
  computeDataCenter,
  computeFunctions,
  computeHydrogen,
  computeMining,
  computePace,
  computeSolar,
} from "#contract/calculator-formulas.ts";
import {
  compressionCaption,
  displayDataCenter,
  displayHydrogen,
  displayMining,
  displayPace,
  displaySolar,
} from "#contract/calculator-results-display.ts";
import {
  calculatorPlaceholders,
  hydrogenPlaceholders,
  miningPlaceholders,
  pacePlaceholders,
  solarPlaceholders,
} from "#web/features/calculators/placeholders.ts";
import {
  calculatorInquiryTypes,
  summarizeCalculation,
  summarizeDataCenter,
  summarizeHydrogen,
  summarizeMining,
  summarizePace,
  summarizeSolar,
} from "#contract/calculator-summary.ts";
import {
  calculatorHref,
  calculatorTabs,
  parseCalculatorSearchParams,
  toCalculatorSearchParams,
  type CalculatorUrlState,
} from "#contract/calculator-url-state.ts";

const TWO_POW_32 = 4_294_967_296;

// =============================================================================================
// Formulas
// =============================================================================================

describe("computeSolar", () => {
  it("defaults: 100 kW, $1.80/W, $0.12/kWh, 30%", () => {
    const r = computeSolar(solarDefaults);
    expect(r.totalCost).toBeCloseTo(180_000, 6); // 100 kW × 1000 × $1.80 = $180,000
    expect(r.netCost).toBeCloseTo(126_000, 6); // $180,000 × (1 − 30/100) = $126,000
    expect(r.annualProduction).toBeCloseTo(110_500, 6); // 100 × 1300 × 0.85 = 110,500 kWh
    expect(r.annualSavings).toBeCloseTo(13_260, 6); // 110,500 kWh × $0.12 = $13,260
    expect(r.paybackPeriod).toBeCloseTo(126_000 / 13_260, 10); // $126,000 / $13,260 = 9.502 years
    expect(r.savings25Year).toBeCloseTo(205_500, 6); // $13,260 × 25 − $126,000 = $331,500 − $126,000 = $205,500
    expect(displaySolar(r)).toEqual({
      totalCost: "$180,000",
      netCost: "$126,000",
      annualProduction: "110,500 kWh",
      annualSavings: "$13,260",
      paybackPeriod: "9.5 Years",
      savings25Year: "$205,500",
    });
  });

  it("250 kW in Ireland, $2.10/W, $0.15/kWh, 26%", () => {
    const r = computeSolar({
      location: "Ireland",
      systemSize: 250,
      pricePerWatt: 2.1,
      utilityRate: 0.15,
      incentives: 26,
      specificYield: 1105,
    });
    expect(r.totalCost).toBeCloseTo(525_000, 6); // 250 kW × 1000 × $2.10 = $525,000
    expect(r.netCost).toBeCloseTo(388_500, 6); // $525,000 × 0.74 = $388,500
    expect(r.annualProduction).toBeCloseTo(276_250, 6); // 250 × 1300 × 0.85 = 276,250 kWh
    expect(r.annualSavings).toBeCloseTo(41_437.5, 6); // 276,250 × $0.15 = $41,437.50
    expect(r.paybackPeriod).toBeCloseTo(9.375565610859729, 10); // $388,500 / $41,437.50 = 9.3756
    expect(r.savings25Year).toBeCloseTo(647_437.5, 6); // $41,437.50 × 25 − $388,500 = $1,035,937.50 − $388,500
    expect(displaySolar(r)).toEqual({
      totalCost: "$525,000",
      netCost: "$388,500",
      annualProduction: "276,250 kWh",
      annualSavings: "$41,438", // .50 rounds half away from zero
      paybackPeriod: "9.4 Years",
      savings25Year: "$647,438",
    });
  });

  it("upper bounds: 10,000 kW, $10/W, $0.50/kWh, 100% incentives → net cost 0, payback 0", () => {
    const r = computeSolar({
      location: "Germany",
      systemSize: 10_000,
      pricePerWatt: 10,
      utilityRate: 0.5,
      incentives: 100,
      specificYield: 1105,
    });
    expect(r.totalCost).toBe(100_000_000); // 10,000 × 1000 × $10 = $100,000,000
    expect(r.netCost).toBe(0); // × (1 − 100/100) = 0
    expect(r.annualProduction).toBeCloseTo(11_050_000, 4); // 10,000 × 1300 × 0.85
    expect(r.annualSavings).toBeCloseTo(5_525_000, 4); // 11,050,000 × $0.50
    expect(r.paybackPeriod).toBe(0); // 0 / $5,525,000
    expect(r.savings25Year).toBeCloseTo(138_125_000, 4); // $5,525,000 × 25 − 0
    expect(displaySolar(r).paybackPeriod).toBe("0.0 Years");
  });

  it("lower bounds: 1 kW, $0.50/W, $0.05/kWh, 0%", () => {
    const r = computeSolar({ location: "France", systemSize: 1, pricePerWatt: 0.5, utilityRate: 0.05, incentives: 0, specificYield: 1105 });
    expect(r.totalCost).toBe(500); // 1 × 1000 × $0.50
    expect(r.netCost).toBe(500); // × (1 − 0)
    expect(r.annualProduction).toBeCloseTo(1_105, 8); // 1 × 1300 × 0.85
    expect(r.annualSavings).toBeCloseTo(55.25, 8); // 1105 × $0.05
    expect(r.paybackPeriod).toBeCloseTo(9.049773755656108, 10); // $500 / $55.25
    expect(r.savings25Year).toBeCloseTo(881.25, 8); // $55.25 × 25 − $500 = $1,381.25 − $500
    expect(displaySolar(r).paybackPeriod).toBe("9.0 Years");
  });

  it("uses the visitor's specific yield in place of the default 1,105 kWh per kW", () => {
    const r = computeSolar({ ...solarDefaults, specificYield: 1400 });
    expect(r.annualProduction).toBe(140_000); // 100 kW × 1,400 kWh per kW
    expect(r.annualSavings).toBeCloseTo(16_800, 8); // 140,000 × $0.12
    expect(r.paybackPeriod).toBeCloseTo(7.5, 10); // $126,000 / $16,800
    // The default reproduces the spec's 1300 × 0.85 exactly.
    expect(computeSolar(solarDefaults).annualProduction).toBe(100 * 1300 * 0.85);
  });

  it("location does not change the result (the spec's formula has no location factor)", () => {
    for (const location of solarLocations) {
      expect(computeSolar({ ...solarDefaults, location })).toEqual(computeSolar(solarDefaults));
    }
  });
});

describe("computeHydrogen", () => {
  it("defaults: 5 MW, 5,000 kg, compression", () => {
    const r = computeHydrogen(hydrogenDefaults);
    expect(r.electrolyzerCost).toBe(7_500_000); // 5 MW × $1,500,000
    expect(r.storageCost).toBe(2_500_000); // 5,000 kg × $500
    expect(r.compressionCost).toBe(1_500_000); // 5 MW × $300,000
    expect(r.balanceOfPlantCost).toBeCloseTo(4_600_000, 4); // 40% × ($7.5M + $2.5M + $1.5M = $11.5M)
    expect(r.totalCapex).toBeCloseTo(16_100_000, 4); // $11.5M + $4.6M
    expect(r.annualOpex).toBeCloseTo(644_000, 4); // 4% × $16.1M
    expect(r.productionCapacity).toBe(720_000); // 5 × 18 × 8000 kg/year
    expect(r.productionCostPerKg).toBeCloseTo(2_254_000 / 720_000, 10); // ($644,000 + $1,610,000) / 720,000 = $3.1306
    expect(displayHydrogen(r)).toEqual({
      electrolyzerCost: "$7,500,000",
      storageCost: "$2,500,000",
      compressionCost: "$1,500,000",
      balanceOfPlantCost: "$4,600,000",
      totalCapex: "$16,100,000",
      annualOpex: "$644,000",
      productionCapacity: "720,000 kg/year",
      productionCostPerKg: "$3.13/kg",
    });
  });

  it("10 MW, 20,000 kg, no compression", () => {
    const r = computeHydrogen({ electrolyzerSize: 10, storageSize: 20_000, compressionNeeded: false });
    expect(r.electrolyzerCost).toBe(15_000_000); // 10 × $1,500,000
    expect(r.storageCost).toBe(10_000_000); // 20,000 × $500
    expect(r.compressionCost).toBe(0); // not needed
    expect(r.balanceOfPlantCost).toBeCloseTo(10_000_000, 4); // 40% × $25,000,000
    expect(r.totalCapex).toBeCloseTo(35_000_000, 4); // $25M + $10M
    expect(r.annualOpex).toBeCloseTo(1_400_000, 4); // 4% × $35M
    expect(r.productionCapacity).toBe(1_440_000); // 10 × 18 × 8000
    expect(r.productionCostPerKg).toBeCloseTo(3.4027777777777777, 10); // ($1.4M + $3.5M) / 1,440,000
    expect(displayHydrogen(r).productionCostPerKg).toBe("$3.40/kg");
    expect(displayHydrogen(r).compressionCost).toBe("$0");
  });

  it("0.1 MW, 1,000 kg, compression", () => {
    const r = computeHydrogen({ electrolyzerSize: 0.1, storageSize: 1_000, compressionNeeded: true });
    expect(r.electrolyzerCost).toBeCloseTo(150_000, 6); // 0.1 × $1,500,000
    expect(r.storageCost).toBe(500_000); // 1,000 × $500
    expect(r.compressionCost).toBeCloseTo(30_000, 6); // 0.1 × $300,000
    expect(r.balanceOfPlantCost).toBeCloseTo(272_000, 6); // 40% × $680,000
    expect(r.totalCapex).toBeCloseTo(952_000, 6); // $680,000 + $272,000
    expect(r.annualOpex).toBeCloseTo(38_080, 6); // 4% × $952,000
    expect(r.productionCapacity).toBeCloseTo(14_400, 6); // 0.1 × 18 × 8000
    expect(r.productionCostPerKg).toBeCloseTo(9.255555555555556, 10); // ($38,080 + $95,200) / 14,400
    expect(displayHydrogen(r)).toMatchObject({ productionCapacity: "14,400 kg/year", productionCostPerKg: "$9.26/kg" });
  });

  it("compression caption follows the switch", () => {
    expect(compressionCaption(true)).toBe("Included");
    expect(compressionCaption(false)).toBe("Not included");
  });
});

describe("computeMining", () => {
  it("defaults: 100 TH/s, 3,400 kW, $0.06/kWh, $60,000, 75,000T", () => {
    const r = computeMining(miningDefaults);
    // 100 × 86,400 / (75,000 × 2^32) × 6.25 = 54,000,000 / 322,122,547,200,000 = 1.6764e-7 BTC
    expect(r.dailyBtcMined).toBeCloseTo(54_000_000 / (75_000 * TWO_POW_32), 18);
    expect(r.dailyBtcMined).toBeCloseTo(1.6763806343078613e-7, 18);
    expect(r.dailyRevenue).toBeCloseTo(0.010058283805847168, 12); // 1.6764e-7 × $60,000
    expect(r.dailyElectricityCost).toBeCloseTo(4_896, 8); // 3,400 kW × 24 h × $0.06
    expect(r.dailyProfit).toBeCloseTo(-4_895.989941716194, 8); // $0.01 − $4,896
    expect(r.monthlyProfit).toBeCloseTo(-146_879.69825148582, 6); // × 30
    expect(r.yearlyProfit).toBeCloseTo(-1_787_036.3287264109, 6); // × 365
    expect(displayMining(r)).toEqual({
      dailyBtcMined: "0.00000017 BTC",
      dailyRevenue: "$0",
      dailyElectricityCost: "$4,896",
      dailyProfit: "-$4,896",
      monthlyProfit: "-$146,880",
      yearlyProfit: "-$1,787,036",
    });
  });

  it("1,000 TH/s at difficulty 1T, 100 kW, $0.10/kWh, $100,000", () => {
    const r = computeMining({ hashrate: 1_000, power: 100, electricityRate: 0.1, bitcoinPrice: 100_000, difficulty: 1 });
    // 1,000 × 86,400 / (1 × 2^32) × 6.25 = 540,000,000 / 4,294,967,296 = 0.12572855 BTC
    expect(r.dailyBtcMined).toBeCloseTo(540_000_000 / TWO_POW_32, 14);
    expect(r.dailyRevenue).toBeCloseTo(12_572.85475730896, 8); // 0.12572855 × $100,000
    expect(r.dailyElectricityCost).toBeCloseTo(240, 10); // 100 × 24 × $0.10
    expect(r.dailyProfit).toBeCloseTo(12_332.85475730896, 8); // $12,572.85 − $240
    expect(r.monthlyProfit).toBeCloseTo(369_985.6427192688, 6); // × 30
    expect(r.yearlyProfit).toBeCloseTo(4_501_491.98641777, 6); // × 365
    expect(displayMining(r)).toEqual({
      dailyBtcMined: "0.12572855 BTC",
      dailyRevenue: "$12,573",
      dailyElectricityCost: "$240",
      dailyProfit: "$12,333",
      monthlyProfit: "$369,986",
      yearlyProfit: "$4,501,492",
    });
  });

  it("upper bounds: 10,000 TH/s, 10,000 kW, $0.50/kWh, $1,000, 100,000T", () => {
    const r = computeMining({ hashrate: 10_000, power: 10_000, electricityRate: 0.5, bitcoinPrice: 1_000, difficulty: 100_000 });
    // 10,000 × 86,400 / (100,000 × 2^32) × 6.25 = 5,400,000,000 / 429,496,729,600,000 = 1.2573e-5 BTC
    expect(r.dailyBtcMined).toBeCloseTo(1.257285475730896e-5, 18);
    expect(r.dailyRevenue).toBeCloseTo(0.01257285475730896, 12); // × $1,000
    expect(r.dailyElectricityCost).toBeCloseTo(120_000, 8); // 10,000 × 24 × $0.50
    expect(r.dailyProfit).toBeCloseTo(-119_999.98742714524, 6);
    expect(r.monthlyProfit).toBeCloseTo(-3_599_999.6228143573, 5); // × 30
    expect(r.yearlyProfit).toBeCloseTo(-43_799_995.41090801, 4); // × 365
    expect(displayMining(r).dailyBtcMined).toBe("0.00001257 BTC");
  });
});

describe("computeDataCenter", () => {
  it("defaults: 1 MW, n+1, air, tier 2, PUE 1.4", () => {
    const r = computeDataCenter(dataCenterDefaults);
    expect(r.constructionCost).toBeCloseTo(13_000_000, 4); // 10 × $1M × 1 MW × 1.3 × 1
    expect(r.costPerKW).toBeCloseTo(13_000, 6); // $13M / 1,000 kW
    expect(r.annualPowerCost).toBeCloseTo(981_120, 4); // 1 × 1000 × 8760 × $0.08 × 1.4
    expect(r.annualStaffCost).toBe(200_000); // 1 MW × $200,000
    expect(r.annualMaintenanceCost).toBeCloseTo(260_000, 4); // 2% × $13M
    expect(r.annualOperatingCost).toBeCloseTo(1_441_120, 4); // $981,120 + $200,000 + $260,000
    expect(r.monthlyRecurringCostPerKW).toBeCloseTo(120.09333333333333, 8); // $1,441,120 / 12 / 1,000
    expect(r.totalCostOfOwnership10Y).toBeCloseTo(27_411_200, 4); // $13M + 10 × $1,441,120
    expect(displayDataCenter(r)).toEqual({
      constructionCost: "$13,000,000",
      costPerKW: "$13,000",
      annualOperatingCost: "$1,441,120",
      monthlyRecurringCostPerKW: "$120",
      annualPowerCost: "$981,120",
      annualStaffCost: "$200,000",
      annualMaintenanceCost: "$260,000",
      totalCostOfOwnership10Y: "$27,411,200",
    });
  });

  it("10 MW, 2n, liquid, tier 4, PUE 1.1", () => {
    const r = computeDataCenter({ capacity: 10, redundancyLevel: "2n", coolingType: "liquid", tier: 4, pue: 1.1 });
    expect(r.constructionCost).toBeCloseTo(391_000_000, 2); // 20 × $1M × 10 × 1.7 × 1.15
    expect(r.costPerKW).toBeCloseTo(39_100, 6); // $391M / 10,000 kW
    expect(r.annualPowerCost).toBeCloseTo(7_708_800, 4); // 10 × 1000 × 8760 × $0.08 × 1.1
    expect(r.annualStaffCost).toBe(2_000_000); // 10 × $200,000
    expect(r.annualMaintenanceCost).toBeCloseTo(7_820_000, 4); // 2% × $391M
    expect(r.annualOperatingCost).toBeCloseTo(17_528_800, 4); // $7,708,800 + $2M + $7,820,000
    expect(r.monthlyRecurringCostPerKW).toBeCloseTo(146.07333333333332, 8); // $17,528,800 / 12 / 10,000
    expect(r.totalCostOfOwnership10Y).toBeCloseTo(566_288_000, 2); // $391M + 10 × $17,528,800
    expect(displayDataCenter(r).monthlyRecurringCostPerKW).toBe("$146");
  });

  it("0.5 MW, n, air, tier 1, PUE 2", () => {
    const r = computeDataCenter({ capacity: 0.5, redundancyLevel: "n", coolingType: "air", tier: 1, pue: 2 });
    expect(r.constructionCost).toBeCloseTo(3_500_000, 4); // 7 × $1M × 0.5 × 1 × 1
    expect(r.costPerKW).toBeCloseTo(7_000, 6); // $3.5M / 500 kW
    expect(r.annualPowerCost).toBeCloseTo(700_800, 4); // 0.5 × 1000 × 8760 × $0.08 × 2
    expect(r.annualStaffCost).toBeCloseTo(100_000, 6); // 0.5 × $200,000
    expect(r.annualMaintenanceCost).toBeCloseTo(70_000, 6); // 2% × $3.5M
    expect(r.annualOperatingCost).toBeCloseTo(870_800, 4); // $700,800 + $100,000 + $70,000
    expect(r.monthlyRecurringCostPerKW).toBeCloseTo(145.13333333333335, 8); // $870,800 / 12 / 500
    expect(r.totalCostOfOwnership10Y).toBeCloseTo(12_208_000, 4); // $3.5M + 10 × $870,800
  });

  it("2 MW, n+1, liquid, tier 3, PUE 1.5", () => {
    const r = computeDataCenter({ capacity: 2, redundancyLevel: "n+1", coolingType: "liquid", tier: 3, pue: 1.5 });
    expect(r.constructionCost).toBeCloseTo(44_850_000, 4); // 15 × $1M × 2 × 1.3 × 1.15
    expect(r.costPerKW).toBeCloseTo(22_425, 6); // $44.85M / 2,000 kW
    expect(r.annualPowerCost).toBeCloseTo(2_102_400, 4); // 2 × 1000 × 8760 × $0.08 × 1.5
    expect(r.annualStaffCost).toBe(400_000); // 2 × $200,000
    expect(r.annualMaintenanceCost).toBeCloseTo(897_000, 4); // 2% × $44.85M
    expect(r.annualOperatingCost).toBeCloseTo(3_399_400, 4); // $2,102,400 + $400,000 + $897,000
    expect(r.monthlyRecurringCostPerKW).toBeCloseTo(141.64166666666665, 8); // $3,399,400 / 12 / 2,000
    expect(r.totalCostOfOwnership10Y).toBeCloseTo(78_844_000, 4); // $44.85M + 10 × $3,399,400
  });
});

describe("computePace", () => {
  it("defaults: $1M project, $5M property, 20 years at 5.5%", () => {
    const r = computePace(paceDefaults);
    expect(r.eligibleAmount).toBe(1_000_000); // min($1,000,000, 20% × $5,000,000 = $1,000,000)
    // r = 5.5/100/12 = 0.0045833; n = 240; payment = $1M × r / (1 − (1 + r)^−240) = $6,878.87/month
    expect(r.annualPayment / 12).toBeCloseTo(6_878.873078592345, 6);
    expect(r.annualPayment).toBeCloseTo(82_546.47694310814, 6); // $6,878.87 × 12
    expect(r.totalRepayment).toBeCloseTo(1_650_929.5388621627, 5); // × 20 years
    expect(r.totalInterest).toBeCloseTo(650_929.5388621627, 5); // − $1,000,000
    expect(displayPace(r)).toEqual({
      eligibleAmount: "$1,000,000",
      annualPayment: "$82,546",
      totalRepayment: "$1,650,930",
      totalInterest: "$650,930",
    });
  });

  it("caps the eligible amount at 20% of property value: $3M project, $10M property, 10 years at 6%", () => {
    const r = computePace({ projectType: "hvac", projectCost: 3_000_000, propertyValue: 10_000_000, term: 10, interestRate: 6 });
    expect(r.eligibleAmount).toBe(2_000_000); // min($3M, 20% × $10M = $2M)
    // r = 0.005, n = 120: $2M × 0.005 / (1 − 1.005^−120) = $22,204.10/month
    expect(r.annualPayment / 12).toBeCloseTo(22_204.10038833024, 6);
    expect(r.annualPayment).toBeCloseTo(266_449.2046599629, 5); // × 12
    expect(r.totalRepayment).toBeCloseTo(2_664_492.0465996293, 4); // × 10
    expect(r.totalInterest).toBeCloseTo(664_492.0465996293, 4); // − $2M
  });

  it("upper bounds: $100,000 project, $500,000 property, 30 years at 12%", () => {
    const r = computePace({ projectType: "other", projectCost: 100_000, propertyValue: 500_000, term: 30, interestRate: 12 });
    expect(r.eligibleAmount).toBe(100_000); // min($100,000, 20% × $500,000 = $100,000)
    // r = 0.01, n = 360: $100,000 × 0.01 / (1 − 1.01^−360) = $1,028.61/month
    expect(r.annualPayment / 12).toBeCloseTo(1_028.6125969255042, 8);
    expect(r.annualPayment).toBeCloseTo(12_343.35116310605, 6);
    expect(r.totalRepayment).toBeCloseTo(370_300.5348931815, 5); // × 30
    expect(r.totalInterest).toBeCloseTo(270_300.5348931815, 5); // − $100,000
  });

  it("a 0% rate divides evenly instead of dividing by zero", () => {
    const r = computePace({ projectType: "solar", projectCost: 120_000, propertyValue: 1_000_000, term: 5, interestRate: 0 });
    expect(r.eligibleAmount).toBe(120_000); // min($120,000, $200,000)
    expect(r.annualPayment).toBeCloseTo(24_000, 8); // $120,000 / 60 months = $2,000 × 12
    expect(r.totalRepayment).toBeCloseTo(120_000, 8); // × 5
    expect(r.totalInterest).toBeCloseTo(0, 8);
  });
});

describe("computeFunctions", () => {
  it("maps every calculator to its function", () => {
    expect(computeFunctions.solar).toBe(computeSolar);
    expect(computeFunctions.hydrogen).toBe(computeHydrogen);
    expect(computeFunctions.mining).toBe(computeMining);
    expect(computeFunctions.dataCenter).toBe(computeDataCenter);
    expect(computeFunctions.pace).toBe(computePace);
  });
});

// =============================================================================================
// Placeholders vs the formulas applied to the defaults
// =============================================================================================

describe("placeholders vs formulas", () => {
  it("placeholders are exactly the spec's strings", () => {
    expect(Object.values(solarPlaceholders)).toEqual(["$180,000", "$126,000", "146,000 kWh", "$17,520", "7.2 Years", "$438,000"]);
    expect(Object.values(hydrogenPlaceholders)).toEqual([
      "$7,500,000",
      "$2,500,000",
      "$1,500,000",
      "$4,600,000",
      "$16,100,000",
      "$644,000",
      "720,000 kg/year",
      "$3.68/kg",
    ]);
    expect(Object.values(miningPlaceholders)).toEqual(["0.00021345 BTC", "$12,807", "$4,896", "$7,911", "$237,330", "$2,887,515"]);
    expect(pacePlaceholders).toEqual({
      eligibleAmount: "$1,000,000",
      annualPayment: "$83,120",
      totalRepayment: "$1,662,400",
      totalInterest: "$662,400",
    });
    expect(calculatorPlaceholders.dataCenter).toBeNull(); // hidden until the first submit
  });

  it("solar: cost figures match; production, savings, payback and 25-year savings do not", () => {
    const computed = displaySolar(computeSolar(solarDefaults));
    expect(computed.totalCost).toBe(solarPlaceholders.totalCost);
    expect(computed.netCost).toBe(solarPlaceholders.netCost);
    // Placeholder 146,000 kWh = 100 kW × 4 h × 365 d, not 100 × 1300 × 0.85 = 110,500;
    // $17,520 = 146,000 × $0.12; 7.2 = $126,000 / $17,520; $438,000 = $17,520 × 25 (net cost not subtracted).
    expect(computed.annualProduction).toBe("110,500 kWh");
    expect(computed.annualSavings).toBe("$13,260");
    expect(computed.paybackPeriod).toBe("9.5 Years");
    expect(computed.savings25Year).toBe("$205,500");
  });

  it("hydrogen: all but the cost per kg match", () => {
    const computed = displayHydrogen(computeHydrogen(hydrogenDefaults));
    const { productionCostPerKg, ...rest } = hydrogenPlaceholders;
    expect(computed).toMatchObject(rest);
    // ($644,000 + $16,100,000 / 10) / 720,000 = $3.13, not $3.68
    // ($3.68 ≈ $2,254,000 / 612,000, i.e. as if capacity were 85% of 720,000 kg; not in the formula).
    expect(computed.productionCostPerKg).toBe("$3.13/kg");
    expect(productionCostPerKg).toBe("$3.68/kg");
  });

  it("mining: only the electricity cost matches", () => {
    const computed = displayMining(computeMining(miningDefaults));
    expect(computed.dailyElectricityCost).toBe(miningPlaceholders.dailyElectricityCost);
    // The placeholder BTC (0.00021345) × $60,000 = $12.81, not the placeholder revenue $12,807
    // (that is 0.21345 BTC); the formula gives 0.00000017 BTC and a daily loss.
    expect(computed.dailyBtcMined).toBe("0.00000017 BTC");
    expect(computed.dailyProfit).toBe("-$4,896");
  });

  it("PACE: the eligible amount matches; the payment figures do not", () => {
    const computed = displayPace(computePace(paceDefaults));
    expect(computed.eligibleAmount).toBe(pacePlaceholders.eligibleAmount);
    expect(computed.annualPayment).toBe("$82,546"); // placeholder $83,120
    expect(computed.totalRepayment).toBe("$1,650,930"); // placeholder $1,662,400
    expect(computed.totalInterest).toBe("$650,930"); // placeholder $662,400
  });
});

// =============================================================================================
// Validation
// =============================================================================================

/** The first message for `field` when the defaults are parsed with `field` set to `value`; undefined if valid. */
function messageFor(schema: v.GenericSchema, defaults: object, field: string, value: unknown): string | undefined {
  const result = v.safeParse(schema, { ...defaults, [field]: value });
  if (result.success) return undefined;
  const flat = v.flatten(result.issues);
  return (flat.nested as Record<string, [string, ...string[]] | undefined> | undefined)?.[field]?.[0] ?? flat.root?.[0];
}

interface BoundCase {
  field: string;
  low: number;
  belowLow: number;
  high: number;
  aboveHigh: number;
  lowMessage: string;
  highMessage: string;
}

function boundTests(name: string, schema: v.GenericSchema, defaults: object, cases: BoundCase[]) {
  describe(`${name} bounds`, () => {
    for (const c of cases) {
      it(`${c.field}: ${c.low}..${c.high} inclusive`, () => {
        // Just inside (the inclusive bounds themselves), as numbers and as text.
        expect(messageFor(schema, defaults, c.field, c.low)).toBeUndefined();
        expect(messageFor(schema, defaults, c.field, c.high)).toBeUndefined();
        expect(messageFor(schema, defaults, c.field, String(c.low))).toBeUndefined();
        expect(messageFor(schema, defaults, c.field, String(c.high))).toBeUndefined();
        // Just outside.
        expect(messageFor(schema, defaults, c.field, c.belowLow)).toBe(c.lowMessage);
        expect(messageFor(schema, defaults, c.field, c.aboveHigh)).toBe(c.highMessage);
        expect(messageFor(schema, defaults, c.field, String(c.belowLow))).toBe(c.lowMessage);
        expect(messageFor(schema, defaults, c.field, String(c.aboveHigh))).toBe(c.highMessage);
        // Empty or non-numeric text fails with the lower-bound message (documented decision).
        expect(messageFor(schema, defaults, c.field, "")).toBe(c.lowMessage);
        expect(messageFor(schema, defaults, c.field, "   ")).toBe(c.lowMessage);
        expect(messageFor(schema, defaults, c.field, "abc")).toBe(c.lowMessage);
        expect(messageFor(schema, defaults, c.field, Number.NaN)).toBe(c.lowMessage);
        expect(messageFor(schema, defaults, c.field, undefined)).toBe(c.lowMessage);
        expect(messageFor(schema, defaults, c.field, null)).toBe(c.lowMessage);
      });
    }
  });
}

boundTests("solar", solarSchema, solarDefaults, [
  {
    field: "systemSize",
    low: 1,
    belowLow: 0.99,
    high: 10_000,
    aboveHigh: 10_000.01,
    lowMessage: "System size must be at least 1 kW",
    highMessage: "System size must be less than 10,000 kW",
  },
  {
    field: "pricePerWatt",
    low: 0.5,
    belowLow: 0.49,
    high: 10,
    aboveHigh: 10.01,
    lowMessage: "Price per watt must be at least $0.50",
    highMessage: "Price per watt must be less than $10",
  },
  {
    field: "utilityRate",
    low: 0.05,
    belowLow: 0.049,
    high: 0.5,
    aboveHigh: 0.501,
    lowMessage: "Utility rate must be at least $0.05/kWh",
    highMessage: "Utility rate must be less than $0.50/kWh",
  },
  {
    field: "incentives",
    low: 0,
    belowLow: -0.01,
    high: 100,
    aboveHigh: 100.01,
    lowMessage: "Incentives must be at least 0%",
    highMessage: "Incentives cannot exceed 100%",
  },
]);

boundTests("hydrogen", hydrogenSchema, hydrogenDefaults, [
  {
    field: "electrolyzerSize",
    low: 0.1,
    belowLow: 0.09,
    high: 100,
    aboveHigh: 100.1,
    lowMessage: "Electrolyzer size must be at least 0.1 MW",
    highMessage: "Electrolyzer size must be less than 100 MW",
  },
  {
    field: "storageSize",
    low: 100,
    belowLow: 99.9,
    high: 100_000,
    aboveHigh: 100_001,
    lowMessage: "Storage size must be at least 100 kg",
    highMessage: "Storage size must be less than 100,000 kg",
  },
]);

boundTests("mining", miningSchema, miningDefaults, [
  {
    field: "hashrate",
    low: 1,
    belowLow: 0.9,
    high: 10_000,
    aboveHigh: 10_001,
    lowMessage: "Hashrate must be at least 1 TH/s",
    highMessage: "Hashrate must be less than 10,000 TH/s",
  },
  {
    field: "power",
    low: 1,
    belowLow: 0.9,
    high: 10_000,
    aboveHigh: 10_001,
    lowMessage: "Power must be at least 1 kW",
    highMessage: "Power must be less than 10,000 kW",
  },
  {
    field: "electricityRate",
    low: 0.01,
    belowLow: 0.009,
    high: 0.5,
    aboveHigh: 0.51,
    lowMessage: "Electricity rate must be at least $0.01/kWh",
    highMessage: "Electricity rate must be less than $0.50/kWh",
  },
  {
    field: "bitcoinPrice",
    low: 1_000,
    belowLow: 999,
    high: 500_000,
    aboveHigh: 500_001,
    lowMessage: "Bitcoin price must be at least $1,000",
    highMessage: "Bitcoin price must be less than $500,000",
  },
  {
    field: "difficulty",
    low: 1,
    belowLow: 0.9,
    high: 100_000,
    aboveHigh: 100_001,
    lowMessage: "Difficulty must be at least 1T",
    highMessage: "Difficulty must be less than 100,000T",
  },
]);

boundTests("data center", dataCenterSchema, dataCenterDefaults, [
  {
    field: "capacity",
    low: 0.1,
    belowLow: 0.09,
    high: 100,
    aboveHigh: 100.1,
    lowMessage: "Capacity must be at least 0.1 MW",
    highMessage: "Capacity must be at most 100 MW",
  },
  {
    field: "tier",
    low: 1,
    belowLow: 0,
    high: 4,
    aboveHigh: 5,
    lowMessage: "Tier must be at least 1",
    highMessage: "Tier must be at most 4",
  },
  {
    field: "pue",
    low: 1.1,
    belowLow: 1.09,
    high: 2,
    aboveHigh: 2.01,
    lowMessage: "PUE must be at least 1.1",
    highMessage: "PUE must be at most 2",
  },
]);

boundTests("PACE", paceSchema, paceDefaults, [
  {
    field: "projectCost",
    low: 100_000,
    belowLow: 99_999,
    high: 100_000_000,
    aboveHigh: 100_000_001,
    lowMessage: "Project cost must be at least $100,000",
    highMessage: "Project cost must be less than $100,000,000",
  },
  {
    field: "propertyValue",
    low: 500_000,
    belowLow: 499_999,
    high: 500_000_000,
    aboveHigh: 500_000_001,
    lowMessage: "Property value must be at least $500,000",
    highMessage: "Property value must be less than $500,000,000",
  },
  {
    field: "term",
    low: 5,
    belowLow: 4,
    high: 30,
    aboveHigh: 31,
    lowMessage: "Term must be at least 5 years",
    highMessage: "Term must be less than 30 years",
  },
  {
    field: "interestRate",
    low: 2,
    belowLow: 1.99,
    high: 12,
    aboveHigh: 12.01,
    lowMessage: "Interest rate must be at least 2%",
    highMessage: "Interest rate must be less than 12%",
  },
]);

describe("numeric coercion", () => {
  it("accepts numbers and numeric text, trimmed, and outputs numbers", () => {
    const result = v.safeParse(solarSchema, {
      location: "Ireland",
      systemSize: " 250 ",
      pricePerWatt: "2.10",
      utilityRate: ".15",
      incentives: 26,
    });
    expect(result.success).toBe(true);
    // The advanced specific yield, left out, is the spec's 1300 × 0.85.
    expect(result.output).toEqual({
      location: "Ireland",
      systemSize: 250,
      pricePerWatt: 2.1,
      utilityRate: 0.15,
      incentives: 26,
      specificYield: 1105,
    });
  });

  it("reads plain decimal text only", () => {
    expect(coerceNumber("1e3")).toBe(1000);
    expect(coerceNumber("-2.5")).toBe(-2.5);
    expect(coerceNumber("5.")).toBe(5);
    expect(coerceNumber(7)).toBe(7);
    for (const text of ["", " ", "abc", "0x10", "1,000", "12abc", "Infinity", "."]) {
      expect(coerceNumber(text)).toBeNaN();
    }
  });

  it("infinite numbers fail the matching bound", () => {
    expect(messageFor(solarSchema, solarDefaults, "systemSize", Infinity)).toBe("System size must be less than 10,000 kW");
    expect(messageFor(solarSchema, solarDefaults, "systemSize", -Infinity)).toBe("System size must be at least 1 kW");
    expect(messageFor(solarSchema, solarDefaults, "specificYield", 499)).toBe("Specific yield must be at least 500 kWh per kW");
    expect(messageFor(solarSchema, solarDefaults, "specificYield", 2501)).toBe("Specific yield must be less than 2,500 kWh per kW");
    expect(messageFor(solarSchema, solarDefaults, "specificYield", 2500)).toBeUndefined();
  });

  it("tier must be a whole number", () => {
    expect(messageFor(dataCenterSchema, dataCenterDefaults, "tier", 2.5)).toBe("Tier must be a whole number");
    expect(messageFor(dataCenterSchema, dataCenterDefaults, "tier", "3")).toBeUndefined();
  });
});

describe("select fields", () => {
  it("solar location", () => {
    for (const location of ["United States", "Ireland", "United Kingdom", "Germany", "France"]) {
      expect(messageFor(solarSchema, solarDefaults, "location", location)).toBeUndefined();
    }
    for (const bad of ["", "Spain", "united states", undefined]) {
      expect(messageFor(solarSchema, solarDefaults, "location", bad)).toBe("Please select a location");
    }
  });

  it("data center redundancy level and cooling type", () => {
    for (const level of ["n", "n+1", "2n"])
      expect(messageFor(dataCenterSchema, dataCenterDefaults, "redundancyLevel", level)).toBeUndefined();
    for (const bad of ["", "n+2", "N", undefined]) {
      expect(messageFor(dataCenterSchema, dataCenterDefaults, "redundancyLevel", bad)).toBe("Please select a redundancy level");
    }
    for (const cooling of ["air", "liquid"])
      expect(messageFor(dataCenterSchema, dataCenterDefaults, "coolingType", cooling)).toBeUndefined();
    for (const bad of ["", "water", undefined]) {
      expect(messageFor(dataCenterSchema, dataCenterDefaults, "coolingType", bad)).toBe("Please select a cooling type");
    }
  });

  it("PACE project type, with labels in spec order", () => {
    expect(paceProjectTypeOptions.map((o) => o.value)).toEqual([
      "solar",
      "energy_efficiency",
      "ev_charging",
      "battery_storage",
      "hvac",
      "water_conservation",
      "other",
    ]);
    for (const { value, label } of paceProjectTypeOptions) {
      expect(label.length).toBeGreaterThan(0);
      expect(messageFor(paceSchema, paceDefaults, "projectType", value)).toBeUndefined();
    }
    for (const bad of ["", "wind", undefined]) {
      expect(messageFor(paceSchema, paceDefaults, "projectType", bad)).toBe("Please select a project type");
    }
  });

  it("hydrogen compressionNeeded takes a boolean or true/false text", () => {
    const parse = (value: unknown) => v.safeParse(hydrogenSchema, { ...hydrogenDefaults, compressionNeeded: value });
    expect(parse(true).output).toMatchObject({ compressionNeeded: true });
    expect(parse(false).output).toMatchObject({ compressionNeeded: false });
    expect(parse("false").output).toMatchObject({ compressionNeeded: false });
    expect(parse(" TRUE ").output).toMatchObject({ compressionNeeded: true });
    expect(parse("maybe").success).toBe(false);
    expect(parse(undefined).success).toBe(false);
  });
});

describe("defaults and steps", () => {
  it("defaults are the spec's", () => {
    expect(solarDefaults).toEqual({
      location: "United States",
      systemSize: 100,
      pricePerWatt: 1.8,
      utilityRate: 0.12,
      incentives: 30,
      specificYield: 1300 * 0.85,
    });
    expect(hydrogenDefaults).toEqual({ electrolyzerSize: 5, storageSize: 5000, compressionNeeded: true });
    expect(miningDefaults).toEqual({ hashrate: 100, power: 3400, electricityRate: 0.06, bitcoinPrice: 60000, difficulty: 75000 });
    expect(dataCenterDefaults).toEqual({ capacity: 1, redundancyLevel: "n+1", coolingType: "air", tier: 2, pue: 1.4 });
    expect(paceDefaults).toEqual({ projectType: "solar", projectCost: 1_000_000, propertyValue: 5_000_000, term: 20, interestRate: 5.5 });
  });

  it("every default passes its schema unchanged", () => {
    for (const key of calculatorKeys) {
      const result = v.safeParse(calculatorSchemas[key], calculatorDefaults[key]);
      expect(result.success).toBe(true);
      expect(result.output).toEqual(calculatorDefaults[key]);
    }
  });

  it("input steps", () => {
    expect(calculatorInputSteps).toEqual({
      solar: { pricePerWatt: 0.01, utilityRate: 0.01, specificYield: 1 },
      hydrogen: { electrolyzerSize: 0.1 },
      mining: { electricityRate: 0.01 },
      dataCenter: { tier: 1, pue: 0.1 },
      pace: {},
    });
  });
});

// =============================================================================================
// Summaries
// =============================================================================================

describe("summaries", () => {
  it("solar defaults", () => {
    expect(summarizeSolar(solarDefaults)).toBe(
      "Solar ROI estimate: 100 kW system in United States, $1.80/W, utility rate $0.12/kWh, 30% incentives. " +
        "Results: total system cost $180,000, net cost after incentives $126,000, annual production 110,500 kWh, " +
        "annual savings $13,260, payback 9.5 years, 25-year savings $205,500.",
    );
  });

  it("solar names the specific yield only when the visitor changed it", () => {
    expect(summarizeSolar({ ...solarDefaults, specificYield: 1400 })).toContain(
      "30% incentives, specific yield 1,400 kWh per kW a year. Results: total system cost $180,000, net cost after incentives $126,000, annual production 140,000 kWh",
    );
  });

  it("the other calculators carry their inputs and key results", () => {
    const hydrogen = summarizeHydrogen({ electrolyzerSize: 10, storageSize: 20_000, compressionNeeded: false });
    expect(hydrogen).toContain("10 MW electrolyzer, 20,000 kg storage, compression not included");
    expect(hydrogen).toContain("total CAPEX $35,000,000");
    expect(hydrogen).toContain("production cost $3.40/kg");

    const mining = summarizeMining(miningDefaults);
    expect(mining).toContain("100 TH/s, 3,400 kW, electricity $0.06/kWh, BTC price $60,000, difficulty 75,000T");
    expect(mining).toContain("daily profit -$4,896");

    const dataCenter = summarizeDataCenter(dataCenterDefaults);
    expect(dataCenter).toContain("1 MW, Tier 2, N+1 redundancy, air cooling, PUE 1.4");
    expect(dataCenter).toContain("10-year total cost of ownership $27,411,200");

    const pace = summarizePace(paceDefaults);
    expect(pace).toContain("Solar project costing $1,000,000, property value $5,000,000, 20-year term at 5.5%");
    expect(pace).toContain("annual payment $82,546");
  });

  it("every summary is one line, longer than the contact message minimum", () => {
    for (const key of calculatorKeys) {
      const text = summarizeCalculation(key, calculatorDefaults[key]);
      expect(text).not.toMatch(/[\r\n]/);
      expect(text.length).toBeGreaterThanOrEqual(10);
    }
  });

  it("inquiry types for the contact form", () => {
    expect(calculatorInquiryTypes).toEqual({
      solar: "solar",
      hydrogen: "hydrogen",
      mining: "bitcoin_mining",
      dataCenter: "general",
      pace: "pace_financing",
    });
  });
});

// =============================================================================================
// URL state
// =============================================================================================

describe("URL state", () => {
  const states: CalculatorUrlState[] = [
    {
      tab: "solar",
      inputs: {
        location: "United Kingdom",
        systemSize: 250,
        pricePerWatt: 2.1,
        utilityRate: 0.15,
        incentives: 26,
        specificYield: 1105,
      } satisfies SolarInput,
    },
    { tab: "hydrogen", inputs: { electrolyzerSize: 0.1, storageSize: 100_000, compressionNeeded: false } satisfies HydrogenInput },
    {
      tab: "bitcoin",
      inputs: { hashrate: 1_000, power: 100, electricityRate: 0.1, bitcoinPrice: 100_000, difficulty: 1 } satisfies MiningInput,
    },
    {
      tab: "dataCenter",
      inputs: { capacity: 10, redundancyLevel: "2n", coolingType: "liquid", tier: 4, pue: 1.1 } satisfies DataCenterInput,
    },
    {
      tab: "pace",
      inputs: {
        projectType: "water_conservation",
        projectCost: 3_000_000,
        propertyValue: 10_000_000,
        term: 10,
        interestRate: 6,
      } satisfies PaceInput,
    },
  ];

  it("round-trips every tab", () => {
    for (const state of states) {
      const params = toCalculatorSearchParams(state);
      expect(parseCalculatorSearchParams(params)).toEqual({ ...state, hasInputs: true, refused: {} });
      expect(parseCalculatorSearchParams(`?${params.toString()}`)).toEqual({ ...state, hasInputs: true, refused: {} });
      expect(parseCalculatorSearchParams(params.toString())).toEqual({ ...state, hasInputs: true, refused: {} });
    }
    expect(states.map((s) => s.tab)).toEqual([...calculatorTabs]);
  });

  it("serialises tab first, then fields in order", () => {
    expect(toCalculatorSearchParams({ tab: "solar", inputs: { ...solarDefaults, systemSize: 250 } }).toString()).toBe(
      "tab=solar&location=United+States&systemSize=250&pricePerWatt=1.8&utilityRate=0.12&incentives=30",
    );
    // An advanced input joins the link only once it differs from its default, and comes back from it.
    const ownYield = { tab: "solar", inputs: { ...solarDefaults, specificYield: 1250 } } as const;
    expect(toCalculatorSearchParams(ownYield).toString()).toBe(
      "tab=solar&location=United+States&systemSize=100&pricePerWatt=1.8&utilityRate=0.12&incentives=30&specificYield=1250",
    );
    expect(parseCalculatorSearchParams(toCalculatorSearchParams(ownYield))).toEqual({ ...ownYield, hasInputs: true, refused: {} });
    expect(calculatorHref({ tab: "dataCenter", inputs: dataCenterDefaults })).toBe(
      "/calculators?tab=dataCenter&capacity=1&redundancyLevel=n%2B1&coolingType=air&tier=2&pue=1.4",
    );
  });

  it("falls back to defaults and never throws", () => {
    expect(parseCalculatorSearchParams("")).toEqual({ tab: "solar", inputs: solarDefaults, hasInputs: false, refused: {} });
    expect(parseCalculatorSearchParams(null)).toEqual({ tab: "solar", inputs: solarDefaults, hasInputs: false, refused: {} });
    expect(parseCalculatorSearchParams("?tab=nuclear&systemSize=250")).toEqual({
      tab: "solar",
      inputs: { ...solarDefaults, systemSize: 250 },
      hasInputs: true,
      refused: {},
    });
    expect(parseCalculatorSearchParams("tab=hydrogen")).toEqual({
      tab: "hydrogen",
      inputs: hydrogenDefaults,
      hasInputs: false,
      refused: {},
    });
    // Invalid values (non-numeric, out of range, unknown option) fall back field by field; a
    // number the field refuses is also kept as written, for the form to show with its message.
    expect(parseCalculatorSearchParams("tab=solar&systemSize=abc&pricePerWatt=0&utilityRate=0.2&location=Mars")).toEqual({
      tab: "solar",
      inputs: { ...solarDefaults, utilityRate: 0.2 },
      hasInputs: true,
      refused: { pricePerWatt: "0" },
    });
    const dataCenter = parseCalculatorSearchParams("tab=dataCenter&tier=2.5&pue=9&capacity=&coolingType=liquid");
    expect(dataCenter.inputs).toEqual({ ...dataCenterDefaults, coolingType: "liquid" });
    expect(dataCenter.refused).toEqual({ tier: "2.5", pue: "9" });
    expect(parseCalculatorSearchParams("tab=hydrogen&electrolyzerSize=150&storageSize=800").refused).toEqual({ electrolyzerSize: "150" });
    // Malformed percent-encoding and junk.
    expect(() => parseCalculatorSearchParams("tab=%E0%A4%A&systemSize=%%%")).not.toThrow();
    expect(parseCalculatorSearchParams("tab=%E0%A4%A&systemSize=%%%").inputs).toEqual(solarDefaults);
    expect(parseCalculatorSearchParams("&&==&tab").tab).toBe("solar");
  });

  it("lenient readings", () => {
    expect(parseCalculatorSearchParams("tab=mining&hashrate=200")).toEqual({
      tab: "bitcoin",
      inputs: { ...miningDefaults, hashrate: 200 },
      hasInputs: true,
      refused: {},
    });
    // A hand-typed '+' decodes to a space.
    expect(parseCalculatorSearchParams("tab=dataCenter&redundancyLevel=n+1&coolingType=air").inputs).toMatchObject({
      redundancyLevel: "n+1",
    });
    expect(parseCalculatorSearchParams("tab=dataCenter&redundancyLevel=2n").inputs).toMatchObject({ redundancyLevel: "2n" });
    expect(parseCalculatorSearchParams("tab=hydrogen&compressionNeeded=FALSE").inputs).toMatchObject({ compressionNeeded: false });
  });
});
