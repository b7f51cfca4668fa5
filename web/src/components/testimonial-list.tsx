import type { Testimonial } from "#content/programs/terms.ts";

/** Customer or partner quotes with who said them. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {testimonials.map((t) => (
        <li key={t.name}>
          <figure className="h-full rounded-lg border border-border bg-card p-6 text-card-foreground">
            <blockquote className="text-lg">“{t.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{t.name}</span>
              <span className="text-muted-foreground">
                , {t.role}, {t.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
