/** The contact form ('Send Us a Message'), on /contact and on the home page. */
import { useEffect } from "react";
import { contactSchema, type ContactInput } from "#contract/contact.ts";
import { inquiryTypes } from "#contract/enums.ts";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { SelectField, TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { SubmitButton } from "../../components/form/submit-button";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { LeadConfirmation } from "../../components/form/lead-confirmation";

const emptyContact: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  inquiryType: "" as ContactInput["inquiryType"],
  message: "",
  [HONEYPOT_FIELD]: "",
};

/**
 * `prefill` (from the query string) starts the form with a type and message; the form is then
 * focused so the visitor can go straight on with their name.
 */
export function ContactForm({ prefill }: { prefill?: Partial<ContactInput> | null }) {
  const { form, submit, submitting, field, sent, sendAnother } = useLeadForm({
    kind: "inquiries",
    nextStep: leadNextSteps["inquiries"],
    schema: contactSchema,
    defaultValues: emptyContact,
    initialValues: prefill ?? undefined,
    send: (json) => data(client.contact.$post({ json })),
    success: { title: "Message Sent", description: "Thank you for your inquiry. We will be in touch shortly." },
    failure: "There was a problem sending your message. Please try again.",
  });
  const { register, setFocus } = form;

  useEffect(() => {
    if (prefill) setFocus("firstName");
  }, [prefill, setFocus]);

  if (sent) return <LeadConfirmation sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Send another message" />;

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form" className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" required autoComplete="given-name" {...field("firstName")} />
      <TextField label="Last Name" required autoComplete="family-name" {...field("lastName")} />
      <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
      <TextField label="Company" autoComplete="organization" {...field("company")} />
      <SelectField
        className="sm:col-span-2"
        label="Inquiry Type"
        required
        placeholder="Select an inquiry type"
        options={inquiryTypes.options}
        {...field("inquiryType")}
      />
      <TextAreaField className="sm:col-span-2" label="Message" required rows={6} {...field("message")} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} label="Send Message" busyLabel="Sending..." />
      </div>
    </form>
  );
}
