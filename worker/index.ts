/**
 * The Worker: the JSON API under /api, and the HTML of every page route. Static files of the
 * build are answered by the asset server before this Worker runs (wrangler.toml run_worker_first).
 */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { jsonError } from "./lib/http-error";
import { onError, onNotFound } from "./middleware/errors";
import { originCheck } from "./middleware/origin-check";
import { securityHeaders } from "./middleware/security-headers";
import { servePage } from "./pages/serve-page";
import affiliates from "./routes/affiliates";
import clients from "./routes/clients";
import contact from "./routes/contact";
import contractors from "./routes/contractors";
import partners from "./routes/partners";

const app = new Hono<AppEnv>();

app.use("*", securityHeaders);
app.use("/api/*", originCheck);

// ── API ───────────────────────────────────────────────────────────────────────
app.route("/api/partners", partners);
app.route("/api/contact", contact);
app.route("/api/clients", clients);
app.route("/api/contractors", contractors);
app.route("/api/affiliates", affiliates);
app.all("/api/*", (c) => jsonError(c, 404, "Not found."));

// ── Pages ─────────────────────────────────────────────────────────────────────
app.on(["GET", "HEAD"], "*", servePage);

app.onError(onError);
app.notFound(onNotFound);

export default app;

export { ChatConversation } from "./chat/conversation";
export { ViewCounter } from "./views/view-counter";
