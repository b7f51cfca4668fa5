/**
 * /api/projects — the public project list (optionally one category) and one project.
 * Only GETs live here, so an admin sub-app can share the prefix.
 */
import { sValidator } from "@hono/standard-validator";
import { Hono } from "hono";
import * as v from "valibot";
import { projectCategories } from "#contract/enums.ts";
import type { AppEnv } from "../env";
import { publicDb } from "../db/client";
import { findProject, listProjects } from "../db/projects";
import { jsonError } from "../lib/http-error";
import { withImageInfo } from "../media/public-images";
import { parseId } from "../lib/parse-id";
import { jsonWithEtag } from "../cache/json-with-etag";

const PROJECT_NOT_FOUND = "Project not found.";
const INVALID_CATEGORY = "Invalid category.";

const categorySchema = v.optional(v.picklist(projectCategories.values));

const projects = new Hono<AppEnv>()
  // Declared as a query validator so the app's client is typed with `category`; its own 400 answer.
  .get(
    "/",
    sValidator("query", v.object({ category: categorySchema }), (result, c) => {
      if (!result.success) {
        return jsonError(c, 400, INVALID_CATEGORY, { category: `Category must be one of: ${projectCategories.values.join(", ")}.` });
      }
    }),
    async (c) => jsonWithEtag(c, await withImageInfo(c.env, await listProjects(publicDb(c.env), c.req.valid("query").category))),
  )
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const project = id === null ? null : await findProject(publicDb(c.env), id);
    if (!project) return jsonError(c, 404, PROJECT_NOT_FOUND);
    const [shown] = await withImageInfo(c.env, [project]);
    return jsonWithEtag(c, shown);
  });

export default projects;
