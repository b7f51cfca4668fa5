/** /about: story (#our-story), timeline, founder profile (#about-{name}), values, locations (#locations) with a map. */
import { Link } from "../../components/link";
import { aboutCta, aboutHeading, locationsSection, story, timeline, values } from "#content/about.ts";
import { company, operatingRegions } from "#content/site.ts";
import { CardGrid } from "../../components/card-grid";
import { CtaStrip } from "../../components/cta-strip";
import { FounderProfile } from "../../components/founder-profile";
import { OfficeList } from "../../components/office-list";
import { OfficeMap } from "../../components/office-map";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";
import { TimelineList } from "../../components/timeline-list";

export default function AboutPage() {
  return (
    <>
      <PageHeading title={aboutHeading} intro={company.tagline + "."} />
      <Section id={story.anchor} heading={story.heading}>
        <div className="max-w-3xl space-y-4 text-lg">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section heading="Our Journey" muted>
        <TimelineList entries={timeline} />
      </Section>
      <Section heading="Our Founder">
        <FounderProfile anchored />
      </Section>
      <Section heading="Our Values" muted>
        <CardGrid cards={values} />
      </Section>
      <Section id={locationsSection.anchor} heading={locationsSection.heading} subheading={locationsSection.text}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div>
            <OfficeMap />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {Object.values(operatingRegions).map((region) => (
                <li key={region.label} className="rounded-lg border border-border bg-card p-4 text-card-foreground">
                  <h3 className="font-semibold">{region.label}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{region.summary}</p>
                </li>
              ))}
            </ul>
          </div>
          <OfficeList />
        </div>
        <p className="mt-8">
          <Link to="/projects" className="font-semibold text-primary underline-offset-4 hover:underline">
            See projects across these regions <span aria-hidden="true">→</span>
          </Link>
        </p>
      </Section>
      <CtaStrip heading={aboutCta.heading} text={aboutCta.text} primary={aboutCta.primary} secondary={aboutCta.secondary} />
    </>
  );
}
