/**
 * Reading a JSON body the same way on every write endpoint: the content type must be JSON (415),
 * the body at most MAX_BODY_BYTES (413), the JSON well-formed (400), and the value must pass the
 * contract schema (400 with a message per field). Handlers then read `c.req.valid("json")`.
 * Keys the schema does not know are dropped (valibot objects strip them), never stored.
 */
import { sValidator } from "@hono/standard-validator";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { AppEnv } from "../env";
import { jsonError } from "../lib/http-error";

export const MAX_BODY_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** 415 unless the request says its body is JSON. */
export const requireJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) {
    return jsonError(c, 415, "Content-Type must be application/json.");
  }
  return next();
};

/** 413 when the body is larger than MAX_BODY_BYTES, whether or not Content-Length says so. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => jsonError(c, 413, `Request body must be at most ${MAX_BODY_BYTES / 1024} KB.`),
});

/** Field path of an issue as the form names it ("states", "lines.0.quantity"). */
function issueField(issue: StandardSchemaV1.Issue): string {
  const path = issue.path ?? [];
  return path.map((p) => String(typeof p === "object" ? p.key : p)).join(".") || "_";
}

/** Maps schema issues to `{ field: first message }`. */
export function fieldIssues(issues: readonly StandardSchemaV1.Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issueField(issue);
    fields[field] ??= issue.message;
  }
  return fields;
}

/**
 * Validates the JSON body with a contract schema; use after `requireJson` and `limitBody`:
 * `app.post("/", requireJson, limitBody, validJson(schema), handler)`.
 */
export function validJson<S extends StandardSchemaV1>(schema: S) {
  return sValidator("json", schema, (result, c) => {
    if (!result.success) {
      const issues = fieldIssues(result.error);
      const count = Object.keys(issues).length;
      const first = Object.values(issues)[0] ?? "Invalid request body.";
      const message = count === 1 ? first : `Please correct ${count} fields. ${first}`;
      return jsonError(c, 400, message, issues);
    }
  });
}
