/**
 * What a public page needs once it reads the API itself (a page reached in the app, another filter or
 * page of a list, a refetch): TanStack Query's cache and the typed API client. lib/public-read.ts
 * loads this module on the first such read, so a page that hydrates from the reads embedded in its
 * HTML never downloads them (ADR 255). From then on every public read goes through the one query
 * client, as it did before: keyed `["read", path]`, seeded with the page's embedded reads.
 */
import { keepPreviousData, notifyManager, QueryObserver, type QueryObserverResult } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { BlogListParams, ProjectListParams } from "#contract/public-lists.ts";
import { listQueries } from "#contract/read-paths.ts";
import { client, data } from "./api";
import { queryClient } from "./query-client";

type Shaped<R, S> = R extends ClientResponse<infer T, infer Status, infer Format> ? ClientResponse<Extract<T, S>, Status, Format> : never;

/**
 * The list routes answer the spec's array without `page` and a page envelope with it (one route,
 * both shapes: docs/decisions/250-paging-public-lists.md); each call names the shape it asks for.
 */
const asPage = <R>(call: Promise<R>) => call as Promise<Shaped<R, { items: unknown }>>;
const asArray = <R>(call: Promise<R>) => call as Promise<Shaped<R, readonly unknown[]>>;

/**
 * The public reads as typed calls, one for each address of contract/read-paths.ts (which the server
 * render shares as plain strings); tests/web/api.test.ts checks each fetches that same address.
 */
export const publicReads = {
  blogLatest: (limit: number) => asArray(client.blog.$get({ query: listQueries.blogLatest(limit) })),
  blogPage: (params: BlogListParams) => asPage(client.blog.$get({ query: listQueries.blogPage(params) })),
  blogPost: (slug: string) => client.blog[":slug"].$get({ param: { slug: encodeURIComponent(slug) } }),
  blogRelated: (slug: string) => client.blog[":slug"].related.$get({ param: { slug: encodeURIComponent(slug) } }),
  projectsPage: (params: ProjectListParams) => asPage(client.projects.$get({ query: listQueries.projectsPage(params) })),
  project: (id: string) => client.projects[":id"].$get({ param: { id: encodeURIComponent(id) } }),
  partners: () => client.partners.$get(),
  search: (q: string) => client.search.$get({ query: { q } }),
};

export type PublicReads = typeof publicReads;

/** One read as a hook asks for it (lib/public-read.ts). */
export interface ReadRequest {
  path: string;
  call: (reads: PublicReads) => Promise<ClientResponse<unknown, number>>;
  /** The message a failed fetch surfaces as; the cause is kept. */
  failure: string | undefined;
  /** What the page was rendered with, when it was rendered with this read. */
  embedded: { value: unknown } | undefined;
  /** While another address loads, keep the last answer. */
  keepPrevious: boolean;
}

export type ReadResult = QueryObserverResult<unknown, Error>;

type ReadKey = readonly ["read", string];

function optionsOf({ path, call, failure, embedded, keepPrevious }: ReadRequest) {
  const options = queryClient.defaultQueryOptions<unknown, Error, unknown, unknown, ReadKey>({
    queryKey: ["read", path],
    queryFn: async () => {
      try {
        return await data(call(publicReads));
      } catch (cause) {
        if (failure) throw new Error(failure, { cause });
        throw cause;
      }
    },
    initialData: embedded ? () => embedded.value : undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  // As useQuery marks it: the first result of a read about to be fetched is already "fetching".
  options._optimisticResults = "optimistic";
  return options;
}

/**
 * A hook's view of one read in the query cache: what useQuery does (an observer, its optimistic
 * result during render, its options updated after commit), for a hook that could not call useQuery
 * from its first render because this module was not loaded yet.
 */
export class LiveRead {
  readonly #observer: QueryObserver<unknown, Error, unknown, unknown, ReadKey>;

  constructor(request: ReadRequest) {
    this.#observer = new QueryObserver<unknown, Error, unknown, unknown, ReadKey>(queryClient, optionsOf(request));
  }

  subscribe = (onChange: () => void) => {
    const unsubscribe = this.#observer.subscribe(notifyManager.batchCalls(onChange));
    this.#observer.updateResult();
    return unsubscribe;
  };

  current = (): ReadResult => this.#observer.getCurrentResult();

  resultFor(request: ReadRequest): ReadResult {
    return this.#observer.getOptimisticResult(optionsOf(request));
  }

  update(request: ReadRequest) {
    this.#observer.setOptions(optionsOf(request));
  }

  refetch() {
    void this.#observer.refetch();
  }
}
