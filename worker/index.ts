/**
 * The Worker: the JSON API under /api, the HTML of every page route, and uploaded media under
 * /media. Static files of the build are answered by the asset server before this Worker runs
 * (wrangler.toml run_worker_first). It also consumes the lead-notification queues and runs the
 * every-minute cron: stranded notifications (worker/notifications), scheduled posts and the trash
 * (worker/jobs/content-cron.ts), retention (worker/db/retention.ts) and unused uploads
 * (worker/jobs/media-sweep.ts).
 */
import { Hono } from "hono";
import { api } from "./api";
import { edgeCache } from "./cache/edge-cache";
import { getDb } from "./db/client";
import { enforceRetention, retentionSettings } from "./db/retention";
import type { AppEnv } from "./env";
import { runContentCron } from "./jobs/content-cron";
import { sweepsMediaAt, sweepUnusedMedia } from "./jobs/media-sweep";
import { jsonError } from "./lib/http-error";
import {
  deliverNotifications,
  enqueueStranded,
  failDeadLetters,
  isDeadLetterQueue,
  type NotificationMessage,
} from "./notifications/outbox-queue";
import { onError, onNotFound } from "./middleware/errors";
import { noindex } from "./middleware/noindex";
import { originCheck } from "./middleware/origin-check";
import { serveMedia } from "./media/serve";
import { securityHeaders } from "./middleware/security-headers";
import { robotsTxt } from "./pages/robots";
import { rssXml } from "./pages/rss";
import { serveSnapshotPreview, serveStoredPreview } from "./pages/preview-page";
import { oldLeadLink } from "./pages/old-lead-links";
import { servePage } from "./pages/render-page";
import { pagesSitemapXml, postsSitemapXml, projectsSitemapXml, sitemapIndexXml } from "./pages/sitemap";
import { sweepArtwork } from "./merch/artwork";
import { splitBatch } from "./subscriptions/batch";
import {
  deliverSubscriptionMessages,
  failSubscriptionDeadLetters,
  isSubscriptionMessage,
  type SubscriptionMessage,
  sweepSubscriptions,
} from "./subscriptions/outbox";

const app = new Hono<AppEnv>();

// Before the security headers: media answers carry their own, stricter policy (no scripts at all).
app.on(["GET", "HEAD"], "/media/:name", serveMedia);
app.use("*", securityHeaders);
// Cache-Control and Cache-Tag of every response, from the one table in cache/cache-policy.ts.
app.use("*", edgeCache);
app.use("/api/*", originCheck);

// ── API ───────────────────────────────────────────────────────────────────────
// Every route and its types in one chained app (./api.ts), which types the browser's client.
app.route("/api", api);
app.all("/api/*", (c) => jsonError(c, 404, "Not found."));

// ── Crawlers and feeds ───────────────────────────────────────────────────────
app.get("/sitemap.xml", sitemapIndexXml);
app.get("/sitemaps/pages.xml", pagesSitemapXml);
app.get("/sitemaps/posts/:file", postsSitemapXml);
app.get("/sitemaps/projects/:file", projectsSitemapXml);
app.get("/robots.txt", robotsTxt);
app.get("/blog/rss.xml", rssXml);

// ── Pages ─────────────────────────────────────────────────────────────────────
// Admin screens stay out of search engines (Access also keeps crawlers out in production).
app.use("/admin", noindex);
app.use("/admin/*", noindex);
// Previews of drafts and unsaved changes (ADR 313): admins, or a signed link; never cached or indexed.
app.on(["GET", "HEAD"], "/preview/:kind{post|project}/:id", serveStoredPreview);
app.on(["GET", "HEAD"], "/preview/:token", serveSnapshotPreview);
app.get("/admin/inquiries", oldLeadLink);
app.get("/admin/leads", oldLeadLink);
// Pages read the public API through its own routes (the same validation, handlers and JSON a
// browser gets), without the browser-facing middleware above: a read inside the Worker needs no
// security or caching headers, and those cost a page request a copy of every read's response (ADR 257).
const pageReadsApp = new Hono<AppEnv>().route("/api", api);
pageReadsApp.onError(onError);
pageReadsApp.notFound(onNotFound);
app.on(["GET", "HEAD"], "*", (c) => servePage(c, (request) => pageReadsApp.fetch(request, c.env, c.executionCtx)));

app.onError(onError);
app.notFound(onNotFound);

/** The HTTP app alone (tests call `app.request`). */
export { app };

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    // One queue carries both outboxes' messages (ADR 304); each path gets its own.
    const { mine: subscriptions, rest: leads } = splitBatch<SubscriptionMessage, NotificationMessage>(batch, isSubscriptionMessage);
    const dead = isDeadLetterQueue(batch.queue);
    if (subscriptions.length)
      await (dead ? failSubscriptionDeadLetters(subscriptions, env) : deliverSubscriptionMessages(subscriptions, env));
    if (leads.messages.length) await (dead ? failDeadLetters(leads, env) : deliverNotifications(leads, env));
  },
  async scheduled(controller, env, ctx) {
    await enqueueStranded(env);
    // The cron's own time, so a run is judged as of when it was due (tests move it forward).
    await runContentCron(env, ctx, new Date(controller.scheduledTime));
    // Retention (docs/privacy.md): what is past its period, as of the cron's own time.
    await enforceRetention(getDb(env), retentionSettings(env), controller.scheduledTime);
    // Artwork no quote names (abandoned forms; quotes deleted, erased or past retention), after a day.
    await sweepArtwork(env, getDb(env), controller.scheduledTime);
    // Uploads nothing has used for UNUSED_MEDIA_DELETE_DAYS (ADR 319), once an hour.
    if (sweepsMediaAt(controller.scheduledTime)) await sweepUnusedMedia(env, getDb(env), controller.scheduledTime);
    // Blog subscriptions: new posts announced, stranded e-mails re-enqueued, unconfirmed ones expired.
    await sweepSubscriptions(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env, NotificationMessage | SubscriptionMessage>;

export { ChatConversation } from "./chat/conversation-object";
export { ViewCounter } from "./views/view-counter-object";
