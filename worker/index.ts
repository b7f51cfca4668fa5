/**
 * The Worker: the JSON API under /api, the HTML of every page route, and uploaded media under
 * /media. Static files of the build are answered by the asset server before this Worker runs
 * (wrangler.toml run_worker_first). It also consumes the lead-notification queues and runs their
 * cron (worker/notifications).
 */
import { Hono } from "hono";
import { edgeCache } from "./cache/edge-cache";
import type { AppEnv } from "./env";
import { jsonError } from "./lib/http-error";
import { deliverNotifications, enqueueStranded, failDeadLetters, isDeadLetterQueue, type NotificationMessage } from "./notifications/outbox-queue";
import { onError, onNotFound } from "./middleware/errors";
import { noindex } from "./middleware/noindex";
import { originCheck } from "./middleware/origin-check";
import { serveMedia } from "./media/serve";
import { securityHeaders } from "./middleware/security-headers";
import { robotsTxt } from "./pages/robots";
import { rssXml } from "./pages/rss";
import { servePage } from "./pages/render-page";
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
// Cache-Control and Cache-Tag of every response, from the one table in cache/policy.ts.
app.use("*", edgeCache);
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
// Pages read the public API through the app itself, exactly as a browser would get it.
app.on(["GET", "HEAD"], "*", (c) => servePage(c, (request) => app.fetch(request, c.env, c.executionCtx)));

app.onError(onError);
app.notFound(onNotFound);

/** The HTTP app alone (tests call `app.request`). */
export { app };

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await (isDeadLetterQueue(batch.queue) ? failDeadLetters(batch, env) : deliverNotifications(batch, env));
  },
  async scheduled(_controller, env) {
    await enqueueStranded(env);
  },
} satisfies ExportedHandler<Env, NotificationMessage>;

export { ChatConversation } from "./chat/conversation";
export { ViewCounter } from "./views/view-counter";
