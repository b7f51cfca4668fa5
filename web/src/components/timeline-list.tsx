/** A vertical company timeline: year, title and text. */
export function TimelineList({ entries }: { entries: readonly { year: string; title: string; text: string }[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-border pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span aria-hidden="true" className="absolute -left-[2.6rem] top-1 size-4 rounded-full border-2 border-card bg-primary" />
          <p className="font-display text-2xl font-bold text-primary">{entry.year}</p>
          <h3 className="text-lg font-semibold">{entry.title}</h3>
          <p className="mt-1 text-muted-foreground">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
