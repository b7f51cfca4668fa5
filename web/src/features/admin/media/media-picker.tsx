/**
 * The media library at hand: a dialog with the library's images as a grid (uploads, then the
 * site's own images), a search by name or alt text, and an upload (choose or drop a file, give
 * its alt text) in the same dialog. Choosing an image and confirming hands back its URL and alt
 * text: the featured image field takes the URL, the body editor inserts the image with the alt.
 */
import { useEffect, useId, useRef, useState } from "react";
import { controlClass } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { AdminDialog } from "../admin-dialog";
import { useAdminMedia } from "../admin-api";
import { searchBundled } from "./bundled-images";
import { AltTextInput } from "./alt-text-input";
import { UploadPanel } from "./upload-panel";

/** What the picker hands back. */
export interface PickedImage {
  url: string;
  alt: string;
}

interface Choice extends PickedImage {
  name: string;
}

function Tile({ choice, selected, onSelect, badge }: { choice: Choice; selected: boolean; onSelect: () => void; badge?: string }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={`grid w-full gap-1 rounded-md border-2 p-1 text-left text-xs focus-visible:outline-2 focus-visible:outline-ring ${
          selected ? "border-primary bg-accent-soft" : "border-border"
        }`}
      >
        <img src={choice.url} alt="" loading="lazy" className="h-20 w-full rounded bg-muted object-cover" />
        <span className="truncate font-medium">{choice.name}</span>
        {badge ? <span className="text-muted-foreground">{badge}</span> : null}
      </button>
    </li>
  );
}

/**
 * One page of the library's images matching the search (the list API's page of 50, newest first),
 * then a "Load more images" button that renders the next page below it (ADR 319). Each page is its
 * own query of the list API, so no other query machinery reaches the public pages' shared chunks.
 * The search is the Worker's, over the whole library.
 */
function UploadPages({
  q,
  cursor,
  chosenUrl,
  onSelect,
  shownBefore,
  focusFirst,
}: {
  q: string;
  cursor?: string;
  chosenUrl: string | null;
  onSelect: (choice: Choice) => void;
  shownBefore: number;
  /** After Load more: the first new image takes the focus the removed button had. */
  focusFirst: boolean;
}) {
  const page = useAdminMedia({ q, sort: "newest", view: "image", ...(cursor ? { cursor } : {}) });
  // Load more belongs to one search: a new term shows its first page again (kept on screen, as the
  // list's query keeps the previous answer, until the new one arrives).
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const more = moreFor === q && !page.isPlaceholderData;
  const list = useRef<HTMLUListElement>(null);
  const items = (page.data?.items ?? []).map((item) => ({ url: item.url, alt: item.alt ?? "", name: item.name ?? item.key }));
  const hasItems = items.length > 0;
  useEffect(() => {
    if (focusFirst && hasItems) list.current?.querySelector("button")?.focus();
  }, [focusFirst, hasItems]);

  if (page.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (page.isError) return <p className="text-sm text-destructive">The library could not be loaded.</p>;
  if (!hasItems) return shownBefore === 0 ? <p className="text-sm text-muted-foreground">No uploaded image matches.</p> : null;
  const shown = shownBefore + items.length;
  const next = page.data.nextCursor;
  return (
    <>
      <ul ref={list} className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-4">
        {items.map((choice) => (
          <Tile key={choice.url} choice={choice} selected={chosenUrl === choice.url} onSelect={() => onSelect(choice)} />
        ))}
      </ul>
      {next && more ? (
        <UploadPages q={q} cursor={next} chosenUrl={chosenUrl} onSelect={onSelect} shownBefore={shown} focusFirst />
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            Showing {shown} of {page.data.total}
          </p>
          {next ? (
            <Button variant="outline" size="sm" onClick={() => setMoreFor(q)}>
              Load more images
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}

export function MediaPicker({
  open,
  onClose,
  onPick,
  action,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (image: PickedImage) => void;
  /** The confirming button's label, e.g. "Insert image" or "Use as featured image". */
  action: string;
}) {
  const ids = useId();
  const [term, setTerm] = useState("");
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const shipped = searchBundled(term).map((image) => ({ url: image.url, alt: "", name: image.name }));

  useEffect(() => {
    if (!open) {
      setChosen(null);
      setProblem(null);
    }
  }, [open]);

  const select = (choice: Choice) => {
    setChosen(choice);
    setAlt(choice.alt);
    setProblem(null);
  };
  const confirm = () => {
    if (!chosen) return setProblem("Choose an image first.");
    if (!alt.trim()) return setProblem("Please describe the image in a few words (alt text).");
    onPick({ url: chosen.url, alt: alt.trim() });
    onClose();
  };

  return (
    <AdminDialog
      open={open}
      title="Media library"
      description="Choose an image, or upload a new one."
      onClose={onClose}
      onEnter={confirm}
      wide
    >
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${ids}-search`} className="mb-1 block text-sm font-medium">
            Search images by name or alt text
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className={controlClass}
          />
        </div>
        <UploadPanel onUploaded={select} />
        <section aria-labelledby={`${ids}-uploads`}>
          <h3 id={`${ids}-uploads`} className="text-sm font-semibold">
            Uploaded images
          </h3>
          <UploadPages q={term.trim()} chosenUrl={chosen?.url ?? null} onSelect={select} shownBefore={0} focusFirst={false} />
        </section>
        <section aria-labelledby={`${ids}-site`}>
          <h3 id={`${ids}-site`} className="text-sm font-semibold">
            Site images
          </h3>
          {shipped.length === 0 ? <p className="text-sm text-muted-foreground">No site image matches.</p> : null}
          <ul className="mt-2 grid max-h-64 grid-cols-2 gap-2 overflow-auto md:grid-cols-4">
            {shipped.map((choice) => (
              <Tile
                key={choice.url}
                choice={choice}
                selected={chosen?.url === choice.url}
                onSelect={() => select(choice)}
                badge="Site image"
              />
            ))}
          </ul>
        </section>
        <div className="mt-2 grid gap-2">
          <p className="text-sm" aria-live="polite">
            {chosen ? `Chosen: ${chosen.name}` : "No image chosen."}
          </p>
          {chosen ? <AltTextInput label="Alt text" value={alt} onChange={setAlt} /> : null}
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={confirm}>{action}</Button>
          </div>
        </div>
      </div>
    </AdminDialog>
  );
}
