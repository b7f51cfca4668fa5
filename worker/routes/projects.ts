/**
 * /api/projects — the public project list (a category, a search, a sort, a page) and one project.
 * Only GETs live here, so an admin sub-app can share the prefix.
 */
import { Hono } from "hono";
import { projectListQuerySchema } from "#contract/public-list-queries.ts";
import { projectListItem } from "#contract/public-lists.ts";
import type { AppEnv } from "../env";
import { publicDb, publicSession } from "../db/client";
import { findProject, listProjectPage } from "../db/projects";
import { jsonError } from "../lib/http-error";
import { withImageInfo } from "../media/public-images";
import { pageNotFound, pageOf, pageWindow } from "../lib/list-page";
import { parseId } from "../lib/parse-id";
import { validQuery } from "../middleware/valid-query";
import { jsonWithEtag } from "../cache/json-with-etag";

const PROJECT_NOT_FOUND = "Project not found.";
const projects = new Hono<AppEnv>()
  // Without `page` the answer is the spec's array (the first page); with it, the page in an envelope.
  .get("/", validQuery(projectListQuerySchema), async (c) => {
    const { category, q, sort, page } = c.req.valid("query");
    const query = { category, search: q || undefined, sort: sort ?? "newest", ...pageWindow(page ?? 1) };
    if (page === undefined) {
      const { items } = await listProjectPage(publicDb(c.env), query);
      return jsonWithEtag(c, await withImageInfo(c.env, items));
    }
    // A page carries what its cards show (ADR 252), read as such (ADR 274); the spec's array above keeps every field.
    const { items, totalItems } = await listProjectPage(publicDb(c.env), { ...query, cards: true });
    const listed = pageOf(page, totalItems);
    if (!listed) return jsonError(c, 404, pageNotFound(page, totalItems));
    const shown = await withImageInfo(c.env, items);
    return jsonWithEtag(c, { ...listed, items: shown.map(projectListItem) });
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const project = id === null ? null : await findProject(publicSession(c.env), id);
    if (!project) return jsonError(c, 404, PROJECT_NOT_FOUND);
    const [shown] = await withImageInfo(c.env, [project]);
    return jsonWithEtag(c, shown);
  });

export default projects;
