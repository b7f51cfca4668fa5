/** The contact form (/contact and the home page): its payload, field messages and answer. */
import * as v from "valibot";
import { inquiryTypes } from "./enums";
import { email, optionalLine, requiredLine, requiredText, botGuards } from "./fields";
import { leadSourceField } from "./lead-source";

export const contactSchema = v.object({
  firstName: requiredLine(2, "First name must be at least 2 characters.", 100),
  lastName: requiredLine(2, "Last name must be at least 2 characters.", 100),
  email,
  company: optionalLine(200),
  inquiryType: v.picklist(inquiryTypes.values, "Please select an inquiry type."),
  message: requiredText(10, "Message must be at least 10 characters.", 5000),
  ...botGuards,
  source: leadSourceField,
});

/** What the form holds (strings as typed). */
export type ContactInput = v.InferInput<typeof contactSchema>;
/** What the Worker stores after trimming and normalising. */
export type ContactPayload = v.InferOutput<typeof contactSchema>;

/** The answer to a stored submission. */
export interface CreatedResponse {
  id: number;
}
