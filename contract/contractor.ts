/** The contractor application on /contractors: its payload and field messages. */
import * as v from "valibot";
import { serviceAreas } from "./enums";
import { email, mustAccept, name, optionalLine, optionalUrl, phone, requiredLine, requiredText, TERMS_MESSAGE, botGuards } from "./fields";
import { leadSourceField } from "./lead-source";

const SERVICE_AREAS_MESSAGE = "Please select at least one service area.";

export const contractorSchema = v.object({
  name,
  email,
  phone,
  trade: requiredLine(2, "Please specify your trade or specialty.", 200),
  licenses: optionalLine(1000),
  /** Service-area names; duplicates collapse, order follows the list in contract/enums. */
  states: v.pipe(
    v.array(v.picklist(serviceAreas, SERVICE_AREAS_MESSAGE), SERVICE_AREAS_MESSAGE),
    v.minLength(1, SERVICE_AREAS_MESSAGE),
    v.transform((picked) => serviceAreas.filter((area) => picked.includes(area))),
  ),
  insuranceUrl: optionalUrl,
  portfolioUrl: optionalUrl,
  experience: requiredText(10, "Please describe your experience.", 5000),
  termsAccepted: mustAccept(TERMS_MESSAGE),
  ...botGuards,
  source: leadSourceField,
});

/** What the form holds. */
export type ContractorInput = v.InferInput<typeof contractorSchema>;
/** What the Worker stores. */
export type ContractorPayload = v.InferOutput<typeof contractorSchema>;
