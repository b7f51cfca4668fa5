/**
 * What round ten's answers taught (ADR 332): machines counted with each one's power, a thing the
 * visitor will not have said as "we won't need", figures that are no input (a year, a street number,
 * a count of buildings), a data hall known by its redundancy or cooling, a project financed whatever
 * it is for, a coin price said with a verb; a milestone of our history on its own; the founder's
 * role and the assistant's name in other words. Each with a case that must not fire.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { reply, seedChatContent, slots } from "./support/chat-fixtures";

describe("reading round ten's figures", () => {
  it("reads so many machines at a power or hashrate each as their sum, and a total as it is", () => {
    expect(slots("3 machines at 3,250 watts each")).toEqual([{ unit: "kW", value: 9.75 }]);
    expect(slots("two rigs, each drawing 3.4 kW")).toEqual([{ unit: "kW", value: 6.8 }]);
    expect(slots("5 antminers at 200 TH/s apiece")).toEqual([{ unit: "TH/s", value: 1000 }]);
    // No "each": the figure is the machines' together, and the count only says how many there are (ADR 342's addendum).
    expect(slots("3 machines at 9,750 watts total")).toEqual([{ unit: "kW", value: 9.75 }]);
    expect(slots("our 40 rigs total 5,000 TH/s and pull 140kW")).toEqual([
      { unit: "TH/s", value: 5000 },
      { unit: "kW", value: 140 },
    ]);
    // Neither "each" nor "total": which the figures are is not said, and the count stays to be asked about.
    expect(slots("40 rigs, 110 TH/s and 3.25 kW")).toEqual([
      { unit: "none", value: 40 },
      { unit: "TH/s", value: 110 },
      { unit: "kW", value: 3.25 },
    ]);
  });
});

describe("answers with round ten's figures", () => {
  beforeAll(seedChatContent);

  it("uses the machines' power together in a mining estimate", async () => {
    const answer = await reply("3 machines at 3,250 watts each, 600 TH/s between them, power at 5 cents. daily profit?");
    expect(answer).toContain("9.75 kW of power");
    expect(answer).toContain("power=9.75");
  });

  it("leaves out what the visitor says they won't need, and keeps it when they will", async () => {
    const without = await reply("10MW plant, 12,000 kg storage, and we won't need compression. production cost per kg?");
    expect(without).toContain("compressionNeeded=false");
    expect(without).toContain("$2.86/kg");
    expect(await reply("10MW plant, 12,000 kg storage, and we will need compression. production cost per kg?")).toContain(
      "compressionNeeded=true",
    );
    expect(await reply("100 kW solar at $2 per watt, we don't qualify for any incentives - payback?")).toContain("incentives=0");
  });

  it("calculates past a year, a street number and a count of buildings, and still asks about a figure it cannot place", async () => {
    const savings = await reply("our site at 1450 Main St has 2 buildings; we want 120kW across both and pay 16¢/kWh. yearly savings?");
    expect(savings).toContain("$21,216");
    const payback = await reply("if we build in 2027, 60 kW at 2.10 per watt and 0.09 per kwh, how long to pay back");
    expect(payback).toContain("14.8 years");
    expect(await reply("solar payback for 100 kW with 7 inverters")).toContain("I couldn't tell what “7” refers to");
  });

  it("knows a data hall by its redundancy or cooling, and still asks which calculator for a power alone", async () => {
    const hall = await reply("4 MW, 2N, liquid cooled - construction cost?");
    expect(hall).toContain("$78,200,000");
    expect(hall).toContain("redundancyLevel=2n");
    expect(hall).toContain("coolingType=liquid");
    expect(await reply("what would 4 MW cost?")).toContain("which project is it for");
  });

  it("finances a project named by what it is for, and prices the project itself when nothing is repaid", async () => {
    const solar = await reply("$1.8M solar + storage on a $12M office, 15 yrs at 6.75% - annual payment?");
    expect(solar).toContain("$191,140");
    expect(solar).toContain("projectCost=1800000");
    const ev = await reply("total interest on a $600k EV charging project, property worth $4.2M");
    expect(ev).toContain("$390,558");
    expect(ev).toContain("projectType=ev_charging");
    expect(await reply("what does a 200 kW solar system cost at $2.10 a watt")).toContain("tab=solar");
  });

  it("reads a coin price said with a verb, and a server room as a data hall", async () => {
    expect(await reply("what would mining earn if bitcoin dropped to $800")).toContain("Bitcoin price must be at least $1,000");
    expect(await reply("build cost of a 40 kW server room")).toContain("Capacity must be at least 0.1 MW");
  });
});

describe("the company's history, one milestone at a time", () => {
  beforeAll(seedChatContent);

  it("gives the milestone asked about without every other year's", async () => {
    const answer = await reply("when did the georgia office open");
    expect(answer).toContain("In 2018");
    expect(answer).not.toContain("2015");
  });

  it("gives what came before a milestone when asked 'before', and when a bare 'when' names a service", async () => {
    const before = await reply("what were u guys doing before all the renewables stuff");
    expect(before).toContain("electrical contractor");
    expect(before).not.toContain("2022");
    const both = await reply("when did you get into hydrogen, and when data centres?");
    expect(both).toContain("In 2022");
    expect(both).toContain("In 2018");
    // A bare "when" with anything besides the service is not about our history.
    expect(await reply("when is the solar article")).not.toContain("In 2010");
  });
});

describe("plain wordings of the founder's role and the assistant's name", () => {
  beforeAll(seedChatContent);

  it("gives the founder's role when asked for it in other words", async () => {
    expect(await reply("what is declan kilbride's role")).toContain("Chief Executive Officer");
  });

  it("names the assistant when asked what the site's chat is called, and not for another assistant", async () => {
    expect(await reply("whats the chat assistant on your site called")).toContain("I'm Brigid");
    expect(await reply("what's the name of the chatbot")).toContain("I'm Brigid");
    expect(await reply("who is your project assistant called")).not.toContain("Brigid");
  });
});
