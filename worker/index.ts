/**
 * The Worker: the JSON API under /api, the HTML of every page route, and uploaded media under
 * /media. Static files of the build are answered by the asset server before this Worker runs
 * (wrangler.toml run_worker_first).
 */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { jsonError } from "./lib/http-error";
import { onError, onNotFound } from "./middleware/errors";
import { noindex } from "./middleware/noindex";
import { originCheck } from "./middleware/origin-check";
import { serveMedia } from "./media/serve";
import { securityHeaders } from "./middleware/security-headers";
import { robotsTxt } from "./pages/robots";
import { rssXml } from "./pages/rss";
import { servePage } from "./pages/serve-page";
import { sitemapXml } from "./pages/sitemap";
import blog from "./routes/blog";
import chat from "./routes/chat";
import affiliates from "./routes/affiliates";
import clients from "./routes/clients";
import contact from "./routes/contact";
import contractors from "./routes/contractors";
import merchQuotes from "./routes/merch-quotes";
import partners from "./routes/partners";
import projects from "./routes/projects";
import admin from "./routes/admin";
import accessSession from "./routes/admin/access-session";
import { blogDeletes, projectDeletes } from "./routes/admin/content-deletes";
import adminInquiries from "./routes/admin/inquiries";

const app = new Hono<AppEnv>();

// Before the security headers: media answers carry their own, stricter policy (no scripts at all).
app.on(["GET", "HEAD"], "/media/:name", serveMedia);
app.use("*", securityHeaders);
app.use("/api/*", originCheck);

// ── API ───────────────────────────────────────────────────────────────────────
app.route("/api/partners", partners);
app.route("/api/contact", contact);
app.route("/api/blog", blog);
app.route("/api/projects", projects);
// Admin: guarded per route (DELETEs next to the public blog/projects GETs) or per prefix.
app.route("/api/blog", blogDeletes);
app.route("/api/projects", projectDeletes);
app.route("/api/inquiries", adminInquiries);
app.route("/api/admin", admin);
app.route("/api/access", accessSession);
app.route("/api/clients", clients);
app.route("/api/contractors", contractors);
app.route("/api/affiliates", affiliates);
app.route("/api/merch", merchQuotes);
app.route("/api/ai", chat);
app.all("/api/*", (c) => jsonError(c, 404, "Not found."));

// ── Crawlers and feeds ───────────────────────────────────────────────────────
app.get("/sitemap.xml", sitemapXml);
app.get("/robots.txt", robotsTxt);
app.get("/blog/rss.xml", rssXml);

// ── Pages ─────────────────────────────────────────────────────────────────────
// Admin screens stay out of search engines (Access also keeps crawlers out in production).
app.use("/admin", noindex);
app.use("/admin/*", noindex);
app.on(["GET", "HEAD"], "*", servePage);

app.onError(onError);
app.notFound(onNotFound);

export default app;

export { ChatConversation } from "./chat/conversation";
export { ViewCounter } from "./views/view-counter";
