/**
 * Validates a GET's query string with a contract schema: 400 with a message per parameter, as
 * validJson does for bodies. Handlers then read `c.req.valid("query")`.
 */
import { sValidator } from "@hono/standard-validator";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { jsonError } from "../lib/http-error";
import { fieldIssues } from "./json-body";

export function validQuery<S extends StandardSchemaV1>(schema: S) {
  return sValidator("query", schema, (result, c) => {
    if (!result.success) {
      const issues = fieldIssues(result.error);
      return jsonError(c, 400, Object.values(issues)[0] ?? "Invalid query.", issues);
    }
  });
}
