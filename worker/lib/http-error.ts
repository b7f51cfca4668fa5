import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "#contract/entities.ts";

/** Answers with the one error shape of the API: `{ message, issues? }`. */
export function jsonError(c: Context, status: ContentfulStatusCode, message: string, issues?: Record<string, string>) {
  const body: ApiError = issues ? { message, issues } : { message };
  return c.json(body, status);
}
