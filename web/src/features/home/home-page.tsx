/**
 * The home page, sections in the spec's order: hero, introduction, about, products, capabilities,
 * calculators, blog preview, partners, contact form and the closing call to action.
 */
import { Link } from "../../components/link";
import { homeTimeline } from "#content/about.ts";
import { closingCta, hero, homeMeta, homeSections, homeStats, introSections } from "#content/home.ts";
import { capabilitiesSection, homeCollectionCards, productCards, services } from "#content/services.ts";
import { company, operatingRegions } from "#content/site.ts";
import { pageHead } from "#contract/meta.ts";
import { HeadMeta } from "../../components/head-meta";
import { homeShareCard } from "../../components/share-card";
import { CardGrid } from "../../components/card-grid";
import { CtaStrip } from "../../components/cta-strip";
import { FounderProfile } from "../../components/founder-profile";
import { lazySection } from "../../components/held-section";
import { Section } from "../../components/section";
import { TimelineList } from "../../components/timeline-list";
import { buttonStyles } from "../../components/ui/button";
import { BlogPreview } from "../blog/blog-preview";
import { PartnerWall } from "../partners/partner-wall";

// The calculators and the contact form sit far below the fold and carry most of the page's code
// (forms, schemas, formulas: ~30 KB gzip). They are in the HTML like everything else; their code is
// a chunk of its own, fetched once the section is near the screen or the visitor first presses,
// focuses or types (whenNeeded, as the partners and merch forms), so it is not in the first load
// and the top of the page becomes interactive without waiting for it.
const CALCULATORS_SECTION_ID = "calculators";
const CONTACT_SECTION_ID = "contact";
const CalculatorsSection = lazySection({
  load: () => import("../calculators/calculators-section").then((m) => m.CalculatorsSection),
  fallback: "min-h-[130rem] md:min-h-[98rem] lg:min-h-[64rem]",
  nearId: CALCULATORS_SECTION_ID,
});
const ContactForm = lazySection({
  load: () => import("../contact/contact-form").then((m) => m.ContactForm),
  fallback: "min-h-[41rem] md:min-h-[31rem]",
  nearId: CONTACT_SECTION_ID,
});

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-band text-band-foreground">
      <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest opacity-90">{hero.eyebrow}</p>
        <h1 id="hero-heading" className="mt-4 max-w-4xl text-4xl font-bold md:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-3xl text-lg opacity-90">{hero.subtext}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={hero.primary.to} className={buttonStyles({ size: "lg" })}>
            {hero.primary.label}
          </Link>
          <Link
            to={hero.secondary.to}
            className={`${buttonStyles({ variant: "outline", size: "lg" })} border-band-foreground/40 hover:text-foreground`}
          >
            {hero.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Introduction() {
  return (
    <>
      <section aria-label="At a glance" className="border-b border-border">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4">
          {homeStats.map((stat) => (
            <div key={stat.label} className="text-center">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="font-display text-4xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {introSections.map((intro, index) => (
        <Section key={intro.id} id={intro.id} heading={intro.heading} subheading={intro.text} muted={index % 2 === 1}>
          {intro.id === "what-we-build" ? (
            <CardGrid cards={services.map((service) => ({ title: service.title, text: service.summary }))} columns={4} />
          ) : null}
          {intro.link ? (
            <Link to={intro.link.to} className={`${buttonStyles({ variant: "outline" })} ${intro.id === "what-we-build" ? "mt-6" : ""}`}>
              {intro.link.label}
            </Link>
          ) : null}
        </Section>
      ))}
    </>
  );
}

function AboutSection() {
  return (
    <Section id="about" heading={homeSections.about.heading} subheading={homeSections.about.subheading}>
      <div className="grid gap-10 lg:grid-cols-2">
        <FounderProfile />
        <TimelineList entries={homeTimeline.map((entry) => ({ year: entry.year, title: entry.title, text: entry.summary }))} />
      </div>
      <h3 className="mt-12 text-2xl font-bold">{homeSections.locations.heading}</h3>
      <p className="mt-2 text-muted-foreground">{homeSections.locations.subheading}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {Object.values(operatingRegions).map((region) => (
          <li key={region.label} className="rounded-lg border border-border bg-card p-6 text-card-foreground">
            <h4 className="text-lg font-semibold">{region.label}</h4>
            <p className="mt-1 text-muted-foreground">{region.summary}</p>
          </li>
        ))}
      </ul>
      <Link to="/about#locations" className="mt-6 inline-block font-semibold text-primary underline-offset-4 hover:underline">
        See our locations <span aria-hidden="true">→</span>
      </Link>
    </Section>
  );
}

function ProductsSection() {
  return (
    <Section id="products" heading={homeSections.products.heading} subheading={homeSections.products.subheading} muted>
      <CardGrid cards={productCards} columns={4} />
      <div className="mt-6">
        <CardGrid cards={homeCollectionCards} columns={2} />
      </div>
    </Section>
  );
}

function CapabilitiesSection() {
  return (
    <Section id="capabilities" heading={capabilitiesSection.heading} subheading={capabilitiesSection.subheading}>
      <CardGrid cards={capabilitiesSection.features} />
      <h3 className="mt-12 text-2xl font-bold">Featured Collections</h3>
      <div className="mt-6">
        <CardGrid cards={capabilitiesSection.featuredCollections} columns={4} />
      </div>
      <Link to={capabilitiesSection.cta.to} className={`${buttonStyles({ size: "lg" })} mt-8`}>
        {capabilitiesSection.cta.label}
      </Link>
    </Section>
  );
}

export default function HomePage() {
  return (
    <>
      <HeadMeta
        head={pageHead({
          title: homeMeta.title,
          description: homeMeta.description,
          path: "/",
          siteUrl: company.siteUrl,
          image: homeShareCard(),
        })}
      />
      <Hero />
      <Introduction />
      <AboutSection />
      <ProductsSection />
      <CapabilitiesSection />
      <Section
        id={CALCULATORS_SECTION_ID}
        heading={homeSections.calculators.heading}
        subheading={homeSections.calculators.subheading}
        muted
      >
        <CalculatorsSection />
      </Section>
      <Section id="blog" heading={homeSections.blog.heading} subheading={homeSections.blog.subheading}>
        <BlogPreview />
      </Section>
      <Section id="partners" heading={homeSections.partners.heading} subheading={homeSections.partners.subheading} muted>
        <PartnerWall />
      </Section>
      <Section id={CONTACT_SECTION_ID} heading={homeSections.contact.heading} subheading={homeSections.contact.subheading}>
        <div className="max-w-3xl rounded-lg border border-border bg-card p-6 text-card-foreground">
          <ContactForm />
        </div>
      </Section>
      <CtaStrip heading={closingCta.heading} text={closingCta.text} primary={closingCta.primary} secondary={closingCta.secondary} />
    </>
  );
}
