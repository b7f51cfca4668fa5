/**
 * The one data hook of the public pages. A page's first render uses the read embedded in its HTML
 * (lib/page-reads.ts), synchronously and without TanStack Query or the API client; those two are
 * loaded (lib/live-reads.ts) only when a page needs a read it does not hold: another page reached in
 * the app, a list's next page or filter, a refetch. From then on the read is TanStack Query's, as it
 * always was: cached by path, the embedded value as its initial data (ADR 255).
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ClientResponse } from "hono/client";
import { type Answer, ApiRequestError } from "./api-fetch";
import type { LiveRead, PublicReads, ReadRequest } from "./live-reads";
import { usePageReads } from "./page-reads";

type LiveReads = typeof import("./live-reads");

let live: LiveReads | undefined;
let loading: Promise<LiveReads> | undefined;

/** The query cache and the API client, fetched once for the whole visit (again after a failed fetch). */
function loadLiveReads(): Promise<LiveReads> {
  loading ??= import("./live-reads").then(
    (module) => (live = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface PublicRead<T> {
  /** The answer; `null` where the server found nothing (a missing post or project). */
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  /** The last answer, shown while another address loads (`keepPrevious`). */
  isPlaceholderData: boolean;
  /** Reads the address again (a page whose embedded read leaves something out asks for all of it). */
  refetch: () => void;
}

/**
 * A public GET of the API, keyed by its path (contract/read-paths.ts, which the server render
 * shares), fetched by `call`, its entry of `publicReads` (so its answer is typed by the route).
 * `failure`: the message a failed fetch surfaces as (the spec's wording); the cause is kept.
 * `keepPrevious`: while another address loads, keep showing the last answer (a list's next page or filter).
 */
export function usePublicRead<R extends ClientResponse<unknown, number>>(
  path: string,
  call: (reads: PublicReads) => Promise<R>,
  failure?: string,
  keepPrevious = false,
): PublicRead<Answer<R> | null> {
  const { reads } = usePageReads();
  const request: ReadRequest = {
    path,
    call,
    failure,
    embedded: Object.hasOwn(reads, path) ? { value: reads[path] } : undefined,
    keepPrevious,
  };
  // Once the module is there (an earlier read loaded it), a hook is TanStack Query's from its first render.
  const [liveRead, setLiveRead] = useState<LiveRead | undefined>(() => (live ? new live.LiveRead(request) : undefined));
  const [loadFailure, setLoadFailure] = useState<Error | null>(null);
  const [refetchWanted, setRefetchWanted] = useState(false);
  // The embedded read last shown: kept while the module loads, and the observer's first read so
  // that `keepPrevious` has it to keep.
  const shown = useRef<ReadRequest>(undefined);

  const needsLive = !liveRead && (!request.embedded || refetchWanted);
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    if (!needsLive) return;
    let current = true;
    loadLiveReads().then(
      (module) => {
        if (!current) return;
        const read = new module.LiveRead(shown.current ?? latest.current);
        if (refetchWanted) read.refetch();
        setLiveRead(read);
      },
      (cause: unknown) => {
        if (!current) return;
        console.warn("The page's data code could not be loaded", cause);
        setLoadFailure(new Error(latest.current.failure ?? "The page's data could not be loaded", { cause }));
      },
    );
    return () => {
      current = false;
    };
  }, [needsLive, refetchWanted]);

  const subscribe = useCallback((onChange: () => void) => liveRead?.subscribe(onChange) ?? (() => {}), [liveRead]);
  const snapshot = () => liveRead?.current();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  // As useQuery does: the observer takes each render's options once they are committed.
  useEffect(() => {
    liveRead?.update(latest.current);
  });

  const refetch = useCallback(() => {
    if (liveRead) liveRead.refetch();
    else setRefetchWanted(true);
  }, [liveRead]);

  if (liveRead) {
    const result = liveRead.resultFor(request);
    return {
      data: result.data as Answer<R> | null | undefined,
      error: result.error,
      isPending: result.isPending,
      isPlaceholderData: result.isPlaceholderData,
      refetch,
    };
  }
  if (request.embedded) {
    shown.current = request;
    return { data: request.embedded.value as Answer<R> | null, error: null, isPending: false, isPlaceholderData: false, refetch };
  }
  if (loadFailure) return { data: undefined, error: loadFailure, isPending: false, isPlaceholderData: false, refetch };
  if (keepPrevious && shown.current?.embedded) {
    return { data: shown.current.embedded.value as Answer<R> | null, error: null, isPending: false, isPlaceholderData: true, refetch };
  }
  return { data: undefined, error: null, isPending: true, isPlaceholderData: false, refetch };
}

/**
 * Whether a failed read means "no such thing" rather than "could not load": the API answered 404,
 * or 400 to parameters taken from the page's own URL (`/blog?page=abc`), which the server render
 * also shows as not found.
 */
export function isMissingRead(error: unknown): boolean {
  const cause = error instanceof Error && !(error instanceof ApiRequestError) ? error.cause : error;
  return cause instanceof ApiRequestError && (cause.status === 404 || cause.status === 400);
}
