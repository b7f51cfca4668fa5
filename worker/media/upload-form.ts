/** What every upload route does around its file: a body limit with its message, and refusals as 4xx answers. */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jsonError } from "../lib/http-error";
import { MediaRefused } from "./store";

/** A body limit that answers 413 with the given message. */
export const uploadLimit = (maxSize: number, message: string) => bodyLimit({ maxSize, onError: (c) => jsonError(c, 413, message) });

/** Runs an upload step; a refusal becomes its 4xx answer. Generic in the answer, so its type reaches the client. */
export async function refusals<R extends Response>(c: Context, work: () => Promise<R>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MediaRefused) return jsonError(c, error.status, error.message, error.issues);
    throw error;
  }
}
