/**
 * The 'Request Custom Quote' form of the Corporate & Bulk Orders section. Besides the spec's fields
 * it carries the cart over as items with a quantity per size, a needed-by date and the artwork
 * (ADR 300): what a 40-person apparel order needs, which the cart's five-per-line cannot hold.
 */
import { useEffect, useState } from "react";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { describeLine, merchQuoteSchema, type MerchQuoteInput } from "#contract/merch-quote.ts";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { LeadConfirmation } from "../../components/form/lead-confirmation";
import { SubmitButton } from "../../components/form/submit-button";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { ArtworkField, type UploadedArtwork } from "./artwork-field";
import { type BulkItem, BulkItems, bulkLinesOf } from "./bulk-items";
import { useCart } from "./cart-store";
import { customQuoteNotices } from "./quote-messages";

const emptyQuote: MerchQuoteInput = {
  kind: "custom",
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  requirements: "",
  lines: [],
  bulkLines: [],
  neededBy: "",
  artworkKey: null,
  [HONEYPOT_FIELD]: "",
};

export function CustomQuoteForm() {
  const cart = useCart();
  const [items, setItems] = useState<BulkItem[]>([]);
  const [artwork, setArtwork] = useState<UploadedArtwork | null>(null);
  const { form, submit, submitting, field, sent, sendAnother } = useLeadForm({
    kind: "merch-quotes",
    nextStep: leadNextSteps["merch-quotes"],
    schema: merchQuoteSchema,
    defaultValues: emptyQuote,
    send: (json) => data(client.merch.quotes.$post({ json })),
    ...customQuoteNotices,
    onSuccess: () => {
      setItems([]);
      setArtwork(null);
    },
    summarize: (values, columns) => [
      ...columns,
      ...(values.bulkLines.length > 0 ? [["Items", values.bulkLines.map(describeLine).join("; ")] as [string, string]] : []),
      ...(artwork ? [["Artwork", artwork.name] as [string, string]] : []),
    ],
  });
  const { register, setValue, formState } = form;

  // Items and artwork live in their own controls: the form's values follow them.
  useEffect(() => {
    setValue("bulkLines", bulkLinesOf(items));
  }, [items, setValue]);
  useEffect(() => {
    setValue("artworkKey", artwork?.key ?? null);
  }, [artwork, setValue]);

  if (sent) return <LeadConfirmation sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Request another quote" />;

  const itemsError = formState.errors.bulkLines;
  const itemsMessage =
    typeof itemsError?.message === "string" ? itemsError.message : itemsError ? "Please check the quantities." : undefined;
  const artworkError = formState.errors.artworkKey?.message;

  return (
    <form noValidate onSubmit={submit} aria-label="Request custom quote form" className="relative grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Company Name" autoComplete="organization" {...field("companyName")} />
      <TextField label="Contact Name" required autoComplete="name" {...field("contactName")} />
      <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
      <BulkItems items={items} cart={cart} onChange={setItems} error={itemsMessage} />
      <TextField label="Needed By" type="date" hint="The date the order must arrive (optional)" {...field("neededBy")} />
      <TextAreaField
        className="sm:col-span-2"
        label="Requirements"
        required
        hint="Items, quantities, sizes, colours, logos or embroidery, and when you need them"
        {...field("requirements")}
      />
      <ArtworkField value={artwork} onChange={setArtwork} error={typeof artworkError === "string" ? artworkError : undefined} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} label="Submit Request" busyLabel="Sending..." />
      </div>
    </form>
  );
}
