/** The disclaimer, the blog resource links and the next-step links under the calculators. */
import { Link } from "../../components/link";
import { calculatorsPage } from "#content/calculators.ts";
import { buttonStyles } from "../../components/ui/button";

export function CalculatorsResources() {
  const { disclaimer, resources, nextSteps } = calculatorsPage;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <aside aria-labelledby="calculators-disclaimer" className="rounded-xl border border-border bg-card p-6 md:col-span-2">
        <h2 id="calculators-disclaimer" className="text-xl font-bold">
          {disclaimer.heading}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{disclaimer.text}</p>
        <h2 className="mt-6 text-xl font-bold">{resources.heading}</h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {resources.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-primary underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </aside>
      <section aria-labelledby="calculators-next-steps" className="rounded-xl bg-secondary p-6 text-secondary-foreground">
        <h2 id="calculators-next-steps" className="text-xl font-bold">
          {nextSteps.heading}
        </h2>
        <p className="mt-2 text-sm">{nextSteps.text}</p>
        <div className="mt-4 flex flex-col gap-3">
          {nextSteps.links.map((link, index) => (
            <Link key={link.to} to={link.to} className={buttonStyles({ variant: index === 0 ? "primary" : "outline" })}>
              {link.label}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
