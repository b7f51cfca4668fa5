/**
 * What round eleven's figures taught (ADR 337): a size with a payback, savings or grants is the solar
 * calculator's, a total cost of ownership the data center's, power a supplier "sells us" is the price we
 * pay (not an export price), and the which-calculator question keeps the visitor's figures in every link.
 * Each with a case that must not fire.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedChatContent, reply } from "./support/chat-fixtures";

const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");

describe("answers with round eleven's figures", () => {
  beforeAll(seedChatContent);

  it("reads a size with a payback or grants as solar, and a size alone still asks which calculator", async () => {
    const payback = await reply("payback on 200 kW then?");
    expect(payback).toContain("a 200 kW system");
    expect(payback).toContain("payback 9.5 years");
    const grants = await reply("between grants and tax breaks we'd get 120% back. payback on 200 kW?");
    expect(grants).toContain("Incentives cannot exceed 100%");
    expect(grants).toContain("incentives=120");
    expect(await reply("what would 200 kW cost?")).toContain("which project is it for");
  });

  it("reads a total cost of ownership as the data center's", async () => {
    const tco = await reply("10 yr TCO on a 14MW site?");
    expect(tco).toContain("14 MW of capacity");
    expect(tco).toContain("10-year total cost of ownership");
    expect(await reply("10 yr TCO on a 140MW site?")).toContain("Capacity must be at most 100 MW");
  });

  it("takes a price a supplier sells us at as what we pay, and a price we sell back at as no input", async () => {
    const bought = await reply("our co-op sells us power at 9 cents, 300 kW of solar still worth it?");
    expect(bought).toContain("electricity at $0.09/kWh");
    expect(await reply("our hydro co-op sells us power at 4 cents, 300 kW of solar still worth it?")).toContain(
      "Utility rate must be at least $0.05/kWh",
    );
    expect(await reply("we sell back at 4 cents, payback on 300 kW solar?")).toContain(
      "I couldn't tell what “$0.04/kWh” refers to",
    );
  });

  it("keeps the visitor's figure in each calculator's link when it asks which one", async () => {
    const asked = await reply("what would 4 MW cost?");
    expect(asked).toContain("which project is it for");
    const hrefs = links(asked).filter((href) => href.startsWith("/calculators"));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        expect.stringContaining("systemSize=4000&"),
        expect.stringContaining("electrolyzerSize=4&"),
        expect.stringContaining("capacity=4&"),
      ]),
    );
    expect(hrefs.some((href) => href.includes("systemSize=100&"))).toBe(false);
  });
});
