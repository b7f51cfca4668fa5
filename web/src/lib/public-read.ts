import { useQuery } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { ProjectCategory } from "#contract/enums.ts";
import { type Answer, client, data } from "./api";
import { usePageReads } from "./page-reads";
import { queryClient } from "./query-client";

/**
 * The public reads as typed calls, one for each address of contract/read-paths.ts (which the server
 * render shares as plain strings); tests/web/api.test.ts checks each fetches that same address.
 */
export const publicReads = {
  blogList: () => client.blog.$get(),
  blogPost: (slug: string) => client.blog[":slug"].$get({ param: { slug: encodeURIComponent(slug) } }),
  blogRelated: (slug: string) => client.blog[":slug"].related.$get({ param: { slug: encodeURIComponent(slug) } }),
  projects: (category: ProjectCategory | null) => client.projects.$get({ query: category ? { category } : {} }),
  project: (id: string) => client.projects[":id"].$get({ param: { id: encodeURIComponent(id) } }),
  partners: () => client.partners.$get(),
};

/**
 * A public GET of the API, keyed by its path (contract/read-paths.ts, which the server render
 * shares), fetched by `call`, its entry of `publicReads` (so its answer is typed by the route).
 * The first render uses what the server rendered the page with, when it did; later renders and
 * navigations fetch as usual. `failure`: the message a failed fetch surfaces as (the spec's
 * wording); the cause is kept. The data is `null` where the server found nothing (a missing post or project).
 */
export function usePublicRead<R extends ClientResponse<unknown, number>>(path: string, call: () => Promise<R>, failure?: string) {
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
    },
    useRenderQueryClient(),
  );
}

/** The client to query with: the request's own while the server renders, else the browser's one. */
export function useRenderQueryClient() {
  return usePageReads().queryClient ?? queryClient;
}
