/**
 * What round nine's answers taught (ADR 327): a bare "zip" of an office, subjects the site does not
 * cover (a world record, what someone earns), the choice said last in a follow-up ("what about
 * france"), what a mining estimate leaves out, "the dutch one" after a project or an office, and "she" after an article's author. Unit
 * tests on the reading, then through the route on the seeded demo database, each with a case that
 * must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { normalize } from "#worker/chat/text.ts";
import { outsideDomain } from "#worker/chat/understanding.ts";
import { askInTurn } from "./support/chat-fixtures";

const everyWord = () => true;
const DECLINE = /^I'm sorry, I don't have a reliable answer/;

describe("reading round nine's wordings", () => {
  it("reads a bare 'zip' of an office as its postal code, and leaves the quarter-zip to the shop", () => {
    expect(normalize("hq zip?")).toBe("hq postal code?");
    expect(normalize("zip for the dublin office")).toBe("postal code for the dublin office");
    expect(normalize("how much is the quarter-zip")).toContain("quarter-zip");
    expect(normalize("do you sell a zip hoodie")).toContain("zip hoodie");
    // No office or address named: not a postal code.
    expect(normalize("what colours does the zip come in")).toContain("zip");
  });

  it("sends world records and what a person earns to the fallback, not the pay our programmes offer", () => {
    expect(outsideDomain("what the world record efficiency for a solar cell", everyWord)).toBe("subject");
    expect(outsideDomain("how much does declan kilbride earn a year", everyWord)).toBe("subject");
    expect(outsideDomain("what salary of the founder", everyWord)).toBe("subject");
    expect(outsideDomain("how much do affiliates earn", everyWord)).toBeNull();
    expect(outsideDomain("what track record do you have with solar", everyWord)).toBeNull();
  });
});

describe("answers", () => {
  beforeAll(async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  });

  it("gives the headquarters' postal code for 'hq zip', never the shop", async () => {
    const zip = await askInTurn(["hq zip?"]);
    expect(zip).toContain("80104");
    expect(zip).not.toContain("](/merch");
    expect(await askInTurn(["how much is the quarter-zip"])).toContain("$74.99");
  });

  it("declines a world record and the founder's pay", async () => {
    expect(await askInTurn(["what's the world record efficiency for a solar cell"])).toMatch(DECLINE);
    expect(await askInTurn(["how much does declan kilbride earn a year"])).toMatch(DECLINE);
    expect(await askInTurn(["who founded kilbride"])).toContain("Declan Kilbride");
  });

  it("re-runs a calculation with the place a follow-up names, the one said last", async () => {
    const france = await askInTurn(["solar estimate for 100 kW in germany", "what about france"]);
    expect(france).toContain("location=France");
    expect(france).not.toContain("location=Germany");
    // Said as the one not wanted, a place is no choice.
    const instead = await askInTurn(["solar estimate for 100 kW in ireland rather than germany"]);
    expect(instead).toContain("location=Ireland");
  });

  it("says what a mining estimate leaves out, as the calculator lists it, and nothing of the kind for solar", async () => {
    const mining = await askInTurn(["300 TH/s on 10 kW at 4 cents: monthly profit? and does that include what the machines cost?"]);
    expect(mining).toContain("monthly profit -$287");
    expect(mining).toContain("Excludes hardware costs and maintenance");
    // One answer: the second piece leans on the first's figures, so the estimate is not said twice.
    expect(mining.split("Bitcoin mining estimate:").length).toBe(2);
    expect(await askInTurn(["what would a 100 kW solar system cost"])).not.toContain("As the calculator notes");
  });

  it("reads 'the dutch one' as the same kind of thing at that place: a project, an office", async () => {
    const dutch = await askInTurn(["what does the wexford hydrogen pilot supply", "what about the dutch one?"]);
    expect(dutch).toContain("Rotterdam Port Electrolyzer");
    expect(dutch).toContain("5 MW");
    const european = await askInTurn(["where's your colorado hq", "what about the european one"]);
    expect(european).toMatch(/^Our Dublin, Ireland office/);
    expect(european).not.toContain("Westpark");
    // No hydrogen project in Norway: not the mining facility there.
    expect(await askInTurn(["what does the wexford hydrogen pilot supply", "what about the norwegian one?"])).not.toContain("Hamar");
  });

  it("reads 'she' as the one author the earlier answer named", async () => {
    const more = await askInTurn(["who wrote the article about hail damage claims", "what else has she written?"]);
    expect(more).toContain("C-PACE Financing Explained");
    expect(more).toContain("Karen Whitfield");
    // Several authors named before: no one to stand for.
    expect(await askInTurn(["what did you write about solar", "what else has she written?"])).not.toContain("C-PACE Financing Explained");
  });
});
