import { describe, expect, it } from "vitest";
import { contactPrefills } from "#content/contact.ts";
import { contactPrefill } from "#web/features/contact/contact-prefill.ts";

const prefill = (query: string) => contactPrefill(new URLSearchParams(query));

describe("contact form prefill from the query string", () => {
  it("asks for nothing without a known parameter", () => {
    expect(prefill("")).toBeNull();
    expect(prefill("type=wholesale")).toBeNull();
    expect(prefill("inquiryType=timeshare")).toBeNull();
  });

  it("type=custom and type=corporate choose General Inquiry and a message about that order", () => {
    expect(prefill("type=custom")).toEqual({ inquiryType: "general", message: contactPrefills.custom });
    expect(prefill("type=corporate")).toEqual({ inquiryType: "general", message: contactPrefills.corporate });
    expect(contactPrefills.custom).toMatch(/custom merchandise order/);
    expect(contactPrefills.corporate).toMatch(/corporate merchandise order/);
  });

  it("inquiryType and message preselect and prefill; an invalid type is ignored, the message kept", () => {
    expect(prefill("inquiryType=solar&message=Solar%20ROI%3A%20%24180%2C000")).toEqual({
      inquiryType: "solar",
      message: "Solar ROI: $180,000",
    });
    expect(prefill("inquiryType=bogus&message=Hello%20there%20team")).toEqual({ message: "Hello there team" });
    expect(prefill("message=%20%20")).toBeNull();
  });

  it("caps a very long message", () => {
    expect(prefill(`message=${"a".repeat(5000)}`)?.message).toHaveLength(2000);
  });
});
