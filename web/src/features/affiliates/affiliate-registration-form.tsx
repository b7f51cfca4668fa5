/** The affiliate registration form of /affiliates; the new referral code stays on screen after success. */
import { useState } from "react";
import { affiliateSchema, type AffiliateInput } from "#contract/affiliate.ts";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { affiliateProgramTerms } from "#content/programs/affiliates.ts";
import { CheckboxField, TextAreaField, TextField } from "../../components/form/form-fields";
import { HoneypotField } from "../../components/form/honeypot-field";
import { SubmitButton } from "../../components/form/submit-button";
import { TermsDisclosure } from "../../components/form/terms-disclosure";
import { client, data } from "../../lib/api";
import { useLeadForm } from "../../lib/use-lead-form";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { LeadConfirmation } from "../../components/form/lead-confirmation";

const emptyRegistration: AffiliateInput = {
  name: "",
  email: "",
  phone: "",
  payoutAddress: "",
  howHeard: "",
  industry: "",
  termsAccepted: false,
  [HONEYPOT_FIELD]: "",
};

export function AffiliateRegistrationForm() {
  const [referralCode, setReferralCode] = useState<string | null>(null);
  const { form, submit, submitting, field, sent, sendAnother } = useLeadForm({
    kind: "affiliates",
    nextStep: leadNextSteps["affiliates"],
    schema: affiliateSchema,
    defaultValues: emptyRegistration,
    send: (json) => data(client.affiliates.$post({ json })),
    success: {
      title: "Affiliate Registration Successful",
      description: (result) => `Welcome to the affiliate program! Your referral code has been generated. Your code: ${result.referralCode}`,
    },
    failure: "There was a problem registering for the affiliate program. Please try again.",
    onSuccess: (result) => setReferralCode(result.referralCode),
  });
  const { register } = form;
  return (
    <div className="grid gap-6">
      {referralCode ? (
        <div role="status" className="rounded-lg border border-primary bg-accent-soft p-4">
          <p className="font-semibold">Your referral code has been generated.</p>
          <p className="mt-1 text-sm text-muted-foreground">Share it with the businesses you refer; we track referrals by this code.</p>
          {/* A <p> cannot carry a name; screen readers get the code spelled out instead. */}
          <p className="mt-2 font-mono text-2xl font-bold tracking-widest">
            <span aria-hidden="true">{referralCode}</span>
            <span className="sr-only">Referral code {referralCode.split("").join(" ")}</span>
          </p>
        </div>
      ) : null}
      {sent ? (
        <LeadConfirmation sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Register another affiliate" />
      ) : (
        <form noValidate onSubmit={submit} aria-label="Affiliate registration form" className="relative grid gap-4 sm:grid-cols-2">
          <TextField label="Full Name" required autoComplete="name" {...field("name")} />
          <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
          <TextField label="Phone" type="tel" required autoComplete="tel" {...field("phone")} />
          <TextField label="Industry" hint="e.g. commercial real estate" {...field("industry")} />
          <TextAreaField
            className="sm:col-span-2"
            label="Payout Address"
            rows={3}
            hint="Where we send your commission payments"
            autoComplete="street-address"
            {...field("payoutAddress")}
          />
          <TextField className="sm:col-span-2" label="How did you hear about us?" {...field("howHeard")} />
          <CheckboxField
            className="sm:col-span-2"
            label="I accept the affiliate program terms and conditions"
            required
            {...field("termsAccepted")}
          />
          <TermsDisclosure className="sm:col-span-2" title="affiliate program terms" terms={affiliateProgramTerms} />
          <HoneypotField registration={register(HONEYPOT_FIELD)} />
          <div className="sm:col-span-2">
            <SubmitButton submitting={submitting} label="Register as Affiliate" busyLabel="Registering..." />
          </div>
        </form>
      )}
    </div>
  );
}
