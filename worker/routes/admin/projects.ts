/**
 * /api/admin/projects — the projects (the trash apart) a page at a time; one project; create and
 * versioned update (ADR 270); revisions and their restore (ADR 271); the trash, restore from it and
 * delete for good. Each write purges the cached public responses that show the project once it has
 * committed (X-Public-Site says how). The spec's DELETE /api/projects/:id moves it to the trash.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type ProjectInput, projectInputSchema } from "#contract/admin-content.ts";
import { adminListQuerySchema, adminSorts, adminViews } from "#contract/admin-lists.ts";
import { IN_TRASH_PROJECT_MESSAGE, NOT_IN_TRASH_MESSAGE, STALE_PROJECT_MESSAGE } from "#contract/revisions.ts";
import { createProject, findAdminProject, listProjectsPage, purgeProjects, untrashProject, updateProject } from "../../db/admin-projects";
import { findRevision, historySettings } from "../../db/content-history";
import { projectChangeTags, purgeAfterWrite } from "../../cache/purge";
import { insertedId } from "../../db/audit";
import type { Db } from "../../db/client";
import { parseId } from "../../lib/parse-id";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";
import { historyReads } from "./history-reads";
import { requestedVersion, stale, versioned } from "./versions";

const NOT_FOUND = "Project not found.";
const REVISION_NOT_FOUND = "This revision of the project is not stored (it may have been pruned).";
const REVISION_INVALID = "This revision no longer passes the editor's checks: open it, copy what you need and save by hand.";

/** A versioned save (PUT or restore) and its answer: the project and its ETag, 404, 409 or a purge. */
// Any admin route's context (their validators add to its type); only its env, variables and answer are used.
// biome-ignore lint/suspicious/noExplicitAny: the route-specific context types differ only in their input.
async function save(
  c: Context<any>,
  id: number,
  input: ProjectInput,
  expected: number | null,
  action: "project.update" | "project.restore-revision",
) {
  const db: Db = c.get("db");
  const by: string = c.get("adminEmail");
  const outcome = await updateProject(
    db,
    id,
    input,
    { expected, by, kept: historySettings(c.env as Env).kept },
    adminAudit(c as Context<AdminEnv>, { action, recordType: "projects", recordId: id }),
  );
  if (outcome.status === "missing") return jsonError(c, 404, NOT_FOUND);
  if (outcome.status === "trashed") return jsonError(c, 409, IN_TRASH_PROJECT_MESSAGE);
  if (outcome.status === "stale") return stale(c, STALE_PROJECT_MESSAGE, outcome.current);
  await purgeAfterWrite(c, projectChangeTags(id));
  return versioned(c, outcome.item);
}

const adminProjects = new Hono<AdminEnv>()
  .route("/", historyReads("project", findAdminProject, { notFound: NOT_FOUND, revisionNotFound: REVISION_NOT_FOUND }))
  .get("/", validQuery(adminListQuerySchema(adminSorts.projects, adminViews.projects)), async (c) =>
    c.json(await listProjectsPage(c.get("db"), c.req.valid("query"))),
  )
  .post("/", requireJson, limitBody, validJson(projectInputSchema), async (c) => {
    const project = await createProject(
      c.get("db"),
      c.req.valid("json"),
      c.get("adminEmail"),
      adminAudit(c, { action: "project.create", recordType: "projects", recordId: insertedId }),
    );
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
    return save(c, id, input, version.expected, "project.update");
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
    // A revision's texts only: the project stays a draft or published, as it is now (ADR 314).
    const parsed = v.safeParse(projectInputSchema, { ...stored.data, published: found.project.published });
    if (!parsed.success) return jsonError(c, 409, REVISION_INVALID);
    return save(c, id, parsed.output, version.expected, "project.restore-revision");
  })
  .post("/trash/:id/restore", async (c) => {
    const id = parseId(c.req.param("id"));
    const project =
      id === null
        ? null
        : await untrashProject(
            c.get("db"),
            id,
            c.get("adminEmail"),
            adminAudit(c, { action: "project.untrash", recordType: "projects", recordId: id }),
          );
    if (!project) return jsonError(c, 404, "This project is not in the trash.");
    await purgeAfterWrite(c, projectChangeTags(project.id));
    return versioned(c, project);
  })
  .delete("/trash/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const found = id === null ? null : await findAdminProject(c.get("db"), id);
    if (id === null || !found) return jsonError(c, 404, NOT_FOUND);
    if (!found.trashed) return jsonError(c, 409, NOT_IN_TRASH_MESSAGE);
    await purgeProjects(c.get("db"), [id], adminAudit(c, { action: "project.purge", recordType: "projects", recordId: id }));
    return c.body(null, 204);
  });

export default adminProjects;
