import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactInput } from "#contract/contact.ts";
import { ApiRequestError, client, data, exchange, getPath } from "#web/lib/api.ts";

function respond(status: number, body: string, statusText = "", headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status, statusText, headers }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The nth request the mock saw: its address and what went with it. */
function sent(fetchMock: ReturnType<typeof respond>, n = 0) {
  const [input, init = {}] = fetchMock.mock.calls[n] ?? [];
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
    await getPath("/api/partners");
    expect(fetchMock).toHaveBeenCalledWith("/api/partners", { method: "GET", credentials: "include" });
    await data(client.partners.$get());
    const { init, headers } = sent(fetchMock, 1);
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
    await expect(getPath("/api/blog")).rejects.toThrow("503: Service Unavailable");
  });

  it("answers undefined for an empty successful body", async () => {
    respond(204, "");
    await expect(data(client.blog[":id"].$delete({ param: { id: "1" } }))).resolves.toBeUndefined();
  });
});
