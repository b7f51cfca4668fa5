/**
 * How the assistant reads a message: the figures and their units (slots), the questions in it
 * (splitting), the domain gate, and follow-ups answered with the conversation's earlier messages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { kindOf, quantities } from "#worker/chat/slots.ts";
import {
  andAlternatives,
  headedList,
  isFollowUp,
  outsideDomain,
  someoneElsesDetail,
  splitQuestions,
  withContext,
} from "#worker/chat/understanding.ts";
import { ask, seedChatContent } from "./support/chat-fixtures";

const slots = (text: string) =>
  quantities(text).map(({ unit, value, upTo }) => (upTo === undefined ? { unit, value } : { unit, value, upTo }));

describe("slot extraction", () => {
  it("reads kW and MW apart, with or without a space", () => {
    expect(slots("a 250kW roof")).toEqual([{ unit: "kW", value: 250 }]);
    expect(slots("a 2.5 MW electrolyzer")).toEqual([{ unit: "MW", value: 2.5 }]);
    expect(slots("two hundred kilowatts")).toEqual([{ unit: "kW", value: 200 }]);
  });

  it("reads k and M suffixes and money words", () => {
    expect(slots("a $500k loan")).toEqual([{ unit: "$", value: 500_000 }]);
    expect(slots("a $1.2M project")).toEqual([{ unit: "$", value: 1_200_000 }]);
    expect(slots("1.5 million dollars")).toEqual([{ unit: "$", value: 1_500_000 }]);
  });

  it("reads prices per watt and per kWh, in dollars or cents", () => {
    expect(slots("at $2.10 per watt")).toEqual([{ unit: "$/W", value: 2.1 }]);
    expect(slots("power at 6 cents")).toEqual([{ unit: "$/kWh", value: 0.06 }]);
    expect(slots("$0.08/kWh")).toEqual([{ unit: "$/kWh", value: 0.08 }]);
    expect(slots("12 cents per kWh")).toEqual([{ unit: "$/kWh", value: 0.12 }]);
  });

  it("reads percentages, years, tiers, PUE, hashrate and difficulty", () => {
    expect(slots("6.5% over 20 years")).toEqual([
      { unit: "%", value: 6.5 },
      { unit: "years", value: 20 },
    ]);
    expect(slots("tier 3 with a PUE of 1.3")).toEqual([
      { unit: "tier", value: 3 },
      { unit: "pue", value: 1.3 },
    ]);
    expect(slots("100 TH/s at difficulty 80T")).toEqual([
      { unit: "TH/s", value: 100 },
      { unit: "difficulty", value: 80 },
    ]);
  });

  it("reads ranges as one figure with its upper end", () => {
    expect(slots("200-300 kW")).toEqual([{ unit: "kW", value: 200, upTo: 300 }]);
    expect(slots("between 100 and 200 kw")).toEqual([{ unit: "kW", value: 100, upTo: 200 }]);
    expect(slots("$2 to $2.50 per watt")).toEqual([{ unit: "$/W", value: 2, upTo: 2.5 }]);
    // Spaces around a hyphen separate two figures: "PUE 1.2 - 10 year TCO" is no range.
    expect(slots("pue 1.2 - 10 year")).toEqual([
      { unit: "pue", value: 1.2 },
      { unit: "years", value: 10 },
    ]);
  });

  it("reads k and M suffixes and cents written without a dollar sign", () => {
    expect(slots("btc at 90k")).toEqual([{ unit: "$", value: 90_000 }]);
    expect(slots("pace loan 1.2M")).toEqual([{ unit: "none", value: 1_200_000 }]);
    expect(slots("a 250k project")).toEqual([{ unit: "none", value: 250_000 }]);
    expect(slots("we pay 15c/kwh")).toEqual([{ unit: "$/kWh", value: 0.15 }]);
    expect(slots("10c power")).toEqual([{ unit: "$/kWh", value: 0.1 }]);
    expect(slots("at $0.07")).toEqual([{ unit: "$/kWh", value: 0.07 }]);
  });

  it("reads kW vs MW in every spelling, and fractions of a unit", () => {
    expect(slots("1.5MW")).toEqual([{ unit: "MW", value: 1.5 }]);
    expect(slots("1.5 kW")).toEqual([{ unit: "kW", value: 1.5 }]);
    expect(slots("250,000 watts")).toEqual([{ unit: "kW", value: 250 }]);
    expect(slots("400 kWp")).toEqual([{ unit: "kW", value: 400 }]);
    expect(slots("half a megawatt")).toEqual([{ unit: "MW", value: 0.5 }]);
    expect(slots("forty kilowatt")).toEqual([{ unit: "kW", value: 40 }]);
    // kWh is energy, not a size.
    expect(slots("200,000 kWh a year")).toEqual([{ unit: "kWh", value: 200_000 }]);
  });

  it("types every figure of a message: dollars and cents said as words, tonnes, short years and months, energy and area", () => {
    expect(slots("650 kilowatts at a buck ninety a watt")).toEqual([
      { unit: "kW", value: 650 },
      { unit: "$/W", value: 1.9 },
    ]);
    expect(slots("two dollars fifty cents per watt")).toEqual([{ unit: "$/W", value: 2.5 }]);
    expect(slots("a buck a watt")).toEqual([{ unit: "$/W", value: 1 }]);
    expect(slots("a dollar amount")).toEqual([]);
    // "t" before storage or hydrogen is tonnes; alone after a figure it is still a mining difficulty.
    expect(slots("25 mw h2 plant, 15t of storage")).toEqual([
      { unit: "MW", value: 25 },
      { unit: "kg", value: 15_000 },
    ]);
    expect(slots("difficulty 80t")).toEqual([{ unit: "difficulty", value: 80 }]);
    expect(slots("25y @ 7.25%")).toEqual([
      { unit: "years", value: 25 },
      { unit: "%", value: 7.25 },
    ]);
    expect(slots("over 180 months")).toEqual([{ unit: "years", value: 15 }]);
    // The "c" of C-PACE is no cents.
    expect(slots("an $800k c-pace at 5%")).toEqual([
      { unit: "$", value: 800_000 },
      { unit: "%", value: 5 },
    ]);
    expect(slots("a 2 MWh battery")).toEqual([{ unit: "kWh", value: 2000 }]);
    expect(slots("a 20,000 sq ft roof")).toEqual([{ unit: "area", value: 20_000 }]);
    expect(quantities("15t of storage, $2.10 per watt, 25y, 180 months, 2 mwh, 1,000 sq ft, 40 units").map((q) => kindOf(q.unit))).toEqual([
      "mass",
      "money per unit",
      "duration",
      "duration",
      "energy",
      "area",
      "count",
    ]);
  });

  it("reads decimal commas, fractions, 'grand', 'a megawatt', multiples, and keeps vague sizes apart as no figure", () => {
    expect(slots("a 2,5 MW electrolyzer")).toEqual([{ unit: "MW", value: 2.5 }]);
    expect(slots("1,500 kW")).toEqual([{ unit: "kW", value: 1500 }]);
    expect(slots("a quarter million dollar project")).toEqual([{ unit: "$", value: 250_000 }]);
    expect(slots("1/2 MW")).toEqual([{ unit: "MW", value: 0.5 }]);
    expect(slots("btc at 100 grand")).toEqual([{ unit: "$", value: 100_000 }]);
    expect(slots("a megawatt of miners")).toEqual([{ unit: "MW", value: 1 }]);
    expect(slots("half a megawatt")).toEqual([{ unit: "MW", value: 0.5 }]);
    expect(slots("2 x 150kw")).toEqual([{ unit: "kW", value: 300 }]);
    // A scale word before a comma ends its figure: not 20,000,025 years.
    expect(slots("building worth 20 mil, 25 years at 6 percent")).toEqual([
      { unit: "none", value: 20_000_000 },
      { unit: "years", value: 25 },
      { unit: "%", value: 6 },
    ]);
    expect(slots("$2 million, $3 million")).toEqual([
      { unit: "$", value: 2_000_000 },
      { unit: "$", value: 3_000_000 },
    ]);
    expect(slots("a 1.15 million building")).toEqual([{ unit: "none", value: 1_150_000 }]);
    expect(slots("$0.07 kwh")).toEqual([{ unit: "$/kWh", value: 0.07 }]);
    expect(slots("difficulty of 80 trillion")).toEqual([{ unit: "difficulty", value: 80 }]);
    expect(slots("over two decades")).toEqual([{ unit: "years", value: 20 }]);
    // A sum by the month is no duration; "24/7" is no pair of figures; "a few questions" is no 3.
    expect(slots("we pay $4,000 a month")).toEqual([{ unit: "$", value: 4000 }]);
    expect(slots("24/7 support for a 2 mw site")).toEqual([{ unit: "MW", value: 2 }]);
    expect(slots("a few questions about a 5 MW plant")).toEqual([{ unit: "MW", value: 5 }]);
    const [vague] = quantities("a few hundred kW of solar");
    expect(vague?.vague).toBe(true);
    expect(vague?.text).toBe("a few hundred kw");
    expect(Number.isNaN(vague?.value)).toBe(true);
  });

  it("reads Tier III, years written into the number and percentages", () => {
    expect(slots("a tier iii site")).toEqual([{ unit: "tier", value: 3 }]);
    expect(slots("10yr term")).toEqual([{ unit: "years", value: 10 }]);
    expect(slots("26% incentives")).toEqual([{ unit: "%", value: 26 }]);
  });

  it("reads the shorthand of a message made of figures (ADR 164)", () => {
    expect(slots("300kw @ $2.25/w")).toEqual([
      { unit: "kW", value: 300 },
      { unit: "$/W", value: 2.25 },
    ]);
    expect(slots("50kw at 2.10/w")).toEqual([
      { unit: "kW", value: 50 },
      { unit: "$/W", value: 2.1 },
    ]);
    expect(slots("two hundred fifty kilowatts at two dollars a watt")).toEqual([
      { unit: "kW", value: 250 },
      { unit: "$/W", value: 2 },
    ]);
    expect(slots("0.5MW")).toEqual([{ unit: "MW", value: 0.5 }]);
    expect(slots("500 kilowatt electrolyzer")).toEqual([{ unit: "kW", value: 500 }]);
    expect(slots("10k kg of storage")).toEqual([{ unit: "kg", value: 10_000 }]);
    expect(slots("11c power")).toEqual([{ unit: "$/kWh", value: 0.11 }]);
    expect(slots("a 2 million dollar project")).toEqual([{ unit: "$", value: 2_000_000 }]);
    expect(slots("at 7 percent")).toEqual([{ unit: "%", value: 7 }]);
  });

  it("reads leading dots, $ before a unit, ¢, 'mil', '=' and 'tier-3', and ranges across kW and MW", () => {
    expect(slots("$.11/kwh")).toEqual([{ unit: "$/kWh", value: 0.11 }]);
    expect(slots("0.09 $/kWh")).toEqual([{ unit: "$/kWh", value: 0.09 }]);
    expect(slots("2.1 $/W")).toEqual([{ unit: "$/W", value: 2.1 }]);
    expect(slots("8¢/kWh")).toEqual([{ unit: "$/kWh", value: 0.08 }]);
    expect(slots("a $1 mil project")).toEqual([{ unit: "$", value: 1_000_000 }]);
    expect(slots("pue=1.3, tier-4")).toEqual([
      { unit: "pue", value: 1.3 },
      { unit: "tier", value: 4 },
    ]);
    expect(slots("storage 2t")).toEqual([{ unit: "kg", value: 2000 }]);
    expect(slots("500kw-1mw")).toEqual([{ unit: "kW", value: 500, upTo: 1000 }]);
    expect(slots("500 kW to 1 MW")).toEqual([{ unit: "kW", value: 500, upTo: 1000 }]);
  });

  it("reads a figure for each machine times the count, and prices per kW or per MWh", () => {
    expect(slots("20 miners at 3.25 kW each")).toEqual([{ unit: "kW", value: 65 }]);
    expect(slots("10 s19s, 110 TH/s each")).toEqual([{ unit: "TH/s", value: 1100 }]);
    expect(slots("$1,800 per kW")).toEqual([{ unit: "$/W", value: 1.8 }]);
    expect(slots("$45/MWh")).toEqual([{ unit: "$/kWh", value: 0.045 }]);
    // A data center's cost per kW is no solar price per watt.
    expect(slots("$13,000 per kW")).toEqual([{ unit: "$", value: 13_000 }]);
  });

  it("keeps euros and pounds apart from dollars: no calculator reads them as dollars", () => {
    expect(slots("€0.25/kWh")).toEqual([{ unit: "other-currency", value: 0.25 }]);
    expect(slots("£2 a watt")).toEqual([{ unit: "other-currency", value: 2 }]);
    expect(slots("400k euros")).toEqual([{ unit: "other-currency", value: 400_000 }]);
  });
});

describe("slot extraction, round five (ADR 165)", () => {
  it("reads 'one' standing for a thing as no figure, and 'one' with a unit as one", () => {
    expect(slots("is there a hydrogen calculator and a mining one?")).toEqual([]);
    expect(slots("the blue one")).toEqual([]);
    expect(slots("one MW of storage")).toEqual([{ unit: "MW", value: 1 }]);
    expect(slots("one hundred kilowatts")).toEqual([{ unit: "kW", value: 100 }]);
  });
});

describe("splitting a message into its questions", () => {
  it("splits at sentences and at 'and what/how …'", () => {
    expect(splitQuestions("What insurance do contractors need? And what are the payment terms?")).toHaveLength(2);
    expect(splitQuestions("how much is the hoodie and how much is the mug?")).toEqual(["how much is the hoodie", "how much is the mug?"]);
  });

  it("keeps context in front of its question and drops greetings", () => {
    expect(splitQuestions("Hi! We have a 200 kW roof. What would solar cost?")).toEqual(["We have a 200 kW roof. What would solar cost?"]);
    expect(splitQuestions("solar and hydrogen projects")).toEqual(["solar and hydrogen projects"]);
  });

  it("offers the two halves of 'your address and phone number'", () => {
    expect(andAlternatives("whats your address and phone number")).toEqual(["whats your address", "whats your phone number"]);
    expect(andAlternatives("how are you")).toBeNull();
  });

  it("offers every item of a list, and splits at '&' before a question word", () => {
    expect(andAlternatives("what are your hours, phone and email")).toEqual([
      "what are your hours",
      "what are your phone",
      "what are your email",
    ]);
    expect(splitQuestions("where's the dublin office & what are its hours")).toEqual(["where's the dublin office", "what are its hours"]);
  });

  it("gives the second item of a list the first one's head ('the commission for solar and for hydrogen')", () => {
    expect(andAlternatives("whats the commission for solar and for hydrogen")).toEqual([
      "whats the commission for solar",
      "whats the commission for hydrogen",
    ]);
  });

  it("splits questions that end without a full stop before the next one", () => {
    expect(splitQuestions("do you ship internationally? how long does shipping take")).toEqual([
      "do you ship internationally?",
      "how long does shipping take",
    ]);
    expect(splitQuestions("how long does contractor approval take and what are the payment terms?")).toEqual([
      "how long does contractor approval take",
      "what are the payment terms?",
    ]);
  });

  it("gives bare details after a head the head's words ('dublin office address, phone and hours', ADR 165)", () => {
    expect(headedList("castle rock office phone, email and hours please")).toEqual([
      "castle rock office phone",
      "castle rock office email",
      "castle rock office hours",
    ]);
    expect(headedList("the polo price and sizes?")).toEqual(["the polo price", "the polo sizes"]);
    // Items that are subjects of their own, or a list with no detail word, are no headed list.
    expect(headedList("solar, hydrogen and ev charging")).toBeNull();
    expect(headedList("dublin office address and the weather there")).toBeNull();
  });

  it("lets a follow-up's new figure replace the old one rather than add a second calculation (ADR 165)", () => {
    expect(withContext(["what would 150 kw cost"], "and 250 kw?", false)).toBe("what would 150 kw cost 250 kw?");
    expect(withContext(["cost of a 3 mw data center"], "what about tier 4?", false)).toBe("cost of a 3 mw data center tier 4?");
  });

  it("tells a follow-up from a question that stands alone", () => {
    expect(isFollowUp("what about at $2.50 per watt?")).toBe(true);
    expect(isFollowUp("and in ireland?")).toBe(true);
    expect(isFollowUp("how much is the mug")).toBe(false);
    expect(isFollowUp("what colours does it come in")).toBe(true);
    expect(isFollowUp("which one is in ireland?")).toBe(true);
  });
});

describe("the domain gate", () => {
  const known = (word: string) => ["office", "dublin", "phone", "number"].includes(word);
  it("sends subjects the site does not cover to the fallback", () => {
    for (const text of ["whats the weather in dublin", "kilbride share price", "a hotel near your office", "euro to dollar exchange rate"])
      expect(outsideDomain(text, known), text).not.toBeNull();
    expect(outsideDomain("what is the bitcoin price today", known)).toBe("live");
    expect(outsideDomain("phone number for tesla", known)).toBe("someone-else");
    // Every word after "of"/"for" must be the site's: "dublin" is, "zoo" is not.
    expect(outsideDomain("opening hours of the dublin zoo", known)).not.toBeNull();
    expect(outsideDomain("siemens phone number", known)).toBe("someone-else");
    // A market price asked "now" in any order of words.
    expect(outsideDomain("price of electricity in texas right now", known)).toBe("live");
    expect(outsideDomain("btc price rn", known)).toBe("live");
    for (const text of ["population of dublin", "who is the president of ireland", "nvidia market cap", "best solar panel brand"])
      expect(outsideDomain(text, known), text).not.toBeNull();
  });

  it("declines another business's details even when every word is one the site uses (ADR 164)", () => {
    const everyWord = () => true;
    expect(outsideDomain("whats the phone number for home depot in castle rock", everyWord)).toBe("someone-else");
    expect(outsideDomain("phone number for the irish revenue office", everyWord)).toBeNull();
    expect(outsideDomain("email for merch questions", everyWord)).toBeNull();
    expect(outsideDomain("the number for dublin", everyWord)).toBeNull();
    expect(outsideDomain("can you write me a python script", everyWord)).toBe("subject");
    expect(outsideDomain("how do i reset my wifi router", everyWord)).toBe("subject");
  });

  it("declines personal matters, market predictions, conversions and another company's details (ADR 165)", () => {
    const everyWord = () => true;
    for (const text of ["can you do my taxes", "help with my mortgage", "how do i renew my passport"])
      expect(outsideDomain(text, everyWord), text).toBe("subject");
    expect(outsideDomain("will btc crash next week", everyWord)).toBe("prediction");
    expect(outsideDomain("is gold going down", everyWord)).not.toBeNull();
    expect(outsideDomain("what is 2 bitcoin in euros", everyWord)).toBe("live");
    // The future of prices inside a question about our work is not a prediction we are asked to make.
    expect(outsideDomain("with power prices rising next year is solar worth it", everyWord)).toBeNull();
    expect(outsideDomain("mining profit at 5 cents if bitcoin goes up", everyWord)).toBeNull();
    expect(someoneElsesDetail("what is acme energy's head office address")).toBe(true);
    expect(someoneElsesDetail("vestas's phone number")).toBe(true);
    expect(someoneElsesDetail("what's the dublin office's phone")).toBe(false);
    expect(someoneElsesDetail("what's declan's email")).toBe(false);
    expect(someoneElsesDetail("kilbride's hq address")).toBe(false);
  });

  it("lets the site's own subjects through", () => {
    for (const text of [
      "phone number for the dublin office",
      "how much would bitcoin mining earn at 6 cents",
      "do you have hoodies in stock",
    ])
      expect(outsideDomain(text, known), text).toBeNull();
  });
});

describe("answers", () => {
  beforeAll(seedChatContent);

  it("never states a figure the visitor's own figure would change", async () => {
    const { body } = await ask({ message: "solar for 20 MW?", conversationId: null, reset: false });
    expect(body.response).toContain("less than 10,000 kW");
    expect(body.response).not.toMatch(/total system cost/);
  });

  it("answers a follow-up with the earlier question's figures, the new one replacing the old", async () => {
    const first = await ask({ message: "how much would a 200 kW solar system cost", conversationId: null, reset: false });
    const { body } = await ask({
      message: "what about at $2.50 per watt?",
      conversationId: first.body.conversationId ?? null,
      reset: false,
    });
    expect(body.response).toContain("$500,000");
    expect(body.response).toContain("systemSize=200");
    expect(body.response).toContain("pricePerWatt=2.5");
  });

  it("answers both questions of one message", async () => {
    const { body } = await ask({ message: "whats your phone number, and what are your hours?", conversationId: null, reset: false });
    expect(body.response).toContain("+1 (303) 555-0147");
    expect(body.response).toContain("Monday-Friday, 9am-5pm MST");
  });

  it("gives one office's details once when two of the asked details are in the same line", async () => {
    const { body } = await ask({ message: "dublin office address, phone and hours please", conversationId: null, reset: false });
    const answer = body.response ?? "";
    expect(answer).toContain("Grand Canal Quay");
    expect(answer).toContain("+353 1 555 0193");
    expect(answer).toContain("Monday-Friday, 9am-5pm MST");
    expect(answer.split("Grand Canal Quay")).toHaveLength(2);
  });

  it("declines a question that only names a place we work in", async () => {
    const { body } = await ask({ message: "tell me about texas", conversationId: null, reset: false });
    expect(body.response).toContain("don't have a reliable answer");
    expect(body.response).not.toContain("](/projects/");
  });

  it("applies the affiliate rate and the shop's prices to the visitor's own figures", async () => {
    const referral = await ask({ message: "if i refer a $2M solar project what's my commission", conversationId: null, reset: false });
    expect(referral.body.response).toContain("$100,000");
    expect(referral.body.response).toContain("your figure");
    const merch = await ask({ message: "how much for 3 dragon crest hoodies and 2 legacy mugs", conversationId: null, reset: false });
    expect(merch.body.response).toContain("$209.97");
    expect(merch.body.response).toContain("$37.98");
    expect(merch.body.response).toContain("$247.95");
  });

  it("answers each of two subjects joined by '+', and a message made only of figures (ADR 164)", async () => {
    const emails = await ask({ message: "email for merch questions + email for contractor stuff", conversationId: null, reset: false });
    expect(emails.body.response).toContain("merch@kilbride.example");
    expect(emails.body.response).toContain("contractors@kilbride.example");
    const figures = await ask({ message: "60kw array, $1.90 per watt, 11c power", conversationId: null, reset: false });
    expect(figures.body.response).toContain("$114,000");
    expect(figures.body.response).toContain("as you said");
  });

  it("reads plain wordings: filler, unknown word forms and verbs do not hide the subject (ADR 164)", async () => {
    for (const [message, fact] of [
      ["who do i email about becoming a supplier", "partners@kilbride.example"],
      ["how fast do you get back to people", "one business day"],
      ["so what do you guys do exactly", "Green Hydrogen"],
      ["how long is a referral good for", "12 months"],
    ] as const) {
      const { body } = await ask({ message, conversationId: null, reset: false });
      expect(body.response, message).toContain(fact);
    }
    // An unknown noun still counts against a document: no nearby topic for a python script.
    const { body } = await ask({ message: "what is a python decorator", conversationId: null, reset: false });
    expect(body.response).toContain("don't have a reliable answer");
  });

  it("uses every PACE figure the visitor gave: a comma ends a figure's clause (ADR 165)", async () => {
    const { body } = await ask({ message: "yearly pace payment on $900k, property worth 3 million", conversationId: null, reset: false });
    expect(body.response).toContain("projectCost=900000");
    expect(body.response).toContain("propertyValue=3000000");
    expect(body.response).toContain("as you said");
    // A figure after a scale word and a comma is a figure of its own, not part of the sum before it.
    const later = await ask({
      message: "pace: 2.5 mil project, building worth 20 mil, 25 years at 6 percent",
      conversationId: null,
      reset: false,
    });
    expect(later.body.response).toContain("projectCost=2500000&propertyValue=20000000&term=25&interestRate=6");
  });

  it("answers what happens after each form, and the programmes' terms (ADR 165)", async () => {
    for (const [message, fact] of [
      ["i applied to join your contractor network, what happens now", "5-7 business days"],
      ["sent the partner form yesterday, when will i hear back", "partnerships team"],
      ["once i submit the project form what happens next", "Initial Consultation"],
      ["can i quit the contractor network later", "at any time"],
    ] as const) {
      const { body } = await ask({ message, conversationId: null, reset: false });
      expect(body.response, message).toContain(fact);
    }
  });

  it("reads a bare figure or a changed choice after a calculation as that calculation again (ADR 165)", async () => {
    const first = await ask({ message: "how much is a 150 kw solar system", conversationId: null, reset: false });
    const { body } = await ask({ message: "and 250?", conversationId: first.body.conversationId ?? null, reset: false });
    expect(body.response).toContain("systemSize=250");
    expect(body.response).not.toContain("systemSize=150");
    const dc = await ask({ message: "what does a 3 MW data center cost", conversationId: null, reset: false });
    const cooled = await ask({ message: "with liquid cooling then?", conversationId: dc.body.conversationId ?? null, reset: false });
    expect(cooled.body.response).toContain("coolingType=liquid");
    expect(cooled.body.response).toContain("capacity=3");
  });

  it("reads a pronoun with the previous message's subject", async () => {
    const first = await ask({ message: "how much is the dragon crest hoodie", conversationId: null, reset: false });
    const { body } = await ask({
      message: "what colours does it come in",
      conversationId: first.body.conversationId ?? null,
      reset: false,
    });
    expect(body.response).toContain("Celtic Green");
  });

  it("reads a role said with an intensifier as the role, and still declines another company's", async () => {
    const ours = await ask({ message: "who's the big cheese at kilbride", conversationId: null, reset: false });
    expect(ours.body.response).toContain("Founder & Chief Executive Officer");
    const theirs = await ask({ message: "who's the top boss at tesla", conversationId: null, reset: false });
    expect(theirs.body.response).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });
});
