import { founderProfile } from "#content/about.ts";
import { founder } from "#content/site.ts";

/** The founder's profile; on /about it carries the #about-{name} anchor. */
export function FounderProfile({ anchored = false }: { anchored?: boolean }) {
  const initials = founder.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <article
      id={anchored ? founderProfile.anchor : undefined}
      aria-labelledby="founder-name"
      className="grid gap-6 rounded-lg border border-border bg-card p-6 text-card-foreground md:grid-cols-[auto_1fr]"
    >
      <div
        aria-hidden="true"
        className="flex size-24 items-center justify-center rounded-full bg-secondary font-display text-3xl font-bold text-secondary-foreground"
      >
        {initials}
      </div>
      <div>
        <h3 id="founder-name" className="text-2xl font-bold">
          {founder.name}
        </h3>
        <p className="font-medium text-accent">{founder.role}</p>
        {founder.bio.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-muted-foreground">
            {paragraph}
          </p>
        ))}
        <h4 className="mt-4 font-semibold">Expertise</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {founderProfile.expertise.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <blockquote className="mt-4 border-l-4 border-primary pl-4 italic">“{founderProfile.quote}”</blockquote>
      </div>
    </article>
  );
}
