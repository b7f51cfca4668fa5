import { offices } from "#content/site.ts";

/** The three offices with their addresses and phone numbers (site.ts). */
export function OfficeList({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="grid gap-4">
      {offices.map((office) => (
        <li key={office.id} className="rounded-lg border border-border bg-card p-4 text-card-foreground">
          <Heading className="font-semibold">{office.name}</Heading>
          <p className="text-sm text-accent">{office.role}</p>
          <address className="mt-2 text-sm not-italic text-muted-foreground">
            {office.street}
            <br />
            {office.city}, {office.region} {office.postalCode}
            <br />
            {office.country}
          </address>
          <p className="mt-2 text-sm">
            <a href={office.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
              {office.phone}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
