/**
 * /api/admin — the admin area's own calls (beyond the spec's): dashboard counts, post and project
 * editing, lead lists and CSV, the media library. Everything under this prefix passes the Access guard first.
 */
import { Hono } from "hono";
import { getDb } from "../../db/client";
import { dashboardCounts } from "../../db/admin-leads";
import { adminAccess, type AdminEnv } from "../../middleware/admin-access";
import leads from "./leads";
import media from "./media";
import posts from "./posts";
import adminProjects from "./projects";

const admin = new Hono<AdminEnv>()
  .use("*", adminAccess)
  .get("/dashboard", async (c) => c.json(await dashboardCounts(getDb(c.env))))
  .route("/blog", posts)
  .route("/projects", adminProjects)
  .route("/leads", leads)
  .route("/media", media);

export default admin;
