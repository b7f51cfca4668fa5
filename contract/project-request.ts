/** The project intake form on /clients: its payload and field messages. */
import * as v from "valibot";
import { projectTypes } from "./enums";
import { email, name, optionalLine, optionalText, phone, requiredLine, botGuards } from "./fields";
import { leadSourceField } from "./lead-source";

export const projectRequestSchema = v.object({
  name,
  email,
  phone,
  company: optionalLine(200),
  projectType: v.picklist(projectTypes.values, "Please select a project type."),
  location: requiredLine(2, "Please enter a project location.", 200),
  budget: optionalLine(200),
  timeline: optionalLine(200),
  notes: optionalText(5000),
  ...botGuards,
  source: leadSourceField,
});

/** What the form holds (strings as typed). */
export type ProjectRequestInput = v.InferInput<typeof projectRequestSchema>;
/** What the Worker stores after trimming and normalising. */
export type ProjectRequestPayload = v.InferOutput<typeof projectRequestSchema>;
