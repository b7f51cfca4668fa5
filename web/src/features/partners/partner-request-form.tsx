/** The 'Become a Partner' form of /partners. */
import { organizationTypes } from "#contract/enums.ts";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { partnerRequestSchema, type PartnerRequestInput } from "#contract/partner-request.ts";
import { SelectField, TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { SubmitButton } from "../../components/form/submit-button";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { LeadConfirmation } from "../../components/form/lead-confirmation";

const emptyRequest: PartnerRequestInput = {
  name: "",
  orgType: "" as PartnerRequestInput["orgType"],
  email: "",
  phone: "",
  website: "",
  description: "",
  logoUrl: "",
  [HONEYPOT_FIELD]: "",
};

export function PartnerRequestForm() {
  const { form, submit, submitting, field, sent, sendAnother } = useLeadForm({
    kind: "partner-requests",
    nextStep: leadNextSteps["partner-requests"],
    schema: partnerRequestSchema,
    defaultValues: emptyRequest,
    send: (json) => data(client.partners.$post({ json })),
    success: {
      title: "Partnership Request Submitted",
      description: "Thank you for your interest in partnering with us. We will review your request and contact you soon.",
    },
    failure: "There was a problem submitting your partnership request. Please try again.",
  });
  const { register } = form;
  if (sent) return <LeadConfirmation sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Send another request" />;

  return (
    <form noValidate onSubmit={submit} aria-label="Partnership request form" className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="Organization Name" required autoComplete="organization" {...field("name")} />
      <SelectField
        label="Organization Type"
        required
        placeholder="Select an organization type"
        options={organizationTypes.options}
        {...field("orgType")}
      />
      <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...field("phone")} />
      <TextField label="Website" type="url" hint="https://…" autoComplete="url" {...field("website")} />
      <TextField label="Logo URL" type="url" hint="A link to your logo (SVG or PNG)" {...field("logoUrl")} />
      <TextAreaField
        className="sm:col-span-2"
        label="Tell Us About Your Organization"
        required
        hint="What you offer and how you would like to work with us"
        {...field("description")}
      />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} label="Submit Partnership Request" busyLabel="Submitting..." />
      </div>
    </form>
  );
}
