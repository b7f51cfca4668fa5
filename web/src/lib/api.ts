/**
 * The one fetch wrapper: credentials are always included, bodies are JSON with a
 * JSON content type, and any non-OK answer is a failure whose message is
 * "<status>: <body text, or the status text when the body is empty>".
 */
import type { ApiError } from "../../../contract/entities";

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

/** One call: the parsed JSON body (undefined when empty) and the answer's headers. */
export async function exchange<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ data: T; headers: Headers }> {
  const init: RequestInit = { method, credentials: "include" };
  const sent = body === undefined ? headers : { ...headers, "Content-Type": "application/json" };
  if (Object.keys(sent).length) init.headers = sent;
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, text, response.statusText);
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  return (await exchange<T>(method, path, body)).data;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, body),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};
