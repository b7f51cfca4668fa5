/** /services (Products): offerings, the four collections with their anchors, shipping facts and the FAQ. */
import { Link } from "../../components/link";
import { productCollections, productOfferings, productsCta, productsIntro, servicesFaq } from "#content/products.ts";
import { shipping } from "#content/site.ts";
import { CardGrid } from "../../components/card-grid";
import { CtaStrip } from "../../components/cta-strip";
import { FaqList } from "../../components/faq-list";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";
import { buttonStyles } from "../../components/ui/button";

export default function ServicesPage() {
  return (
    <>
      <PageHeading title={productsIntro.heading} intro={productsIntro.text}>
        <Link to="/merch" className={`${buttonStyles({ size: "lg" })} mt-6`}>
          Shop All Merchandise
        </Link>
      </PageHeading>
      <Section heading="Our Offerings">
        <CardGrid
          cards={productOfferings}
          columns={4}
          renderExtra={(index) => (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {productOfferings[index]?.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        />
      </Section>
      {productCollections.map((collection, index) => (
        <Section key={collection.id} id={collection.anchor} heading={collection.title} subheading={collection.text} muted={index % 2 === 0}>
          <ul className="grid gap-3 sm:grid-cols-3">
            {collection.highlights.map((highlight) => (
              <li key={highlight} className="rounded-md border border-border bg-card p-4 text-card-foreground">
                {highlight}
              </li>
            ))}
          </ul>
          <Link to={collection.link.to} className={`${buttonStyles()} mt-6`}>
            {collection.link.label}
          </Link>
        </Section>
      ))}
      <Section id="shipping" heading="Shipping">
        <p className="max-w-3xl text-lg">{shipping.summary}</p>
      </Section>
      <Section heading="Frequently Asked Questions" muted>
        <FaqList items={servicesFaq} />
      </Section>
      <CtaStrip heading={productsCta.heading} text={productsCta.text} primary={productsCta.primary} secondary={productsCta.secondary} />
    </>
  );
}
