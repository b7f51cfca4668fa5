/**
 * "Follow the blog" (ADR 306): the e-mail subscription box, after every article and in the
 * footer. A plain HTML form that POSTs to the Worker, which answers with the /subscribe page: it
 * works before the page's code has loaded and without JavaScript (the boot script leaves a form
 * with a `method` to the browser, ADR 142), and it adds no code of its own to any page.
 */
import { blogFeedPath, subscribeBox } from "#content/site.ts";
import { buttonStyles } from "./ui/button";

const SUBSCRIBE_ACTION = "/api/subscriptions";

/** `id` keeps the labels unique when two boxes are on one page (an article and the footer). */
export function SubscribeBox({ id, tone = "card", className = "" }: { id: string; tone?: "card" | "band"; className?: string }) {
  const headingId = `${id}-heading`;
  const inputId = `${id}-email`;
  const band = tone === "band";
  return (
    // Neither the box nor its form is a named landmark: an article's box and the footer's share a
    // heading, and two landmarks of one name are a barrier (axe landmark-unique); the h2 leads to it.
    <section className={className}>
      <h2 id={headingId} className={band ? "font-semibold" : "text-xl font-bold"}>
        {subscribeBox.heading}
      </h2>
      <p className={`mt-2 text-sm ${band ? "opacity-90" : "text-muted-foreground"}`}>{subscribeBox.text}</p>
      <form method="post" action={SUBSCRIBE_ACTION} className="mt-3 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {subscribeBox.label}
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            className="min-h-10 w-full rounded-md border border-border bg-background px-3 py-2 text-foreground"
          />
        </div>
        {/* The honeypot (the lead forms' field name): off screen, out of the tab order and the accessibility tree. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input type="text" name={subscribeBox.honeypotField} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className={buttonStyles({ variant: band ? "secondary" : "primary" })}>
          {subscribeBox.button}
        </button>
      </form>
      <p className="mt-2 text-sm">
        <a href={blogFeedPath} type="application/rss+xml" className="underline underline-offset-4">
          {subscribeBox.rss}
        </a>
      </p>
    </section>
  );
}
