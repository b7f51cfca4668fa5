import { describe, it, expect } from "vitest";
import { inquiryTypes } from "#contract/enums.ts";
import { founderProfile, homeTimeline, story, timeline, values } from "#content/about.ts";
import { contactFaq } from "#content/contact.ts";
import { closingCta, hero } from "#content/home.ts";
import { affiliateSteps, affiliateSuccessStories, affiliateFaq } from "#content/programs/affiliates.ts";
import { clientSteps, clientTestimonials, whyChoose, clientFaq } from "#content/programs/clients.ts";
import { contractorBenefits, contractorFaq } from "#content/programs/contractors.ts";
import { partnerTestimonials, partnershipCategories } from "#content/programs/partners.ts";
import { affiliatePayout, commissionRates, consultationStart, contractorTerms, fallbackPartnerNames } from "#content/programs/terms.ts";
import { calculatorTabs } from "#contract/calculator-url-state.ts";
import { productCollections, servicesFaq } from "#content/products.ts";
import { capabilitiesSection, homeCollectionCards, productCards, services } from "#content/services.ts";
import { shipping } from "#content/site.ts";
import type { FaqItem } from "#content/types.ts";

/** Everything a visitor reads in one FAQ list. */
const text = (faq: readonly FaqItem[]): string => faq.map((item) => `${item.question} ${item.answer}`).join("\n");

describe("FAQ lists", () => {
  it("have the item counts the pages promise", () => {
    expect(contactFaq).toHaveLength(4);
    expect(contractorFaq).toHaveLength(5);
    expect(affiliateFaq).toHaveLength(5);
    expect(servicesFaq.length).toBeGreaterThan(0);
  });

  it("have no empty or duplicate questions", () => {
    for (const faq of [servicesFaq, contactFaq, contractorFaq, affiliateFaq, clientFaq]) {
      const questions = faq.map((item) => item.question);
      expect(new Set(questions).size).toBe(questions.length);
      for (const item of faq) {
        expect(item.question.trim()).not.toBe("");
        expect(item.answer.trim().length).toBeGreaterThan(20);
      }
    }
  });

  it("state merchandise shipping on the products page", () => {
    expect(shipping.standardUs).toBe("5-7 business days");
    const merch = text(servicesFaq);
    expect(merch).toContain("Standard US shipping takes 5-7 business days");
    expect(merch).toContain("all 50 US states");
    expect(merch).toContain("internationally");
  });

  it("state the contractor terms", () => {
    expect(contractorTerms).toEqual({
      reviewTime: "5-7 business days",
      insuranceMinimum: "$1M per occurrence",
      paymentTerms: "Net-30",
    });
    const contractors = text(contractorFaq);
    expect(contractors).toContain("within 5-7 business days");
    expect(contractors).toContain("general liability insurance of at least $1M per occurrence");
    expect(contractors).toContain("Net-30");
  });

  it("state the affiliate commissions and payout terms", () => {
    const affiliates = text(affiliateFaq);
    expect(affiliates).toContain("EV Charging Infrastructure and Solar Arrays: 5% of project value");
    expect(affiliates).toContain("Hydrogen Projects and Bitcoin Mining: 3% of project value");
    expect(affiliates).toContain("Insurance Claims: 4% of recovered amount");
    expect(affiliates).toContain("PACE/Financing: 4% of financed amount");
    expect(affiliates).toContain("within 30 days after project completion or funding milestone");
    expect(affiliates).toContain("12 months");
    expect(affiliates).toMatch(/minimum project size applies/i);
  });

  it("never invent an amount for the affiliate minimum project size", () => {
    const minimum = affiliateFaq.find((item) => /minimum/i.test(item.question));
    expect(minimum).toBeDefined();
    expect(minimum?.answer).not.toMatch(/[$€£]\s?\d|\d+\s?(k|m|million|thousand)\b/i);
    expect(affiliatePayout.minimumProjectSize).not.toMatch(/\d/);
  });

  it("state when the consultation phase starts", () => {
    expect(consultationStart).toBe("1-2 weeks");
    expect(text(clientFaq)).toContain("within 1-2 weeks");
    expect(clientSteps[0]?.text).toContain("within 1-2 weeks");
  });
});

describe("affiliate programme", () => {
  it("has the commission structure of the spec", () => {
    const byType = Object.fromEntries(commissionRates.map((row) => [row.inquiryType, `${row.rate} ${row.basis}`]));
    expect(byType).toEqual({
      ev_charging: "5% of project value",
      solar: "5% of project value",
      hydrogen: "3% of project value",
      bitcoin_mining: "3% of project value",
      insurance_claims: "4% of recovered amount",
      pace_financing: "4% of financed amount",
    });
    for (const row of commissionRates) {
      expect(row.rate).toBe(`${row.ratePercent}%`);
      expect(row.service).toBe(inquiryTypes.labels[row.inquiryType]);
    }
  });

  it("has the payout terms of the spec", () => {
    expect(affiliatePayout.timing).toBe("within 30 days after project completion or funding milestone");
    expect(affiliatePayout.trackingPeriod).toBe("12 months");
  });

  it("explains Register, Refer, Track, Earn and tells three success stories", () => {
    expect(affiliateSteps.map((step) => step.title)).toEqual(["Register", "Refer", "Track", "Earn"]);
    expect(affiliateSteps.map((step) => step.step)).toEqual([1, 2, 3, 4]);
    expect(affiliateSuccessStories).toHaveLength(3);
  });
});

