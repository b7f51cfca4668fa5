/**
 * 'Request Order' at the end of the cart: no payment is taken online, so the cart's lines go to
 * the merchandise team with the visitor's contact details as an order request.
 */
import { useEffect } from "react";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { merchQuoteSchema, type MerchQuoteInput } from "#contract/merch-quote.ts";
import { TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { SubmitButton } from "../../components/form/submit-button";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { cartStore, type CartLine } from "./cart-store";
import { orderNotices } from "./quote-messages";
import { leadNextSteps } from "#content/lead-next-steps.ts";

const emptyOrder: MerchQuoteInput = {
  kind: "order",
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  requirements: "",
  lines: [],
  [HONEYPOT_FIELD]: "",
};

export function OrderRequestForm({ lines, onSent }: { lines: readonly CartLine[]; onSent: () => void }) {
  const { form, submit, submitting, field } = useLeadForm({
    kind: "merch-quotes",
    nextStep: leadNextSteps["merch-quotes"],
    schema: merchQuoteSchema,
    defaultValues: emptyOrder,
    send: (json) => data(client.merch.quotes.$post({ json })),
    ...orderNotices,
    onSuccess: () => {
      cartStore.clear();
      onSent();
    },
  });
  const { register, setValue } = form;

  // The lines are the cart's, not typed fields: keep the form's copy in step with the cart.
  useEffect(() => {
    setValue(
      "lines",
      lines.map(({ itemId, color, size, quantity }) => ({ itemId, color, size, quantity })),
    );
  }, [lines, setValue]);

  return (
    <form noValidate onSubmit={submit} aria-label="Order request form" className="relative grid gap-3">
      <TextField label="Contact Name" required autoComplete="name" {...field("contactName")} />
      <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
      <TextField label="Company Name" autoComplete="organization" {...field("companyName")} />
      <TextAreaField label="Notes" rows={3} hint="Delivery address, deadline or anything else we should know" {...field("requirements")} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <SubmitButton submitting={submitting} label="Request Order" busyLabel="Sending..." className="w-full" />
    </form>
  );
}
