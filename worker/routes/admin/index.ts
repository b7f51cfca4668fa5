/**
 * /api/admin — the admin area's own calls (beyond the spec's): dashboard counts, post and project
 * editing and previews, lead lists and CSV, the leads inbox, failed lead notifications and their resend, the media library, privacy requests,
 * the audit log (read-only) and the blog's subscribers.
 * Everything under this prefix passes the Access guard first.
 */
import { Hono } from "hono";
import { dashboardCounts } from "../../db/admin-leads";
import { adminAccess, type AdminEnv } from "../../middleware/admin-access";
import analytics from "./analytics";
import audit from "./audit";
import { authors, terms } from "./authors";
import inbox from "./inbox";
import leads from "./leads";
import media from "./media";
import merchArtwork from "./merch-artwork";
import notifications from "./notifications";
import posts from "./posts";
import previews from "./previews";
import privacy from "./privacy";
import adminProjects from "./projects";
import reports from "./reports";
import subscribers from "./subscribers";

const admin = new Hono<AdminEnv>()
  .use("*", adminAccess)
  .get("/dashboard", async (c) => c.json(await dashboardCounts(c.get("db"))))
  .route("/blog", posts)
  .route("/projects", adminProjects)
  .route("/leads", merchArtwork)
  .route("/previews", previews)
  .route("/authors", authors)
  .route("/blog-terms", terms)
  .route("/leads", leads)
  .route("/inbox", inbox)
  .route("/notifications", notifications)
  .route("/media", media)
  .route("/analytics", analytics)
  .route("/reports", reports)
  .route("/privacy", privacy)
  .route("/audit", audit)
  .route("/subscribers", subscribers);

export default admin;
