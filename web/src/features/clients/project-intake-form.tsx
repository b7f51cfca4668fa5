/** The 'Project Intake Form' of /clients. */
import { projectTypes } from "#contract/enums.ts";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { projectRequestSchema, type ProjectRequestInput } from "#contract/project-request.ts";
import { SelectField, TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { SubmitButton } from "../../components/form/submit-button";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { LeadConfirmation } from "../../components/form/lead-confirmation";

const emptyRequest: ProjectRequestInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  projectType: "" as ProjectRequestInput["projectType"],
  location: "",
  budget: "",
  timeline: "",
  notes: "",
  [HONEYPOT_FIELD]: "",
};

export function ProjectIntakeForm() {
  const { form, submit, submitting, field, sent, sendAnother } = useLeadForm({
    kind: "project-requests",
    nextStep: leadNextSteps["project-requests"],
    schema: projectRequestSchema,
    defaultValues: emptyRequest,
    send: (json) => data(client.clients.$post({ json })),
    success: {
      title: "Project Request Submitted",
      description: "Thank you for submitting your project details. Our team will review and contact you shortly.",
    },
    failure: "There was a problem submitting your project details. Please try again.",
  });
  const { register } = form;
  if (sent) return <LeadConfirmation sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Send another request" />;

  return (
    <form noValidate onSubmit={submit} aria-label="Project intake form" className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="Full Name" required autoComplete="name" {...field("name")} />
      <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...field("phone")} />
      <TextField label="Company" autoComplete="organization" {...field("company")} />
      <SelectField
        label="Project Type"
        required
        placeholder="Select a project type"
        options={projectTypes.options}
        {...field("projectType")}
      />
      <TextField label="Project Location" required hint="City and state or country" {...field("location")} />
      <TextField label="Estimated Budget (USD)" hint="A range is fine, e.g. $250,000–$500,000" {...field("budget")} />
      <TextField label="Timeline" hint="e.g. within 6 months" {...field("timeline")} />
      <TextAreaField className="sm:col-span-2" label="Project Details" {...field("notes")} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} label="Submit Project Request" busyLabel="Submitting..." />
      </div>
    </form>
  );
}
