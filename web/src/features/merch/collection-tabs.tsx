/**
 * The six collections as tab cards with count badges, and the selected collection's items. Arrow
 * keys, Home and End move between tabs (WAI-ARIA tabs pattern, selection follows focus). The
 * section anchors (#heritage-collection, #field, …) sit at the top, so arriving at one shows the
 * tabs with the right collection selected. Each tab is a link to its `?collection=`, so it works
 * before hydration and without JavaScript (the Worker renders the chosen collection); once the
 * page is live, following it only replaces the query.
 */
import { useId, useRef, type KeyboardEvent } from "react";
import { Link } from "../../components/link";
import { collections, findCollection } from "#contract/merch-catalogue.ts";
import { sectionAnchors } from "#content/merch.ts";
import { ItemCard } from "./item-card";
import { collectionSearch, useSelectedCollection } from "./use-selected-collection";

const anchors = Object.keys(sectionAnchors);

export function CollectionTabs() {
  const [selectedId, select] = useSelectedCollection();
  const selected = findCollection(selectedId) ?? collections[0];
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = collections.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = collections[next];
    if (!target) return;
    select(target.id);
    tabs.current[next]?.focus();
  }

  if (!selected) return null;
  return (
    <div className="relative">
      {anchors.map((anchor) => (
        <span key={anchor} id={anchor} aria-hidden="true" className="absolute top-0" />
      ))}
      <div role="tablist" aria-label="Collections" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {collections.map((collection, index) => {
          const active = collection.id === selected.id;
          return (
            <Link
              key={collection.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              to={{ search: collectionSearch(collection.id), hash: "" }}
              replace
              role="tab"
              id={`${id}-tab-${collection.id}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex flex-col items-start gap-2 rounded-lg border p-4 text-left transition ${
                active
                  ? "border-primary bg-primary text-primary-foreground shadow-md"
                  : "border-border bg-card text-card-foreground hover:bg-muted"
              }`}
            >
              <span className="font-semibold">{collection.name}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${active ? "bg-background text-foreground" : "bg-muted text-foreground"}`}
              >
                {collection.items.length} items
              </span>
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected.id}`} className="mt-8">
        <h3 className="text-2xl font-bold">{selected.name}</h3>
        <p className="mt-2 max-w-3xl text-muted-foreground">{selected.description}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {selected.items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </div>
      </div>
    </div>
  );
}
