/** 'View Lookbook': a gallery of the collections' lookbook scenes; each leads to its collection tab. */
import { collections } from "#contract/merch-catalogue.ts";
import { merchPage } from "#content/merch.ts";
import { Button } from "../../components/ui/button";
import { ModalPanel } from "../../components/ui/modal-panel";

export function LookbookDialog({ onClose, onShop }: { onClose: () => void; onShop: (collectionId: string) => void }) {
  return (
    <ModalPanel title={merchPage.lookbookTitle} placement="center" onClose={onClose}>
      <ul className="grid gap-6 md:grid-cols-2">
        {collections.map((collection) => (
          <li key={collection.id} className="overflow-hidden rounded-lg border border-border bg-background">
            <figure>
              <img
                src={`/images/merch/lookbook-${collection.id}.svg`}
                alt={`${collection.name} lookbook scene`}
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] h-auto w-full bg-muted object-cover"
              />
              <figcaption className="space-y-3 p-4">
                <p className="text-lg font-semibold">{collection.name}</p>
                <p className="text-sm text-muted-foreground">{collection.description}</p>
                <Button variant="outline" size="sm" onClick={() => onShop(collection.id)}>
                  Shop {collection.name}
                </Button>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ModalPanel>
  );
}
