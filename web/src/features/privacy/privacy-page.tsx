/** /privacy: the privacy notice (content/privacy.ts), prerendered at build like the other static pages. */
import { Link } from "../../components/link";
import {
  browserStorage,
  formsHeading,
  formUses,
  keeping,
  privacyIntro,
  rights,
  sharing,
  subscriptionUse,
  whoWeAre,
} from "#content/privacy.ts";
import { PageHeading } from "../../components/page-heading";
import { Section } from "../../components/section";

const prose = "max-w-3xl space-y-4 text-lg";

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return (
    <div className={prose}>
      {texts.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

export default function PrivacyPage() {
  return (
    <>
      <PageHeading title={privacyIntro.heading} intro={privacyIntro.text} breadcrumb>
        <p className="mt-4 text-sm text-muted-foreground">Last updated {privacyIntro.updated}.</p>
      </PageHeading>
      <Section heading={whoWeAre.heading}>
        <Paragraphs texts={whoWeAre.paragraphs} />
      </Section>
      <Section heading={formsHeading.heading} subheading={formsHeading.text} muted>
        <ul className="grid gap-4 md:grid-cols-2">
          {[...Object.values(formUses), subscriptionUse].map((use) => (
            <li key={use.form} className="rounded-lg border border-border bg-card p-5 text-card-foreground">
              <h3 className="text-lg font-semibold">
                <Link to={use.page} className="text-primary underline-offset-4 hover:underline">
                  {use.form}
                </Link>
              </h3>
              <dl className="mt-2 space-y-2 text-sm">
                <div>
                  <dt className="font-semibold">What it collects</dt>
                  <dd>{use.collects}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Why</dt>
                  <dd>{use.why}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Who receives it</dt>
                  <dd>{use.receivedBy}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={sharing.heading}>
        <Paragraphs texts={sharing.paragraphs} />
      </Section>
      <Section heading={keeping.heading} muted>
        <ul className={`${prose} list-disc pl-6`}>
          {keeping.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section heading={browserStorage.heading}>
        <div className={prose}>
          <p>{browserStorage.text}</p>
          <dl className="space-y-2">
            {browserStorage.items.map((item) => (
              <div key={item.name}>
                <dt className="font-mono text-base font-semibold">{item.name}</dt>
                <dd>{item.use}</dd>
              </div>
            ))}
          </dl>
          <p>{browserStorage.after}</p>
        </div>
      </Section>
      <Section id="your-rights" heading={rights.heading} muted>
        <Paragraphs texts={rights.paragraphs} />
      </Section>
    </>
  );
}
