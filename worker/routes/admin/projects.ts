/**
 * /api/admin/projects — the projects (the trash apart) a page at a time; one project; create and
 * versioned update (ADR 270); revisions and their restore (ADR 271); the trash, restore from it and
 * delete for good. Each write purges the cached public responses that show the project once it has
 * committed (X-Public-Site says how). The spec's DELETE /api/projects/:id moves it to the trash.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { projectInputSchema } from "#contract/admin-content.ts";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { IN_TRASH_PROJECT_MESSAGE, NOT_IN_TRASH_MESSAGE, STALE_PROJECT_MESSAGE, trashQuerySchema } from "#contract/revisions.ts";
import { createProject, findAdminProject, listProjectsPage, purgeProjects, untrashProject, updateProject } from "../../db/admin-projects";
import { findRevision, historySettings, listRevisions, listTrash } from "../../db/content-history";
import { projectChangeTags, purgeAfterWrite } from "../../cache/purge";
import { parseId } from "../../lib/parse-id";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import type { AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";
import { requestedVersion, stale, versioned } from "./versions";

const NOT_FOUND = "Project not found.";
const REVISION_NOT_FOUND = "This revision of the project is not stored (it may have been pruned).";
const REVISION_INVALID = "This revision no longer passes the editor's checks: open it, copy what you need and save by hand.";

const adminProjects = new Hono<AdminEnv>()
  .get("/", validQuery(adminListQuerySchema(adminSorts.projects)), async (c) =>
    c.json(await listProjectsPage(c.get("db"), c.req.valid("query"))),
  )
  .get("/trash", validQuery(trashQuerySchema), async (c) =>
    c.json(await listTrash(c.get("db"), "project", c.req.valid("query").page, historySettings(c.env).trashMs)),
  )
  .post("/", requireJson, limitBody, validJson(projectInputSchema), async (c) => {
    const project = await createProject(c.get("db"), c.req.valid("json"), c.get("adminEmail"));
    await purgeAfterWrite(c, projectChangeTags(project.id));
    return versioned(c, project, 201);
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const found = id === null ? null : await findAdminProject(c.get("db"), id);
    if (!found) return jsonError(c, 404, NOT_FOUND);
    if (found.trashed) return jsonError(c, 404, IN_TRASH_PROJECT_MESSAGE);
    return versioned(c, found.project);
  })
  .put("/:id", requireJson, limitBody, validJson(projectInputSchema), async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) return jsonError(c, 404, NOT_FOUND);
    const input = c.req.valid("json");
    const version = requestedVersion(c, input.revision);
    if ("refused" in version) return version.refused;
    const outcome = await updateProject(c.get("db"), id, input, {
      expected: version.expected,
      by: c.get("adminEmail"),
      kept: historySettings(c.env).kept,
    });
    if (outcome.status === "missing") return jsonError(c, 404, NOT_FOUND);
    if (outcome.status === "trashed") return jsonError(c, 409, IN_TRASH_PROJECT_MESSAGE);
    if (outcome.status === "stale") return stale(c, STALE_PROJECT_MESSAGE, outcome.current);
    await purgeAfterWrite(c, projectChangeTags(id));
    return versioned(c, outcome.item);
  })
  .get("/:id/revisions", async (c) => {
    const id = parseId(c.req.param("id"));
    const found = id === null ? null : await findAdminProject(c.get("db"), id);
    if (id === null || !found) return jsonError(c, 404, NOT_FOUND);
    return c.json(await listRevisions(c.get("db"), "project", id));
  })
  .get("/:id/revisions/:revision", async (c) => {
    const id = parseId(c.req.param("id"));
    const revision = parseId(c.req.param("revision"));
    const found = id === null || revision === null ? null : await findRevision(c.get("db"), "project", id, revision);
    if (!found) return jsonError(c, 404, REVISION_NOT_FOUND);
    return c.json(found);
  })
  .post("/:id/revisions/:revision/restore", async (c) => {
    const id = parseId(c.req.param("id"));
    const revision = parseId(c.req.param("revision"));
    if (id === null || revision === null) return jsonError(c, 404, REVISION_NOT_FOUND);
    const version = requestedVersion(c, undefined, true);
    if ("refused" in version) return version.refused;
    const db = c.get("db");
    const [found, stored] = await Promise.all([findAdminProject(db, id), findRevision(db, "project", id, revision)]);
    if (!found) return jsonError(c, 404, NOT_FOUND);
    if (found.trashed) return jsonError(c, 409, IN_TRASH_PROJECT_MESSAGE);
    if (!stored) return jsonError(c, 404, REVISION_NOT_FOUND);
    const parsed = v.safeParse(projectInputSchema, stored.data);
    if (!parsed.success) return jsonError(c, 409, REVISION_INVALID);
    const outcome = await updateProject(db, id, parsed.output, {
      expected: version.expected,
      by: c.get("adminEmail"),
      kept: historySettings(c.env).kept,
    });
    if (outcome.status === "missing") return jsonError(c, 404, NOT_FOUND);
    if (outcome.status === "trashed") return jsonError(c, 409, IN_TRASH_PROJECT_MESSAGE);
    if (outcome.status === "stale") return stale(c, STALE_PROJECT_MESSAGE, outcome.current);
    await purgeAfterWrite(c, projectChangeTags(id));
    return versioned(c, outcome.item);
  })
  .post("/trash/:id/restore", async (c) => {
    const id = parseId(c.req.param("id"));
    const project = id === null ? null : await untrashProject(c.get("db"), id, c.get("adminEmail"));
    if (!project) return jsonError(c, 404, "This project is not in the trash.");
    await purgeAfterWrite(c, projectChangeTags(project.id));
    return versioned(c, project);
  })
  .delete("/trash/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const found = id === null ? null : await findAdminProject(c.get("db"), id);
    if (id === null || !found) return jsonError(c, 404, NOT_FOUND);
    if (!found.trashed) return jsonError(c, 409, NOT_IN_TRASH_MESSAGE);
    await purgeProjects(c.get("db"), [id]);
    return c.body(null, 204);
  });

export default adminProjects;
