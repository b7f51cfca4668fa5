/**
 * /merch: hero with the two bestsellers, Featured Merchandise,
 * the brand and heritage stories, the six collections as tabs, and Corporate & Bulk Orders. Add to
 * Cart fills a cart kept in browser storage; the cart ends in an order request, not a payment.
 */
import { useCallback } from "react";
import { collections, findItem } from "#contract/merch-catalogue.ts";
import { merchProducts, sitePageUrl } from "#contract/meta.ts";
import { bestsellers, merchPage } from "#content/merch.ts";
import { company } from "#content/site.ts";
import { PageMeta } from "../../components/page-meta";
import { lazySection } from "../../components/held-section";
import { Section } from "../../components/section";
import { Button, buttonStyles } from "../../components/ui/button";
import { CartButton } from "./cart-button";
import { CollectionTabs } from "./collection-tabs";
import { FeaturedTiles } from "./featured-tiles";
import { ItemCard } from "./item-card";
import { LookbookDialog } from "./lookbook-dialog";
import { useDialogTrigger } from "../../lib/use-dialog-trigger";
import { useSelectedCollection } from "./use-selected-collection";

export const COLLECTIONS_SECTION_ID = "collections";
const CORPORATE_SECTION_ID = "corporate-orders";

// The quote form is the last section: in the HTML, its code (react-hook-form and the schema)
// fetched once it is near the screen or the page is used, not in the page's first load. Without
// props, so the page's re-renders once live (the collection from the URL) do not reach it.
const QuoteForm = lazySection({
  load: () => import("./custom-quote-form").then((m) => m.CustomQuoteForm),
  fallback: "min-h-[34rem] md:min-h-[26rem]",
  nearId: CORPORATE_SECTION_ID,
});

const bestsellerItems = bestsellers.flatMap((id) => {
  const item = findItem(id);
  return item ? [item] : [];
});

function scrollToCollections() {
  const section = document.getElementById(COLLECTIONS_SECTION_ID);
  section?.scrollIntoView({ behavior: "smooth", block: "start" });
  // Move keyboard focus along with the view.
  section?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
}

function StoryParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg">
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

/** Every item the page sells, as a Product with its price, for search engines. */
const products = merchProducts(
  collections.flatMap((collection) => collection.items),
  company.siteUrl,
  sitePageUrl(company.siteUrl, "/merch"),
);

export default function MerchPage() {
  const lookbook = useDialogTrigger();
  const { setOpen: setLookbookOpen } = lookbook; // shopping from the lookbook closes it without refocusing its button
  const [, selectCollection] = useSelectedCollection();
  const { hero } = merchPage;

  const shopFromLookbook = useCallback(
    (collectionId: string) => {
      setLookbookOpen(false);
      selectCollection(collectionId);
      // After the dialog has gone and the tab is selected.
      requestAnimationFrame(scrollToCollections);
    },
    [setLookbookOpen, selectCollection],
  );

  return (
    <>
      <PageMeta title={merchPage.title} description={hero.text} entities={products} />
      <section className="border-b border-border bg-muted/60">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-accent">{hero.eyebrow}</p>
            <h1 className="mt-3 font-display text-4xl font-bold md:text-6xl">{hero.headline}</h1>
            <p className="mt-4 max-w-xl text-lg text-muted-foreground">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button size="lg" onClick={scrollToCollections}>
                Shop Collection
              </Button>
              <button
                ref={lookbook.buttonRef}
                type="button"
                aria-haspopup="dialog"
                onClick={lookbook.show}
                className={buttonStyles({ variant: "outline", size: "lg" })}
              >
                View Lookbook
              </button>
            </div>
          </div>
          <div>
            <h2 className="mb-4 text-xl font-semibold">{merchPage.bestsellersHeading}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {bestsellerItems.map((item) => (
                <ItemCard key={item.id} item={item} lazy={false} />
              ))}
            </div>
          </div>
        </div>
      </section>

      <Section heading={merchPage.featuredHeading}>
        <FeaturedTiles />
      </Section>

      <Section id="our-story" heading={merchPage.brandStory.heading} muted>
        <StoryParagraphs paragraphs={merchPage.brandStory.paragraphs} />
      </Section>

      <Section id="our-heritage" heading={merchPage.heritageStory.heading}>
        <StoryParagraphs paragraphs={merchPage.heritageStory.paragraphs} />
      </Section>

      <Section id={COLLECTIONS_SECTION_ID} heading={merchPage.collectionsHeading} subheading={merchPage.collectionsText} muted>
        <CollectionTabs />
      </Section>

      <Section id={CORPORATE_SECTION_ID} heading={merchPage.corporate.heading} subheading={merchPage.corporate.text}>
        <div className="max-w-3xl rounded-lg border border-border bg-card p-6 text-card-foreground">
          <h3 className="mb-4 text-xl font-semibold">Request Custom Quote</h3>
          <QuoteForm />
        </div>
      </Section>

      <CartButton />
      {lookbook.open ? <LookbookDialog onClose={lookbook.close} onShop={shopFromLookbook} /> : null}
    </>
  );
}
