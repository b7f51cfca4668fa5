/**
 * The header's search dialog, loaded on first open (or when the pointer or focus reaches the search
 * button), so it is in no page's first-load JavaScript. Modal: focus stays inside and Escape
 * closes. Results come as the visitor types (after a short pause), as a list of links; the arrow
 * keys move from the field through the results and back; the number found is announced. Enter in
 * the field opens the full results page, /search?q=, which is also where the button leads without
 * JavaScript.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import { Link } from "../link";
import { readPaths } from "#contract/read-paths.ts";
import { resultCountText } from "#contract/site-search.ts";
import { SITE_SEARCH_MAX } from "#contract/site-search-query.ts";
import { searchPage } from "#content/search.ts";
import { usePublicRead } from "../../lib/public-read";
import { useFocusTrap } from "../../lib/use-focus-trap";
import { controlClass } from "../form/form-fields";
import { buttonStyles } from "../ui/button";
import { RESULT_LINK_ATTRIBUTE, SearchResultList } from "./search-result-list";
import { searchHref } from "./site-search-form";

/** How long typing must pause before the search runs. */
const TYPING_PAUSE_MS = 200;

/** The search as the API takes it: trimmed, at most SITE_SEARCH_MAX characters. */
const cleaned = (text: string) => text.trim().slice(0, SITE_SEARCH_MAX).trim();

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: (returnFocus?: boolean) => void }) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  // One live region for the dialog's life: a region that appears with its text is not always read.
  const [status, setStatus] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  useFocusTrap(panel, open, onClose);

  useEffect(() => {
    if (open) input.current?.select();
  }, [open]);

  useEffect(() => {
    const next = cleaned(text);
    const timer = setTimeout(() => setQuery(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const links = () => [...(panel.current?.querySelectorAll<HTMLElement>(`[${RESULT_LINK_ATTRIBUTE}]`) ?? [])];

  function onFieldKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "ArrowDown") return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next =
      event.key === "ArrowDown" ? all[Math.min(at + 1, all.length - 1)] : event.key === "ArrowUp" ? (all[at - 1] ?? input.current) : null;
    const edge = event.key === "Home" ? all[0] : event.key === "End" ? all[all.length - 1] : null;
    const target = next ?? edge;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  if (!open) return null;
  // Into the body: inside the header (whose backdrop blur makes it the box of its fixed children)
  // the backdrop would cover the header alone.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center p-2 sm:p-6">
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={() => onClose()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-full w-full max-w-2xl flex-col rounded-lg border border-border bg-card text-card-foreground shadow-2xl"
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id={titleId} className="text-xl font-semibold">
            {searchPage.heading}
          </h2>
          <button
            type="button"
            onClick={() => onClose()}
            aria-label={searchPage.close}
            className={buttonStyles({ variant: "ghost", size: "sm" })}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        </div>
        <search className="block px-4 pt-4">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!cleaned(text)) return;
              onClose(false);
              void navigate(searchHref(cleaned(text)));
            }}
          >
            <label htmlFor={`${titleId}-field`} className="sr-only">
              {searchPage.label}
            </label>
            <input
              ref={input}
              id={`${titleId}-field`}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onFieldKeyDown}
              maxLength={SITE_SEARCH_MAX}
              placeholder={searchPage.placeholder}
              autoComplete="off"
              className={controlClass}
            />
          </form>
        </search>
        <div className="min-h-0 overflow-y-auto px-2 py-3">
          <p role="status" className="px-2 text-sm text-muted-foreground empty:hidden">
            {query ? status : ""}
          </p>
          {query ? <Results query={query} onStatus={setStatus} onFollow={() => onClose(false)} onListKeyDown={onListKeyDown} /> : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}

function Results({
  query,
  onStatus,
  onFollow,
  onListKeyDown,
}: {
  query: string;
  onStatus: (status: string) => void;
  onFollow: () => void;
  onListKeyDown: (event: KeyboardEvent<HTMLOListElement>) => void;
}) {
  // The last answer stays on screen while the next search runs, so the list does not flicker.
  const { data, error } = usePublicRead(readPaths.search(query), (reads) => reads.search(query), searchPage.failed, true);
  const status = error ? searchPage.failed : data ? resultCountText(data) : searchPage.loading;
  useEffect(() => onStatus(status), [onStatus, status]);
  if (!data || data.results.length === 0) return null;
  return (
    <>
      <div className="mt-2">
        <SearchResultList results={data.results} onFollow={onFollow} onKeyDown={onListKeyDown} />
      </div>
      <Link to={searchHref(query)} onClick={onFollow} className="mt-2 inline-block px-3 py-2 text-sm font-semibold text-primary underline">
        {searchPage.allResults}
      </Link>
    </>
  );
}
