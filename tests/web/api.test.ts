import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactInput } from "#contract/contact.ts";
import { readPaths } from "#contract/read-paths.ts";
import { ApiRequestError, client, data, exchange } from "#web/lib/api.ts";
import { publicReads } from "#web/lib/live-reads.ts";

function respond(status: number, body: string, statusText = "", headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status, statusText, headers }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The request the mock saw: its address and what went with it. */
function sent(fetchMock: ReturnType<typeof respond>) {
  const [input, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), init, headers: new Headers(init.headers) };
}

const inquiry: ContactInput = {
  firstName: "Ada",
  lastName: "Byrne",
  email: "ada@example.com",
  inquiryType: "general",
  message: "Hello there, a question.",
};

afterEach(() => vi.unstubAllGlobals());

describe("api", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const fetchMock = respond(201, '{"id":7}');
    await expect(data(client.contact.$post({ json: inquiry }))).resolves.toEqual({ id: 7 });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe("/api/contact");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify(inquiry) });
    expect(headers.get("Content-Type")).toBe("application/json");
  });

  it("sends no body and no content type on GET", async () => {
    const fetchMock = respond(200, "[]");
    await data(client.partners.$get());
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe("/api/partners");
    expect(init).toMatchObject({ method: "GET", credentials: "include" });
    expect(init.body).toBeUndefined();
    expect(headers.has("Content-Type")).toBe(false);
  });

  it("sends a call's own headers and answers the answer's headers", async () => {
    const fetchMock = respond(200, '{"signedIn":false}', "", { "x-d1-bookmark": "b2" });
    const { data: body, headers } = await exchange(client.access.session.$get(undefined, { headers: { "x-d1-bookmark": "b1" } }));
    expect(body).toEqual({ signedIn: false });
    expect(headers.get("x-d1-bookmark")).toBe("b2");
    expect(sent(fetchMock).headers.get("x-d1-bookmark")).toBe("b1");
  });

  it("fails with 'status: body' on a non-OK answer and exposes the server's message", async () => {
    respond(400, '{"message":"Please select an inquiry type."}', "Bad Request");
    const error = await data(client.contact.$post({ json: inquiry })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('400: {"message":"Please select an inquiry type."}');
    expect((error as ApiRequestError).serverMessage).toBe("Please select an inquiry type.");
  });

  it("uses the status text when the body is empty", async () => {
    respond(503, "", "Service Unavailable");
    await expect(data(client.blog.$get({ query: {} }))).rejects.toThrow("503: Service Unavailable");
  });

  it("answers undefined for an empty successful body", async () => {
    respond(204, "");
    await expect(data(client.blog[":id"].$delete({ param: { id: "1" } }))).resolves.toBeUndefined();
  });

  it("fetches each public read at the address the server render reads (and finds in the page)", async () => {
    const fetchMock = respond(200, "[]");
    const allProjects = { category: null, search: "", sort: "newest", page: "1" } as const;
    const solarSearch = { category: "solar", search: " denver co ", sort: "oldest", page: "2" } as const;
    const reads: [Promise<unknown>, string][] = [
      [publicReads.blogLatest(3), readPaths.blogLatest(3)],
      [publicReads.blogPage({ tag: "", page: "1" }), readPaths.blogPage({ tag: "", page: "1" })],
      [publicReads.blogPage({ tag: "solar & wind", page: "2" }), readPaths.blogPage({ tag: "solar & wind", page: "2" })],
      [publicReads.blogPost("solar & wind/2026"), readPaths.blogPost("solar & wind/2026")],
      [publicReads.blogRelated("solar & wind/2026"), readPaths.blogRelated("solar & wind/2026")],
      [publicReads.projectsPage(allProjects), readPaths.projectsPage(allProjects)],
      [publicReads.projectsPage(solarSearch), readPaths.projectsPage(solarSearch)],
      [publicReads.project("12"), readPaths.project("12")],
      [publicReads.partners(), readPaths.partners],
      [publicReads.search("solar & wind/50%"), readPaths.search("solar & wind/50%")],
    ];
    await Promise.all(reads.map(([call]) => call));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(reads.map(([, path]) => path));
  });
});
