import { useEffect, useRef } from "react";
import { Button } from "../ui/button";

/** What a sent form leaves on screen (see useLeadForm). */
export interface SentLead {
  /** The success notice's title, e.g. "Message Sent". */
  title: string;
  reference: string;
  /** What was sent: label and value, in the form's order. */
  rows: ReadonlyArray<readonly [string, string]>;
  nextStep: string;
}

/**
 * The confirmation that takes a sent form's place and stays: the reference to quote, a copy of what
 * was sent, what happens next and when, and a way to print it or send another. Focus moves to its
 * heading, so a screen reader announces it and the keyboard continues from there.
 */
export function LeadConfirmation({
  sent,
  onSendAnother,
  sendAnotherLabel,
}: {
  sent: SentLead;
  onSendAnother: () => void;
  sendAnotherLabel: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="lead-confirmation-heading"
      className="rounded-lg border border-primary bg-card p-6 text-card-foreground"
      data-lead-confirmation
    >
      <h3 id="lead-confirmation-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {sent.title}
      </h3>
      <p className="mt-2">
        Your reference: <strong className="font-mono tracking-wide">{sent.reference}</strong>. Quote it if you write or call us.
      </p>
      <h4 className="mt-5 font-semibold">What happens next</h4>
      <p className="mt-1">{sent.nextStep}</p>
      <h4 className="mt-5 font-semibold">What you sent</h4>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {sent.rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          Print or save
        </Button>
        <Button variant="ghost" onClick={onSendAnother}>
          {sendAnotherLabel}
        </Button>
      </div>
    </section>
  );
}
