/** The 'Become a Partner' form on /partners: its payload and field messages. */
import * as v from "valibot";
import { organizationTypes } from "./enums";
import { email, name, optionalUrl, phone, requiredText, botGuards } from "./fields";
import { leadSourceField } from "./lead-source";

export const partnerRequestSchema = v.object({
  name,
  /** The spec asks for at least 2 characters; the form offers the organisation types, so only those pass. */
  orgType: v.picklist(organizationTypes.values, "Please select an organization type."),
  email,
  phone,
  website: optionalUrl,
  description: requiredText(10, "Description must be at least 10 characters.", 5000),
  logoUrl: optionalUrl,
  ...botGuards,
  source: leadSourceField,
});

/** What the form holds. */
export type PartnerRequestInput = v.InferInput<typeof partnerRequestSchema>;
/** What the Worker stores. */
export type PartnerRequestPayload = v.InferOutput<typeof partnerRequestSchema>;
