/**
 * Subjects the site does not cover that used to get a nearby topic (ADR 330): a home's own energy
 * (the site builds for commercial, agricultural and industrial sites) and buying advice on someone
 * else's hardware get the honest decline, with the phone line and no calculator link. Unit tests on
 * the gate, then through the route on the seeded demo database, each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { outsideDomain } from "#worker/chat/understanding.ts";
import { askInTurn } from "./support/chat-fixtures";

const everyWord = () => true;
const DECLINE = /^I'm sorry, I don't have a reliable answer/;

describe("subjects the site does not cover", () => {
  it("declines a home's energy, not the shop's parcels or a business's grant", () => {
    expect(outsideDomain("how much is the seai grant for solar panels on my house", everyWord)).toBe("subject");
    expect(outsideDomain("do you install ev chargers for homeowners", everyWord)).toBe("subject");
    expect(outsideDomain("can you ship a hoodie to my house", everyWord)).toBeNull();
    expect(outsideDomain("does the seai grant cover workplace charging", everyWord)).toBeNull();
  });

  it("declines buying advice on hardware, not the shop or a calculation", () => {
    expect(outsideDomain("which asic miner should i buy this year", everyWord)).toBe("subject");
    expect(outsideDomain("what inverter would you recommend we buy", everyWord)).toBe("subject");
    expect(outsideDomain("which hoodie should i buy", everyWord)).toBeNull();
    expect(outsideDomain("which miners do you use", everyWord)).toBeNull();
    expect(outsideDomain("what would 50 miners cost if we buy them", everyWord)).toBeNull();
  });
});

describe("answers", () => {
  beforeAll(async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  });

  it("declines a home's solar grant and buying advice, with the phone and no calculator link", async () => {
    for (const message of ["how much is the SEAI grant for solar panels on my house", "which asic miner should i buy this year"]) {
      const response = await askInTurn([message]);
      expect(response).toMatch(DECLINE);
      expect(response).toContain("+1 (303) 555-0147");
      expect(response).not.toContain("/calculators");
    }
  });
});
