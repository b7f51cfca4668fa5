/** /api/admin/projects — every project, create and update. */
import { Hono } from "hono";
import { projectInputSchema } from "../../../contract/admin-content";
import { getDb } from "../../db/client";
import { createProject, updateProject } from "../../db/admin-projects";
import { listProjects } from "../../db/projects";
import { parseId } from "../../lib/id-param";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import type { AdminEnv } from "../../middleware/admin-access";

const adminProjects = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await listProjects(getDb(c.env))))
  .post("/", requireJson, limitBody, validJson(projectInputSchema), async (c) => {
    const project = await createProject(getDb(c.env), c.req.valid("json"));
    return c.json(project, 201);
  })
  .put("/:id", requireJson, limitBody, validJson(projectInputSchema), async (c) => {
    const id = parseId(c.req.param("id"));
    const project = id === null ? null : await updateProject(getDb(c.env), id, c.req.valid("json"));
    if (!project) return jsonError(c, 404, "Project not found.");
    return c.json(project);
  });

export default adminProjects;
