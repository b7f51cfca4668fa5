/**
 * The read side of a kind's history (ADR 271), the same for posts and projects: a page of its
 * trash, an item's revisions, one revision. Mounted at the kind's prefix before its `/:id` routes.
 */
import { Hono } from "hono";
import { trashQuerySchema } from "#contract/revisions.ts";
import type { Db } from "../../db/client";
import { findRevision, historySettings, type ItemKind, listRevisions, listTrash } from "../../db/content-history";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import type { AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";

export function historyReads(
  kind: ItemKind,
  exists: (db: Db, id: number) => Promise<unknown>,
  messages: { notFound: string; revisionNotFound: string },
) {
  return new Hono<AdminEnv>()
    .get("/trash", validQuery(trashQuerySchema), async (c) =>
      c.json(await listTrash(c.get("db"), kind, c.req.valid("query").page, historySettings(c.env).trashMs)),
    )
    .get("/:id/revisions", async (c) => {
      const id = parseId(c.req.param("id"));
      if (id === null || !(await exists(c.get("db"), id))) return jsonError(c, 404, messages.notFound);
      return c.json(await listRevisions(c.get("db"), kind, id));
    })
    .get("/:id/revisions/:revision", async (c) => {
      const id = parseId(c.req.param("id"));
      const revision = parseId(c.req.param("revision"));
      const found = id === null || revision === null ? null : await findRevision(c.get("db"), kind, id, revision);
      if (!found) return jsonError(c, 404, messages.revisionNotFound);
      return c.json(found);
    });
}
