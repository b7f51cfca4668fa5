/**
 * What a pronoun, a bare phrase or "one" stands for (ADR 323): the thing an earlier piece of the
 * message or an earlier turn named, the question an earlier piece asked, and the calculator a
 * message's figures pick when no service is named. Unit tests on the reading, then through the route.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { calculatorForUnits } from "#worker/chat/calculator-answer.ts";
import { andAlternatives, pointsBack, withHeadOf, withReferent } from "#worker/chat/understanding.ts";
import { askInTurn, seedChatContent } from "./support/chat-fixtures";

describe("reading what a pronoun stands for", () => {
  it("tells a question whose subject is a pronoun from one that names its own", () => {
    expect(pointsBack("and its phone")).toBe(true);
    expect(pointsBack("what does it cost")).toBe(true);
    expect(pointsBack("how are they cooled")).toBe(true);
    expect(pointsBack("what does the aran sweater cost")).toBe(false);
    // "Item" and "italy" hold the letters, not the word.
    expect(pointsBack("which item ships to italy")).toBe(false);
  });

  it("puts the thing named before in the pronoun's place, once", () => {
    expect(withReferent("and its phone", "peachtree city office")).toBe("and the peachtree city office phone");
    expect(withReferent("what does it cost", "aran heritage sweater")).toBe("what does the aran heritage sweater cost");
    expect(withReferent("how are they cooled", "pecos curtailable mining facility")).toBe(
      "how are the pecos curtailable mining facility cooled",
    );
    expect(withReferent("is it wool and does it come in blue", "legacy varsity jacket")).toBe(
      "is the legacy varsity jacket wool and does it come in blue",
    );
  });
});

describe("reading a piece that borrows an earlier piece's question", () => {
  it("asks the earlier question of a phrase after a question word and its preposition", () => {
    expect(withHeadOf("who do i email for partnerships", "and who for the affiliate thing")).toBe("who do i email for the affiliate thing");
    // The earlier piece has no "on" to borrow up to: the piece stays as it is.
    expect(withHeadOf("who do i email for partnerships", "who on the affiliate thing")).toBeNull();
  });

  it("gives a bare phrase after a question the question's head, as many words as the phrase has", () => {
    expect(withHeadOf("how long do you keep form submissions", "chat conversations")).toBe("how long do you keep chat conversations");
    // A piece that asks, speaks of the visitor or carries figures is a question of its own.
    expect(withHeadOf("how long do you keep form submissions", "what about chat conversations")).toBeNull();
    expect(withHeadOf("the weather in dublin", "your address there")).toBeNull();
    expect(withHeadOf("what does a 100 kW system cost", "200 kW")).toBeNull();
  });

  it("reads 'the wexford one' as the thing the first item names", () => {
    expect(andAlternatives("how big is the rotterdam electrolyzer, and the wexford one?")).toEqual([
      "how big is the rotterdam electrolyzer",
      "how big is the wexford electrolyzer?",
    ]);
  });
});

describe("the calculator a message's figures pick with no service named", () => {
  it("picks PACE for a sum repaid over a term, with or without a dollar sign", () => {
    expect(calculatorForUnits("yearly payment on 1.2m over 15 years at 7%?")).toBe("pace");
    expect(calculatorForUnits("3 mil project on a twelve million dollar building, 10 year term at 8 percent, yearly payment?")).toBe(
      "pace",
    );
    // A term alone, or a term beside a size, is no loan.
    expect(calculatorForUnits("what would $500k over 15 years get me")).toBeNull();
    expect(calculatorForUnits("a 2 mw plant over 20 years, payments of $1m")).toBeNull();
  });

  it("picks solar for savings or a payback on a size and a power price", () => {
    expect(calculatorForUnits("25 year savings for 150kw at 11c")).toBe("solar");
    expect(calculatorForUnits("what does 150kw at 11c cost")).toBeNull();
  });
});

describe("answers", () => {
  beforeAll(seedChatContent);

  it("answers 'what does it cost' in a message about a shop item with the item's price, never a calculator", async () => {
    const response = await askInTurn(["what colours does the aran sweater come in and what does it cost"]);
    expect(response).toContain("$94.99");
    expect(response).toContain("Forest Moss");
    expect(response).not.toContain("](/calculators");
  });

  it("declines a price asked of a pronoun that stands for nothing, with no calculator", async () => {
    const alone = await askInTurn(["what does it cost"]);
    expect(alone).toMatch(/^I'm sorry, I don't have a reliable answer/);
    const afterAJoke = await askInTurn(["tell me a joke and what does it cost"]);
    expect(afterAJoke).not.toContain("](/calculators");
  });

  it("answers a follow-up's 'its phone' with the office asked about before, not every office's line", async () => {
    const response = await askInTurn(["where is your georgia office", "and its phone?"]);
    expect(response).toContain("+1 (770) 555-0182");
    expect(response).not.toContain("+353");
    const dublin = await askInTurn(["phone number for the dublin office"]);
    expect(dublin).toContain("+353 1 555 0193");
    expect(dublin).not.toContain("+1 (770) 555-0182");
    // No office named: every line.
    const any = await askInTurn(["what's your phone number"]);
    expect(any).toContain("+353 1 555 0193");
    expect(any).toContain("+1 (770) 555-0182");
  });

  it("reads a follow-up's pronoun as the item or office named before", async () => {
    expect(await askInTurn(["how much is the aran sweater", "and for 3 of them?"])).toContain("$284.97");
    expect(await askInTurn(["do you have an office in ireland", "when did it open"])).toContain("2015");
    // The weather is no thing of ours, whatever "it" stands for.
    expect(await askInTurn(["where is your georgia office", "is it going to rain there tomorrow"])).toMatch(
      /^I'm sorry, I don't have a reliable answer/,
    );
  });

  it("asks an earlier piece's question of a later phrase", async () => {
    const emails = await askInTurn(["who do i email for the merch shop and who for the affiliate thing"]);
    expect(emails).toContain("merch@kilbride.example");
    expect(emails).toContain("affiliates@kilbride.example");
    // Alone, "chat conversations" finds the sentence about the chat's id, which says no time.
    const kept = await askInTurn(["how long do you keep form submissions, and chat conversations"]);
    expect(kept).toContain("30 days");
  });

  it("calculates with a market figure the visitor states, and still declines one asked for as of now", async () => {
    const stated = await askInTurn(["network difficulty is 110,000 T now, what does 100 TH/s earn"]);
    expect(stated).toContain("less than 100,000T");
    expect(stated).not.toContain("I'm sorry");
    expect(await askInTurn(["what's the network difficulty now"])).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });

  it("runs PACE and solar on the visitor's figures when the figures name the calculator", async () => {
    const pace = await askInTurn(["3 mil project on a twelve million dollar building, 10 year term at 8 percent — yearly payment?"]);
    expect(pace).toContain("$349,423");
    expect(pace).toContain("propertyValue=12000000");
    const solar = await askInTurn(["25 year savings for 150kw at 11c"]);
    expect(solar).toContain("$266,813");
    expect(solar).toContain("utilityRate=0.11");
  });

  it("says customs decide delivery times abroad when shipping outside the US is asked", async () => {
    expect(await askInTurn(["how long does shipping take", "what about to ireland?"])).toContain("customs");
    expect(await askInTurn(["how long does shipping take"])).not.toContain("customs");
  });
});
