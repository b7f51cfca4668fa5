/** The 'Contractor Application' form of /contractors. */
import { Controller } from "react-hook-form";
import { contractorSchema, type ContractorInput } from "#contract/contractor.ts";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { contractorNetworkTerms } from "#content/programs/contractors.ts";
import { CheckboxField, TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { SubmitButton } from "../../components/form/submit-button";
import { TermsDisclosure } from "../../components/form/terms-disclosure";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { ServiceAreaPicker } from "./service-area-picker";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { LeadConfirmation } from "../../components/form/lead-confirmation";

const emptyApplication: ContractorInput = {
  name: "",
  email: "",
  phone: "",
  trade: "",
  licenses: "",
  states: [],
  insuranceUrl: "",
  portfolioUrl: "",
  experience: "",
  termsAccepted: false,
  [HONEYPOT_FIELD]: "",
};

export function ContractorApplicationForm() {
  const { form, submit, submitting, errors, field, sent, sendAnother } = useLeadForm({
    kind: "contractor-applications",
    nextStep: leadNextSteps["contractor-applications"],
    schema: contractorSchema,
    defaultValues: emptyApplication,
    send: (json) => data(client.contractors.$post({ json })),
    success: {
      title: "Application Submitted",
      description: "Thank you for applying to join our contractor network. We will review your application and get back to you soon.",
    },
    failure: "There was a problem submitting your application. Please try again.",
  });
  const { register, control } = form;
  const statesError = errors.states?.message ?? errors.states?.root?.message;
  if (sent) return <LeadConfirmation sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Send another application" />;

  return (
    <form noValidate onSubmit={submit} aria-label="Contractor application form" className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="Full Name" required autoComplete="name" {...field("name")} />
      <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...field("phone")} />
      <TextField label="Trade or Specialty" required hint="e.g. electrician, solar installer" {...field("trade")} />
      <TextField className="sm:col-span-2" label="Licenses and Certifications" {...field("licenses")} />
      <Controller
        control={control}
        name="states"
        render={({ field: states }) => (
          <ServiceAreaPicker ref={states.ref} value={states.value} onChange={states.onChange} onBlur={states.onBlur} error={statesError} />
        )}
      />
      <TextField label="Insurance Certificate URL" type="url" hint="https://…" {...field("insuranceUrl")} />
      <TextField label="Portfolio URL" type="url" hint="https://…" {...field("portfolioUrl")} />
      <TextAreaField
        className="sm:col-span-2"
        label="Experience"
        required
        hint="Years in the trade, typical projects, crew size"
        {...field("experience")}
      />
      <CheckboxField
        className="sm:col-span-2"
        label="I accept the contractor network terms and conditions"
        required
        {...field("termsAccepted")}
      />
      <TermsDisclosure className="sm:col-span-2" title="contractor network terms" terms={contractorNetworkTerms} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} label="Submit Application" busyLabel="Submitting..." />
      </div>
    </form>
  );
}
