/**
 * The last line of defence: every thrown error becomes the API's JSON error shape. Client
 * mistakes (HTTPException) keep their status and message; anything else is logged and answered
 * as a bare 500 so no stack trace or SQL text reaches a client.
 */
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../env";
import { jsonError } from "../lib/http-error";

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException) {
    const status = err.status;
    // Hono's own client errors carry plain-text messages; malformed JSON is the common one.
    const message = /JSON/i.test(err.message) ? "Malformed JSON in request body." : err.message || "Bad request.";
    return jsonError(c, status === 500 ? 500 : status, message);
  }
  console.error("Unhandled error", c.req.method, new URL(c.req.url).pathname, err);
  return jsonError(c, 500, "Internal server error.");
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) => jsonError(c, 404, "Not found.");
