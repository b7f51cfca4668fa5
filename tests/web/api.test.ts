import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiRequestError } from "#web/lib/api.ts";

function respond(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("api", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const fetchMock = respond(201, '{"id":7}');
    await expect(api.post("/api/contact", { a: 1 })).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("sends no body and no content type on GET", async () => {
    const fetchMock = respond(200, "[]");
    await api.get("/api/partners");
    expect(fetchMock).toHaveBeenCalledWith("/api/partners", { method: "GET", credentials: "include" });
  });

  it("fails with 'status: body' on a non-OK answer and exposes the server's message", async () => {
    respond(400, '{"message":"Please select an inquiry type."}', "Bad Request");
    const error = await api.post("/api/contact", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('400: {"message":"Please select an inquiry type."}');
    expect((error as ApiRequestError).serverMessage).toBe("Please select an inquiry type.");
  });

  it("uses the status text when the body is empty", async () => {
    respond(503, "", "Service Unavailable");
    await expect(api.get("/api/blog")).rejects.toThrow("503: Service Unavailable");
  });

  it("answers undefined for an empty successful body", async () => {
    respond(204, "");
    await expect(api.delete("/api/blog/1")).resolves.toBeUndefined();
  });
});
