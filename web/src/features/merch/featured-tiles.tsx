/** The Featured Merchandise tile row: each tile opens its collection through its section anchor. */
import { Link } from "../../components/link";
import { featuredTiles } from "#content/merch.ts";

export function FeaturedTiles() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {featuredTiles.map((tile) => (
        <li key={tile.href}>
          <Link
            to={tile.href}
            className="group block overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition hover:shadow-md"
          >
            <img
              src={tile.image}
              alt=""
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] h-auto w-full bg-muted object-cover transition group-hover:scale-[1.02]"
            />
            <span className="block p-4">
              <span className="block text-lg font-semibold">{tile.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{tile.caption}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
