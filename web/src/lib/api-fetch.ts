/**
 * The one fetch wrapper: credentials are always included, bodies are JSON with a
 * JSON content type, and any non-OK answer is a failure whose message is
 * "<status>: <body text, or the status text when the body is empty>".
 *
 * Apart from the typed client (lib/api.ts) so that what a page needs at hydration (the view count,
 * telling "not found" from "could not load") does not bring Hono's client with it (ADR 255).
 */
import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiError } from "#contract/entities.ts";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiRequestError";
  }

  /** The server's `{ message }`, when the body is the API's JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as Partial<ApiError>;
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's per-field messages, when it sent any. */
  get fieldIssues(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as Partial<ApiError>;
      return parsed.issues ?? {};
    } catch {
      return {};
    }
  }
}

/** fetch as every API call makes it: with credentials; a non-OK answer throws ApiRequestError. */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: "include" });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  return response;
}

/** The body of an OK answer: JSON parsed, undefined when empty. */
export async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const API_BASE = "/api";

/**
 * The address of a route for what cannot go through fetch (an upload with progress, a download
 * link), from the typed client: `apiPath(client.admin.media.$path())`.
 */
export const apiPath = (path: string) => `${API_BASE}${path}`;

/** What a typed call answers when it succeeds (its error answers are thrown as ApiRequestError). */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? [Extract<S, SuccessStatusCode>] extends [never]
      ? never
      : Exclude<T, ApiError>
    : never;

/** Awaits a typed call: its parsed body and the answer's headers (admin calls read theirs). */
export async function exchange<R extends ClientResponse<unknown, number>>(
  call: Promise<R>,
): Promise<{ data: Answer<R>; headers: Headers }> {
  const response = await call;
  return { data: await readBody<Answer<R>>(response as unknown as Response), headers: response.headers };
}

/** Awaits a typed call and answers its parsed body. */
export async function data<R extends ClientResponse<unknown, number>>(call: Promise<R>): Promise<Answer<R>> {
  return (await exchange(call)).data;
}
