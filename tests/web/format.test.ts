import fc from "fast-check";
import { describe, it, expect } from "vitest";
import {
  formatUsdCompact,
  NOT_AVAILABLE,
  formatBtc,
  formatDate,
  formatDecimal,
  formatNumber,
  formatPrice,
  formatTime,
  formatUsd,
  formatUsdPerKg,
  labelFromSnake,
} from "#contract/format.ts";

const nonFinite = [Number.NaN, Infinity, -Infinity];

describe("formatUsd", () => {
  it("dollars without decimals, with separators", () => {
    expect(formatUsd(180_000)).toBe("$180,000");
    expect(formatUsd(16_100_000)).toBe("$16,100,000");
    expect(formatUsd(1_234_567_890_123)).toBe("$1,234,567,890,123");
    expect(formatUsd(999)).toBe("$999");
  });

  it("rounds half away from zero", () => {
    expect(formatUsd(41_437.5)).toBe("$41,438");
    expect(formatUsd(41_437.49)).toBe("$41,437");
    expect(formatUsd(0.5)).toBe("$1");
    expect(formatUsd(-0.5)).toBe("-$1");
    expect(formatUsd(-1_234.5)).toBe("-$1,235");
    expect(formatUsd(999.5)).toBe("$1,000");
  });

  it("negative with a leading minus", () => {
    expect(formatUsd(-4_896)).toBe("-$4,896");
    expect(formatUsd(-1_787_036.33)).toBe("-$1,787,036");
  });

  it("zero never shows a minus sign", () => {
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(-0)).toBe("$0");
    expect(formatUsd(-0.4)).toBe("$0");
    expect(formatUsd(0.01)).toBe("$0");
  });

  it("NaN and Infinity become an em dash", () => {
    expect(NOT_AVAILABLE).toBe("—");
    for (const value of nonFinite) expect(formatUsd(value)).toBe("—");
  });
});

describe("formatUsdCompact", () => {
  it("shortens large amounts and keeps cents on small ones", () => {
    expect(formatUsdCompact(126_000)).toBe("$126K");
    expect(formatUsdCompact(-6_660)).toBe("-$6.7K");
    expect(formatUsdCompact(27_411_200)).toBe("$27.4M");
    expect(formatUsdCompact(50)).toBe("$50");
    expect(formatUsdCompact(0.35)).toBe("$0.35");
    expect(formatUsdCompact(-0)).toBe("$0");
    expect(formatUsdCompact(Number.NaN)).toBe("—");
  });
});

describe("formatNumber", () => {
  it("rounded with separators", () => {
    expect(formatNumber(110_500)).toBe("110,500");
    expect(formatNumber(146_000.4)).toBe("146,000");
    expect(formatNumber(1_439_999.5)).toBe("1,440,000");
    expect(formatNumber(-2_500.5)).toBe("-2,501");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-0.2)).toBe("0");
    expect(formatNumber(12)).toBe("12");
  });

  it("non-finite", () => {
    for (const value of nonFinite) expect(formatNumber(value)).toBe("—");
  });
});

describe("formatDecimal", () => {
  it("fixed digits with separators", () => {
    expect(formatDecimal(9.502262, 1)).toBe("9.5");
    expect(formatDecimal(7.19, 1)).toBe("7.2");
    expect(formatDecimal(0, 1)).toBe("0.0");
    expect(formatDecimal(1_234.5, 2)).toBe("1,234.50");
    expect(formatDecimal(-3.14159, 3)).toBe("-3.142");
    expect(formatDecimal(2.5, 0)).toBe("3");
  });

  it("rounds decimal ties as written", () => {
    expect(formatDecimal(1.005, 2)).toBe("1.01");
    expect(formatDecimal(9.45, 1)).toBe("9.5");
    expect(formatDecimal(-0.04, 1)).toBe("0.0");
  });

  it("non-finite", () => {
    for (const value of nonFinite) expect(formatDecimal(value, 1)).toBe("—");
  });
});

