/**
 * /api/admin/projects — the projects a page at a time, create and update. Each write purges the cached public
 * responses that show the project once it has committed (X-Public-Site says how).
 */
import { Hono } from "hono";
import { projectInputSchema } from "#contract/admin-content.ts";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { createProject, listProjectsPage, updateProject } from "../../db/admin-projects";
import { projectChangeTags, purgeAfterWrite } from "../../cache/purge";
import { parseId } from "../../lib/parse-id";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { insertedId } from "../../db/audit";
import { validQuery } from "../../middleware/valid-query";

const adminProjects = new Hono<AdminEnv>()
  .get("/", validQuery(adminListQuerySchema(adminSorts.projects)), async (c) =>
    c.json(await listProjectsPage(c.get("db"), c.req.valid("query"))),
  )
  .post("/", requireJson, limitBody, validJson(projectInputSchema), async (c) => {
    const project = await createProject(
      c.get("db"),
      c.req.valid("json"),
      adminAudit(c, { action: "project.create", recordType: "projects", recordId: insertedId }),
    );
    await purgeAfterWrite(c, projectChangeTags(project.id));
    return c.json(project, 201);
  })
  .put("/:id", requireJson, limitBody, validJson(projectInputSchema), async (c) => {
    const id = parseId(c.req.param("id"));
    const project =
      id === null
        ? null
        : await updateProject(
            c.get("db"),
            id,
            c.req.valid("json"),
            adminAudit(c, { action: "project.update", recordType: "projects", recordId: id }),
          );
    if (!project) return jsonError(c, 404, "Project not found.");
    await purgeAfterWrite(c, projectChangeTags(project.id));
    return c.json(project);
  });

export default adminProjects;
