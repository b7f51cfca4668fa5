import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LeadsAnalytics } from "#contract/analytics.ts";
import { DailyViewsChart, WeeklyLeadsChart } from "#web/features/admin/analytics/analytics-charts.tsx";
import { shortDay } from "#web/features/admin/admin-dates.ts";
import { formatChange, formatDuration } from "#web/features/admin/analytics/analytics-format.ts";

describe("analytics texts", () => {
  it("says response times in minutes, hours or days", () => {
    expect(formatDuration(45 * 60_000)).toBe("45 min");
    expect(formatDuration(3 * 3_600_000)).toBe("3 h");
    expect(formatDuration(3 * 3_600_000 + 20 * 60_000)).toBe("3 h 20 min");
    expect(formatDuration(52 * 3_600_000)).toBe("2 d 4 h");
  });

  it("says the change against the previous period", () => {
    expect(formatChange(12, 10)).toBe("+20%");
    expect(formatChange(5, 10)).toBe("−50%");
    expect(formatChange(3, 0)).toBe("new");
    expect(formatChange(0, 0)).toBe("no change");
  });

  it("shows calendar dates as they are, whatever the reader's zone", () => {
    expect(shortDay("2026-03-29")).toBe("Mar 29");
  });
});

const weeks = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10));
const leads: LeadsAnalytics = {
  tz: "Europe/Dublin",
  weeks,
  current: { from: weeks[0]!, to: "2026-11-29" },
  previous: { from: "2026-06-15", to: "2026-09-06" },
  series: [
    { kind: "inquiries", label: "Inquiries", counts: [1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1, 3], total: 7, previousTotal: 4 },
    { kind: "affiliates", label: "Affiliates", counts: [0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0], total: 5, previousTotal: 0 },
  ],
  total: 12,
  previousTotal: 4,
};

describe("analytics charts", () => {
  it("draws leads per week with a line per kind and the weeks in a table", () => {
    render(<WeeklyLeadsChart data={leads} />);
    const figure = screen.getByRole("figure", { name: "Leads per week" });
    expect(within(figure).getByRole("img").getAttribute("aria-labelledby")).toBeTruthy();
    expect(figure.textContent).toContain("12 leads in the 12 weeks from Sep 7; the busiest week began Oct 12 (5).");
    const rows = within(figure).getAllByRole("row");
    expect(rows).toHaveLength(14); // header, 12 weeks, totals
    expect(rows[1]?.textContent).toBe("Sep 7101");
    expect(rows[13]?.textContent).toBe("Total7512");
  });

  it("draws views per day as columns with the days in a table", () => {
    const days = [
      { day: "2026-11-22", views: 4 },
      { day: "2026-11-23", views: 9 },
    ];
    render(<DailyViewsChart title="Blog views per day" days={days} />);
    const figure = screen.getByRole("figure", { name: "Blog views per day" });
    expect(figure.textContent).toContain("13 views in 2 days (UTC days); most on Nov 23 (9).");
    expect(figure.querySelectorAll("svg[role=img] rect")).toHaveLength(2);
  });
});