describe("formatUsdPerKg", () => {
  it("two decimals per kg", () => {
    expect(formatUsdPerKg(3.68)).toBe("$3.68/kg");
    expect(formatUsdPerKg(3.130_555)).toBe("$3.13/kg");
    expect(formatUsdPerKg(9.255_555)).toBe("$9.26/kg");
    expect(formatUsdPerKg(0)).toBe("$0.00/kg");
    expect(formatUsdPerKg(1_234.5)).toBe("$1,234.50/kg");
  });

  it("non-finite", () => {
    for (const value of nonFinite) expect(formatUsdPerKg(value)).toBe("—");
  });
});

describe("formatBtc", () => {
  it("eight decimals with the unit", () => {
    expect(formatBtc(0.00021345)).toBe("0.00021345 BTC");
    expect(formatBtc(1.6763806343078613e-7)).toBe("0.00000017 BTC");
    expect(formatBtc(0.125_728_547_573)).toBe("0.12572855 BTC");
    expect(formatBtc(0)).toBe("0.00000000 BTC");
    expect(formatBtc(1_234.5)).toBe("1,234.50000000 BTC");
  });

  it("non-finite", () => {
    for (const value of nonFinite) expect(formatBtc(value)).toBe("—");
  });
});

describe("formatPrice", () => {
  it("two decimals", () => {
    expect(formatPrice(34.99)).toBe("$34.99");
    expect(formatPrice(9.99)).toBe("$9.99");
    expect(formatPrice(129.99)).toBe("$129.99");
    expect(formatPrice(10)).toBe("$10.00");
    expect(formatPrice(1_299.5)).toBe("$1,299.50");
    expect(formatPrice(-5)).toBe("-$5.00");
    expect(formatPrice(Number.NaN)).toBe("—");
  });
});

describe("formatDate", () => {
  it("long US date in UTC", () => {
    expect(formatDate("2024-03-05")).toBe("March 5, 2024");
    expect(formatDate("2024-03-05T00:00:00.000Z")).toBe("March 5, 2024");
    expect(formatDate("2024-03-05T23:59:59Z")).toBe("March 5, 2024");
    expect(formatDate("2023-12-31T23:30:00-05:00")).toBe("January 1, 2024"); // 04:30 UTC
    expect(formatDate(new Date(Date.UTC(1998, 0, 15)))).toBe("January 15, 1998");
  });

  it("writes every date as Intl's en-US long UTC date does, in and out of years 1000–9999", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    const anyDate = fc.date({ min: new Date(Date.UTC(-2000, 0, 1)), max: new Date(Date.UTC(12000, 0, 1)), noInvalidDate: true });
    fc.assert(
      fc.property(anyDate, (date) => formatDate(date) === intl.format(date) && formatDate(date.toISOString()) === intl.format(date)),
      {
        numRuns: 2000,
      },
    );
    expect(formatDate(new Date(Date.UTC(999, 11, 31)))).toBe(intl.format(new Date(Date.UTC(999, 11, 31))));
    expect(formatDate("9999-12-31T23:59:59.999Z")).toBe("December 31, 9999");
  });

  it("missing or invalid gives an empty string", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatTime", () => {
  it("hour:minute with AM/PM in local time", () => {
    expect(formatTime(new Date(2024, 2, 5, 15, 4))).toBe("3:04 PM");
    expect(formatTime(new Date(2024, 2, 5, 0, 0))).toBe("12:00 AM");
    expect(formatTime(new Date(2024, 2, 5, 12, 30))).toBe("12:30 PM");
    expect(formatTime(new Date(2024, 2, 5, 9, 59).getTime())).toBe("9:59 AM");
    expect(formatTime(new Date(2024, 2, 5, 23, 1).toISOString())).toBe("11:01 PM");
  });

  it("uses a plain space before AM/PM", () => {
    expect(formatTime(new Date(2024, 2, 5, 15, 4))).not.toMatch(/[\u202f\u00a0]/);
  });

  it("invalid gives an empty string", () => {
    expect(formatTime("nope")).toBe("");
    expect(formatTime(Number.NaN)).toBe("");
  });
});

describe("snake_case labels", () => {
  it("labelFromSnake turns underscores into spaces", () => {
    expect(labelFromSnake("renewable_energy")).toBe("renewable energy");
    expect(labelFromSnake("bitcoin_mining_news")).toBe("bitcoin mining news");
    expect(labelFromSnake("solar")).toBe("solar");
    expect(labelFromSnake("")).toBe("");
  });
});
