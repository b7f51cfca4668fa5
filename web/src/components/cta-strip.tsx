import { useId } from "react";
import { Link } from "./link";
import { buttonStyles } from "./ui/button";

type CtaAction = { to: string; label: string } | { href: string; label: string };

function Action({ action, primary }: { action: CtaAction; primary: boolean }) {
  const className = primary
    ? buttonStyles({ variant: "primary", size: "lg" })
    : `${buttonStyles({ variant: "outline", size: "lg" })} border-band-foreground/40 hover:text-foreground`;
  return "to" in action ? (
    <Link to={action.to} className={className}>
      {action.label}
    </Link>
  ) : (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  );
}

/** A closing call to action: heading, a line of text and one or two links (pages, tel: or mailto:). */
export function CtaStrip({
  heading,
  text,
  primary,
  secondary,
}: {
  heading: string;
  text: string;
  primary: CtaAction;
  secondary?: CtaAction;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-band text-band-foreground">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={headingId} className="text-3xl font-bold">
            {heading}
          </h2>
          <p className="mt-2 max-w-2xl opacity-90">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Action action={primary} primary />
          {secondary ? <Action action={secondary} primary={false} /> : null}
        </div>
      </div>
    </section>
  );
}
