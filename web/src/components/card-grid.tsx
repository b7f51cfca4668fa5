import type { ReactNode } from "react";
import { Link } from "./link";
import type { Card } from "#content/types.ts";

const columnClass = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" } as const;

/** Titled cards of copy (benefits, values, features), optionally each with a link and extra content. */
export function CardGrid({
  cards,
  columns = 3,
  renderExtra,
}: {
  cards: readonly (Card & { link?: { to: string; label: string } })[];
  columns?: keyof typeof columnClass;
  renderExtra?: (index: number) => ReactNode;
}) {
  return (
    <ul className={`grid gap-6 ${columnClass[columns]}`}>
      {cards.map((card, index) => (
        <li key={card.title} className="flex flex-col rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
          <h3 className="text-xl font-semibold">{card.title}</h3>
          <p className="mt-2 text-muted-foreground">{card.text}</p>
          {renderExtra?.(index)}
          {card.link ? (
            <Link to={card.link.to} className="mt-auto pt-4 font-semibold text-primary underline-offset-4 hover:underline">
              {card.link.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