describe("company history", () => {
  it("has the /about timeline years in order", () => {
    expect(timeline.map((entry) => entry.year)).toEqual(["1998", "2005", "2010", "2015", "2018", "2022"]);
  });

  it("has the home timeline: 1998, 2010, 2015 and the present", () => {
    expect(homeTimeline.map((entry) => entry.year)).toEqual(["1998", "2010", "2015", "Present"]);
  });

  it("tells the spec's milestones", () => {
    const year = (y: string) => timeline.find((entry) => entry.year === y);
    expect(`${year("1998")?.title} ${year("1998")?.text}`).toMatch(/Colorado/);
    expect(`${year("2010")?.title} ${year("2010")?.text}`).toMatch(/renewable energy contracting/i);
    expect(`${year("2015")?.title} ${year("2015")?.text}`).toMatch(/Ireland/);
  });

  it("has the story anchor, the three values and the founder extras", () => {
    expect(story.anchor).toBe("our-story");
    expect(story.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(values.map((value) => value.title)).toEqual(["Excellence", "Sustainability", "Partnership"]);
    expect(founderProfile.expertise.length).toBeGreaterThan(0);
    expect(founderProfile.quote.length).toBeGreaterThan(0);
  });
});

describe("services and merchandise", () => {
  it("covers the seven service lines with valid inquiry types and calculator tabs", () => {
    expect(services).toHaveLength(7);
    const inquiryValues: readonly string[] = inquiryTypes.values;
    for (const service of services) {
      expect(inquiryValues).toContain(service.inquiryType);
      if (service.calculatorTab !== null) expect(calculatorTabs).toContain(service.calculatorTab);
      expect(service.involves.length).toBeGreaterThanOrEqual(3);
      expect(service.involves.length).toBeLessThanOrEqual(5);
    }
    expect(calculatorTabs).toEqual(["solar", "hydrogen", "bitcoin", "dataCenter", "pace"]);
  });

  it("has the home product and collection cards", () => {
    expect(productCards.map((card) => card.title)).toEqual([
      "Premium Apparel",
      "Premium Headwear",
      "Branded Accessories",
      "Corporate Collections",
    ]);
    expect(homeCollectionCards.map((card) => card.link.to)).toEqual(["/merch#heritage-collection", "/merch#field-collection"]);
    expect(capabilitiesSection.features).toHaveLength(3);
    expect(capabilitiesSection.featuredCollections.map((c) => c.title)).toEqual([
      "Dragon Crest",
      "Celtic Shield",
      "Field Work",
      "Heritage",
    ]);
    expect(capabilitiesSection.cta).toEqual({ to: "/merch", label: "Shop Our Collection" });
  });

  it("links the /services collections to their anchors and destinations", () => {
    expect(productCollections.map((c) => [c.anchor, c.link.to])).toEqual([
      ["heritage-collection", "/merch#heritage"],
      ["field-collection", "/merch#field"],
      ["accessories", "/merch#accessories"],
      ["corporate", "/contact?type=corporate"],
    ]);
  });
});

describe("programme pages and home", () => {
  it("has the /clients, /contractors and /partners content the pages render", () => {
    expect(clientSteps.map((step) => step.title)).toEqual([
      "Initial Consultation",
      "Assessment & Design",
      "Proposal & Contract",
      "Execution & Delivery",
    ]);
    expect(whyChoose[0]?.title).toContain("25+");
    expect(whyChoose).toHaveLength(3);
    expect(clientTestimonials).toHaveLength(2);
    expect(contractorBenefits).toHaveLength(4);
    expect(partnershipCategories.map((c) => c.organizationType)).toEqual(["technology_provider", "service_provider"]);
    expect(partnerTestimonials).toHaveLength(2);
    expect(fallbackPartnerNames).toHaveLength(6);
    expect(new Set(fallbackPartnerNames).size).toBe(6);
  });

  it("has the home hero buttons and the closing call to action links", () => {
    expect([hero.primary, hero.secondary]).toEqual([
      { to: "/merch", label: "Shop Collection" },
      { to: "/services", label: "Explore Products" },
    ]);
    expect([closingCta.primary.to, closingCta.secondary.to]).toEqual(["/contact", "/calculators"]);
  });
});
