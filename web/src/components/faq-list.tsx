import type { FaqItem } from "#content/types.ts";

/** An FAQ accordion: native <details>, so it opens with Enter or Space and needs no script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-lg border border-border bg-card text-card-foreground">
      {items.map((item) => (
        <details key={item.question} className="group p-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <span aria-hidden="true" className="text-xl transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
