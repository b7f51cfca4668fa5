/** /affiliates: how it works, commission structure, registration, a five-item FAQ and success stories. */
import { affiliateSteps, affiliateSuccessStories, affiliatesIntro, affiliateFaq } from "#content/programs/affiliates.ts";
import { affiliatePayout, commissionRates } from "#content/programs/terms.ts";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";
import { StepsList } from "../../components/steps-list";
import { FaqList } from "../../components/faq-list";
import { lazySection } from "../../components/held-section";

// The form is in the HTML; its code comes when the visitor first interacts with the page (ADR 143).
const AffiliateRegistrationForm = lazySection({
  load: () => import("./affiliate-registration-form").then((m) => m.AffiliateRegistrationForm),
  fallback: "min-h-[34rem] sm:min-h-[28rem]",
});

export default function AffiliatesPage() {
  return (
    <>
      <PageHeading title={affiliatesIntro.heading} intro={affiliatesIntro.text} breadcrumb />
      <Section heading="How It Works">
        <StepsList steps={affiliateSteps} />
      </Section>
      <Section heading="Commission Structure" muted>
        <div className="overflow-x-auto rounded-lg border border-border bg-card text-card-foreground" data-scroll-x>
          <table className="w-full text-left">
            <caption className="sr-only">Commission by service</caption>
            <thead className="border-b border-border bg-muted">
              <tr>
                <th scope="col" className="p-4">
                  Service
                </th>
                <th scope="col" className="p-4">
                  Commission
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {commissionRates.map((row) => (
                <tr key={row.inquiryType}>
                  <th scope="row" className="p-4 font-medium">
                    {row.service}
                  </th>
                  <td className="p-4">
                    <span className="font-bold text-primary">{row.rate}</span> {row.basis}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Commissions are paid {affiliatePayout.timing}.</li>
          <li>Referrals are tracked for {affiliatePayout.trackingPeriod}.</li>
          <li>{affiliatePayout.minimumProjectSize}</li>
        </ul>
      </Section>
      <Section id="register" heading="Register as an Affiliate" subheading="Registration is free. Fields marked * are required.">
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          <AffiliateRegistrationForm />
        </div>
      </Section>
      <Section heading="Frequently Asked Questions" muted>
        <FaqList items={affiliateFaq} />
      </Section>
      <Section heading="Success Stories">
        <ul className="grid gap-6 md:grid-cols-3">
          {affiliateSuccessStories.map((story) => (
            <li key={story.name} className="flex flex-col rounded-lg border border-border bg-card p-6 text-card-foreground">
              <h3 className="text-xl font-semibold">{story.name}</h3>
              <p className="text-sm text-muted-foreground">
                {story.role}, {story.location}
              </p>
              <p className="mt-3">{story.story}</p>
              <p className="mt-auto pt-4 font-semibold text-accent">{story.result}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
