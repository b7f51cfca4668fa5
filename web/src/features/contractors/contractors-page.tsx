/** /contractors: benefits, the application form, a five-item FAQ and a contact strip. */
import { contractorBenefits, contractorsIntro, contractorFaq } from "#content/programs/contractors.ts";
import { contractorTerms } from "#content/programs/terms.ts";
import { contact } from "#content/site.ts";
import { CardGrid } from "../../components/card-grid";
import { CtaStrip } from "../../components/cta-strip";
import { FaqList } from "../../components/faq-list";
import { lazySection } from "../../components/held-section";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";

// The form is in the HTML; its code comes when the visitor first interacts with the page (ADR 143).
const ContractorApplicationForm = lazySection({
  load: () => import("./contractor-application-form").then((m) => m.ContractorApplicationForm),
  fallback: "min-h-[60rem] sm:min-h-[50rem]",
});

export default function ContractorsPage() {
  return (
    <>
      <PageHeading title={contractorsIntro.heading} intro={contractorsIntro.text} breadcrumb />
      <Section heading="Why Work With Us">
        <CardGrid cards={contractorBenefits} columns={4} />
      </Section>
      <Section
        id="apply"
        heading="Contractor Application"
        subheading={`We review applications within ${contractorTerms.reviewTime}. General liability insurance of at least ${contractorTerms.insuranceMinimum} is required; payment terms are ${contractorTerms.paymentTerms}. Fields marked * are required.`}
        muted
      >
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          <ContractorApplicationForm />
        </div>
      </Section>
      <Section heading="Frequently Asked Questions">
        <FaqList items={contractorFaq} />
      </Section>
      <CtaStrip
        heading="Questions about the network?"
        text={`E-mail ${contact.teamEmails.contractors} or call ${contact.phone}, ${contact.hours}.`}
        primary={{ href: `mailto:${contact.teamEmails.contractors}`, label: "E-mail the Contractor Team" }}
        secondary={{ href: contact.phoneHref, label: `Call ${contact.phone}` }}
      />
    </>
  );
}
