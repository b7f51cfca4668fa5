/**
 * The passage index on its own (passages.ts, ADRs 166, 169 and 320): which published sentence answers
 * a question asked in other words than the sentence's, and which question it must not answer. The
 * blocks are written here, so each test shows one reading and its limit.
 */
import { describe, expect, it } from "vitest";
import { type Block, passageIndex } from "#worker/chat/passages.ts";

const post = (heading: string, text: string): Block => ({ title: "Field notes", path: "/blog/field-notes", heading, text, domain: null });

const index = passageIndex([
  post("Payback", "Over a 12-year inverter guarantee the storage bank pays for itself twice in savings."),
  post("Carports", "Our carport canopies shade forty vehicles at the depot."),
  post("Winter", "The frosted depot reopened after a week of repairs."),
  post("Harbour", "The harbour crane was serviced in May by our own team."),
  post("Apprentices", "Our apprenticeship programme trains electricians in Colorado and Ireland."),
]);
const find = (question: string) => index.find(question, ["energy", "merch", "company"])?.quote ?? null;

describe("a question's verbs and adverbs say how it is asked (ADR 320)", () => {
  it("quotes the sentence that explains every other word of the question", () => {
    expect(find("what guarantee do you assume on the inverter when you work out storage savings")).toContain("12-year inverter guarantee");
  });

  it("does not quote it when a noun of the question is one the sentence does not explain", () => {
    expect(find("what guarantee do you assume on the carport when you work out storage savings")).toBeNull();
  });
});

describe("a word of the sentence the search matched by its start (ADR 320)", () => {
  it("counts as the question's word in the sentence: frost → frosted", () => {
    expect(find("what about the frost at the depot")).toContain("frosted depot reopened");
  });

  it("is no match for a question about another place", () => {
    expect(find("what about the frost at the harbour")).toBeNull();
  });
});

describe("a verb compromise does not read as one is searched as its base too (ADR 320)", () => {
  it("finds trains for trained", () => {
    expect(find("where do apprentices get trained")).toContain("apprenticeship programme trains");
  });

  it("still needs the rest of the question", () => {
    expect(find("where do apprentices get paid")).toBeNull();
  });
});
