/** /clients (Start Your Project): four steps, the intake form, why choose us, testimonials, a call strip. */
import { clientsIntro, clientSteps, clientTestimonials, whyChoose } from "#content/programs/clients.ts";
import { consultationStart } from "#content/programs/terms.ts";
import { company, contact } from "#content/site.ts";
import { CardGrid } from "../../components/card-grid";
import { lazySection } from "../../components/held-section";
import { CtaStrip } from "../../components/cta-strip";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";
import { StepsList } from "../../components/steps-list";
import { TestimonialList } from "../../components/testimonial-list";

// The form is in the HTML; its code comes when the visitor first interacts with the page (ADR 143).
const ProjectIntakeForm = lazySection({
  load: () => import("./project-intake-form").then((m) => m.ProjectIntakeForm),
  fallback: "min-h-[44rem] sm:min-h-[36rem]",
});

export default function ClientsPage() {
  return (
    <>
      <PageHeading title={clientsIntro.heading} intro={clientsIntro.text} breadcrumb />
      <Section heading="How It Works" subheading={`The consultation phase typically starts within ${consultationStart}.`}>
        <StepsList steps={clientSteps} />
      </Section>
      <Section id="intake" heading="Project Intake Form" subheading="Tell us about your project. Fields marked * are required." muted>
        <div className="rounded-lg border border-border bg-card p-6 text-card-foreground">
          <ProjectIntakeForm />
        </div>
      </Section>
      <Section heading={`Why Choose ${company.name}`}>
        <CardGrid cards={whyChoose} />
      </Section>
      <Section heading="What Our Clients Say" muted>
        <TestimonialList testimonials={clientTestimonials} />
      </Section>
      <CtaStrip
        heading="Rather talk it through?"
        text={`Call ${contact.phone} (${contact.hours}) or e-mail our project managers.`}
        primary={{ href: contact.phoneHref, label: `Call ${contact.phone}` }}
        secondary={{ href: `mailto:${contact.emails.projects.address}`, label: `E-mail ${contact.emails.projects.address}` }}
      />
    </>
  );
}
