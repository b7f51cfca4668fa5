/**
 * 'Request Order' at the end of the cart: no payment is taken online, so the cart's lines go to
 * the merchandise team with the visitor's contact details as an order request. Once sent, the
 * confirmation (reference, the order, the next step) takes the form's place in the drawer.
 */
import { useEffect } from "react";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { formatPrice } from "#contract/format.ts";
import { colorLabel, findItem, sizeLabel } from "#contract/merch-catalogue.ts";
import { merchQuoteSchema, priceLines, type MerchQuoteInput, type MerchQuotePayload } from "#contract/merch-quote.ts";
import { LeadConfirmation } from "../../components/form/lead-confirmation";
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

/** What the confirmation lists: the contact details as labelled in the form, then each line and the subtotal. */
function orderSummary(order: MerchQuotePayload): [string, string][] {
  const { lines, subtotalCents } = priceLines(order.lines);
  const rows: [string, string | null][] = [
    ["Contact Name", order.contactName],
    ["Email", order.email],
    ["Phone", order.phone],
    ["Company Name", order.companyName],
    ["Notes", order.requirements],
    ...lines.map((line): [string, string] => [
      `${line.quantity} × ${findItem(line.itemId)?.name ?? line.name}`,
      `${[colorLabel(line.color), sizeLabel(line.size)].filter(Boolean).join(", ")}: ${formatPrice(line.lineTotalCents / 100)}`,
    ]),
    ["Subtotal", formatPrice(subtotalCents / 100)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** `onSent` when the order is stored (the cart is emptied); `onDone` when the visitor leaves the confirmation. */
export function OrderRequestForm({ lines, onSent, onDone }: { lines: readonly CartLine[]; onSent: () => void; onDone: () => void }) {
  const { form, submit, submitting, field, sent } = useLeadForm({
    kind: "merch-quotes",
    nextStep: leadNextSteps["merch-quotes"],
    schema: merchQuoteSchema,
    defaultValues: emptyOrder,
    send: (json) => data(client.merch.quotes.$post({ json })),
    ...orderNotices,
    summarize: orderSummary,
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

  if (sent) return <LeadConfirmation sent={sent} onSendAnother={onDone} sendAnotherLabel="Continue Shopping" />;

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
