/**
 * A page's reads inside the Worker (pages/render-page.ts) run the API's own routes, with the same
 * validation and handlers, but the answer's data is handed to the page as the handler built it: no
 * JSON text, ETag digest or parse for a read no browser sees (ADR 273). A browser's request to the
 * same route is answered as before (cache/json-with-etag.ts).
 */

/** What the reads of one page share (`sharedWithPage`), by key. */
export type PageLoads = Map<string, Promise<unknown>>;

const inWorkerRequests = new WeakMap<Request, PageLoads>();
const handedData = new WeakMap<Response, unknown>();

/**
 * A GET of `url` that the API answers with its data handed over (`handedOver`) rather than as JSON
 * text; `page` is shared by the reads of the same page.
 */
export function inWorkerRequest(url: URL, page: PageLoads): Request {
  const request = new Request(url);
  inWorkerRequests.set(request, page);
  return request;
}

export function isInWorkerRequest(request: Request): boolean {
  return inWorkerRequests.has(request);
}

/**
 * For a page's read inside the Worker: the promise `load` gives, started once for all that page's
 * reads under `key` (a post page's post and related articles are one D1 round trip); undefined
 * for any other request, which reads on its own.
 */
export function sharedWithPage<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> | undefined {
  const page = inWorkerRequests.get(request);
  if (!page) return undefined;
  let loading = page.get(key) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    page.set(key, loading);
  }
  return loading;
}

/** A 200 whose data the page takes as it is (an in-Worker request's answer). */
export function handOver(data: unknown): Response {
  const response = new Response(null);
  handedData.set(response, data);
  return response;
}

/** The data of an answer built by `handOver`, or undefined for any other (JSON text, an error). */
export function handedOver(response: Response): { data: unknown } | undefined {
  return handedData.has(response) ? { data: handedData.get(response) } : undefined;
}
