/** /partners: logo wall, benefits, partnership categories, the request form, testimonials and a contact strip. */
import { partnerBenefits, partnershipCategories, partnersIntro, partnerTestimonials } from "#content/programs/partners.ts";
import { contact } from "#content/site.ts";
import { CardGrid } from "../../components/card-grid";
import { CtaStrip } from "../../components/cta-strip";
import { lazySection } from "../../components/held-section";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";
import { TestimonialList } from "../../components/testimonial-list";
import { PartnerWall } from "./partner-wall";

// The form is the fourth section: it is in the HTML, and its code (react-hook-form and the schema)
// is a chunk of its own, fetched once the form is near the screen or the page is used (not in the
// first load), so the sections above become interactive without waiting for it.
const PARTNER_FORM_SECTION_ID = "become-a-partner";
const PartnerRequestForm = lazySection({
  load: () => import("./partner-request-form").then((m) => m.PartnerRequestForm),
  fallback: "min-h-[50rem] md:min-h-[32rem]",
  nearId: PARTNER_FORM_SECTION_ID,
});

export default function PartnersPage() {
  return (
    <>
      <PageHeading title={partnersIntro.heading} intro={partnersIntro.text} breadcrumb />
      <Section heading="Trusted by industry leaders">
        <PartnerWall />
      </Section>
      <Section heading="Why Partner With Us" muted>
        <CardGrid cards={partnerBenefits} columns={4} />
      </Section>
      <Section heading="Partnership Categories">
        <CardGrid
          cards={partnershipCategories}
          columns={2}
          renderExtra={(index) => (
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
              {partnershipCategories[index]?.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          )}
        />
      </Section>
      <Section id={PARTNER_FORM_SECTION_ID} heading="Become a Partner" subheading="Fields marked * are required." muted>
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          <PartnerRequestForm />
        </div>
      </Section>
      <Section heading="What Our Partners Say">
        <TestimonialList testimonials={partnerTestimonials} />
      </Section>
      <CtaStrip
        heading="Talk to our partnerships team"
        text={`E-mail ${contact.teamEmails.partners} or call ${contact.phone}, ${contact.hours}.`}
        primary={{ href: `mailto:${contact.teamEmails.partners}`, label: "E-mail Partnerships" }}
        secondary={{ href: contact.phoneHref, label: `Call ${contact.phone}` }}
      />
    </>
  );
}
