import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { BlogListParams, ProjectListParams } from "#contract/public-lists.ts";
import { listQueries } from "#contract/read-paths.ts";
import { type Answer, ApiRequestError, client, data } from "./api";
import { usePageReads } from "./page-reads";
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

/**
 * A public GET of the API, keyed by its path (contract/read-paths.ts, which the server render
 * shares), fetched by `call`, its entry of `publicReads` (so its answer is typed by the route).
 * The first render uses what the server rendered the page with, when it did; later renders and
 * navigations fetch as usual. `failure`: the message a failed fetch surfaces as (the spec's
 * wording); the cause is kept. The data is `null` where the server found nothing (a missing post or project).
 * `keepPrevious`: while another address loads, keep showing the last answer (a list's next page or filter).
 */
export function usePublicRead<R extends ClientResponse<unknown, number>>(
  path: string,
  call: () => Promise<R>,
  failure?: string,
  keepPrevious = false,
) {
  const { reads } = usePageReads();
  return useQuery<Answer<R> | null>(
    {
      queryKey: ["read", path],
      queryFn: async () => {
        try {
          return await data(call());
        } catch (cause) {
          if (failure) throw new Error(failure, { cause });
          throw cause;
        }
      },
      initialData: path in reads ? () => reads[path] as Answer<R> | null : undefined,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
    },
    useRenderQueryClient(),
  );
}

/** The client to query with: the request's own while the server renders, else the browser's one. */
export function useRenderQueryClient() {
  return usePageReads().queryClient ?? queryClient;
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
