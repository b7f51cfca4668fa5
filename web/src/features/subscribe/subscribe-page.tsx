/**
 * /subscribe — follow the blog by e-mail (ADR 304–306): the subscription form, and what became of
 * a request. The Worker renders it per request with its query: `?outcome=…` after a native form's
 * POST, `?confirm=<token>` from the confirmation e-mail, `?unsubscribe=<token>` from any e-mail's
 * unsubscribe link. Opening a link changes nothing (a mail scanner may open it): a button POSTs,
 * as a plain form, so it works before the page's code has loaded and without JavaScript.
 */
import { useSearchParams } from "../../lib/use-search-params";
import { subscribeOutcomes, type SubscribeOutcome } from "#contract/subscription-texts.ts";
import { blogFeedPath } from "#content/site.ts";
import { subscribeOutcomeText, subscribePage } from "#content/subscriptions.ts";
import { PageHeading } from "../../components/page-heading";
import { SubscribeBox } from "../../components/subscribe-box";
import { buttonStyles } from "../../components/ui/button";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function TokenForm({
  action,
  heading,
  text,
  button,
  fields,
}: {
  action: string;
  heading: string;
  text: string;
  button: string;
  fields: Record<string, string>;
}) {
  return (
    // The form carries the step's name; the box around it is no landmark of its own (one name, one landmark).
    <section className="rounded-lg border border-border bg-card p-6">
      <h2 id="subscription-step" className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-2">{text}</p>
      <form method="post" action={action} aria-labelledby="subscription-step" className="mt-4">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonStyles()}>
          {button}
        </button>
      </form>
    </section>
  );
}

export default function SubscribePage() {
  const [params] = useSearchParams();
  const outcome = subscribeOutcomes.find((o): o is SubscribeOutcome => o === params.get("outcome"));
  const confirm = params.get("confirm") ?? "";
  const leave = params.get("unsubscribe") ?? "";
  const said = outcome ? subscribeOutcomeText[outcome] : null;
  return (
    <>
      <PageHeading title={subscribePage.heading} intro={subscribePage.intro} />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
        {said ? (
          <section role="status" aria-labelledby="subscription-outcome" className="rounded-lg border border-border bg-accent-soft p-6">
            <h2 id="subscription-outcome" className="text-xl font-bold">
              {said.heading}
            </h2>
            <p className="mt-2">{said.text}</p>
          </section>
        ) : null}
        {TOKEN.test(confirm) ? (
          <TokenForm
            action="/api/subscriptions/confirm"
            heading={subscribePage.confirmHeading}
            text={subscribePage.confirmText}
            button={subscribePage.confirmButton}
            fields={{ token: confirm }}
          />
        ) : TOKEN.test(leave) ? (
          <TokenForm
            action={`/api/subscriptions/unsubscribe?token=${leave}`}
            heading={subscribePage.unsubscribeHeading}
            text={subscribePage.unsubscribeText}
            button={subscribePage.unsubscribeButton}
            fields={{ "List-Unsubscribe": "One-Click", via: "page" }}
          />
        ) : outcome === "confirmed" || outcome === "sent" ? null : (
          <SubscribeBox id="page-subscribe" className="rounded-lg border border-border bg-card p-6" />
        )}
        <p>
          {subscribePage.rssText}{" "}
          <a href={blogFeedPath} type="application/rss+xml" className="text-primary underline underline-offset-4">
            {blogFeedPath}
          </a>
        </p>
      </div>
    </>
  );
}
