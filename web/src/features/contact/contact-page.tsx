/** /contact: hero, 'Send Us a Message', 'Our Offices', map, programme links, FAQ and a call strip. */
import { useMemo } from "react";
import { Link } from "../../components/link";
import { useClientSearchParams } from "../../lib/use-client-location";
import { contactCta, contactIntro, contactProgramLinks, contactSections, contactFaq } from "#content/contact.ts";
import { contact } from "#content/site.ts";
import { CtaStrip } from "../../components/cta-strip";
import { FaqList } from "../../components/faq-list";
import { OfficeList } from "../../components/office-list";
import { OfficeMap } from "../../components/office-map";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";
import { buttonStyles } from "../../components/ui/button";
import { lazySection } from "../../components/held-section";
import { contactPrefill } from "./contact-prefill";

// The form is in the HTML; its code (react-hook-form, the schema, the API client) comes when the
// visitor first interacts with the page, not in the first load (ADR 143).
const ContactForm = lazySection({
  load: () => import("./contact-form").then((m) => m.ContactForm),
  fallback: "min-h-[38rem] sm:min-h-[32rem]",
});

export default function ContactPage() {
  const [params] = useClientSearchParams();
  const search = params.toString();
  const prefill = useMemo(() => contactPrefill(new URLSearchParams(search)), [search]);

  return (
    <>
      <PageHeading title={contactIntro.heading} intro={contactIntro.text} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <section id="contact-form" aria-labelledby="contact-form-heading" className="scroll-mt-24">
          <h2 id="contact-form-heading" className="text-3xl font-bold">
            {contactSections.form.heading}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{contactSections.form.text}</p>
          <div className="mt-6 rounded-lg border border-border bg-card p-6 text-card-foreground">
            {/* A new query string (e.g. the footer's Custom Orders link while on this page) starts a new form. */}
            <ContactForm key={search} prefill={prefill} />
          </div>
        </section>
        <section aria-labelledby="offices-heading">
          <h2 id="offices-heading" className="text-3xl font-bold">
            {contactSections.offices.heading}
          </h2>
          <p className="mt-2 text-muted-foreground">
            Phone:{" "}
            <a href={contact.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
              {contact.phone}
            </a>
            <br />
            Hours: {contact.hours}
          </p>
          <ul className="mt-4 grid gap-1 text-sm">
            {Object.values(contact.emails).map((route) => (
              <li key={route.address}>
                <span className="font-medium">{route.label}:</span>{" "}
                <a href={`mailto:${route.address}`} className="text-primary underline-offset-4 hover:underline">
                  {route.address}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <OfficeList />
          </div>
        </section>
      </div>
      <Section heading={contactSections.map.heading} muted>
        <OfficeMap />
      </Section>
      <Section heading={contactSections.programs.heading}>
        <ul className="flex flex-wrap gap-3">
          {contactProgramLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={buttonStyles({ variant: "outline", size: "lg" })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={contactSections.faq.heading} muted>
        <FaqList items={contactFaq} />
      </Section>
      <CtaStrip heading={contactCta.heading} text={contactCta.text} primary={contactCta.phone} secondary={contactCta.email} />
    </>
  );
}
