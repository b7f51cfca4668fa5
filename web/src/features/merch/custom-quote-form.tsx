/** The 'Request Custom Quote' form of the Corporate & Bulk Orders section. */
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { merchQuoteSchema, type MerchQuoteInput } from "#contract/merch-quote.ts";
import { TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { SubmitButton } from "../../components/form/submit-button";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { customQuoteNotices } from "./quote-messages";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { LeadConfirmation } from "../../components/form/lead-confirmation";

const emptyQuote: MerchQuoteInput = {
  kind: "custom",
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  requirements: "",
  lines: [],
  [HONEYPOT_FIELD]: "",
};

export function CustomQuoteForm() {
  const { form, submit, submitting, field, sent, sendAnother } = useLeadForm({
    kind: "merch-quotes",
    nextStep: leadNextSteps["merch-quotes"],
    schema: merchQuoteSchema,
    defaultValues: emptyQuote,
    send: (json) => data(client.merch.quotes.$post({ json })),
    ...customQuoteNotices,
  });
  const { register } = form;
  if (sent) return <LeadConfirmation sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Request another quote" />;

  return (
    <form noValidate onSubmit={submit} aria-label="Request custom quote form" className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="Company Name" autoComplete="organization" {...field("companyName")} />
      <TextField label="Contact Name" required autoComplete="name" {...field("contactName")} />
      <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
      <TextAreaField
        className="sm:col-span-2"
        label="Requirements"
        required
        hint="Items, quantities, sizes, colours, logos or embroidery, and when you need them"
        {...field("requirements")}
      />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} label="Submit Request" busyLabel="Sending..." />
      </div>
    </form>
  );
}
