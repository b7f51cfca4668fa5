/**
 * The JSON API under /api as one chained Hono app, so `ApiRoutes` (its type) describes every route,
 * payload and answer. The browser's client (web/src/lib/api.ts) is typed by it: a changed path or
 * payload fails the type-check of the app, not a visitor.
 */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import affiliates from "./routes/affiliates";
import admin from "./routes/admin";
import accessSession from "./routes/access";
import botCheck from "./routes/bot-check";
import { blogDeletes, projectDeletes } from "./routes/content-deletes";
import adminInquiries from "./routes/inquiries";
import blog from "./routes/blog";
import chat from "./routes/chat";
import clients from "./routes/clients";
import contact from "./routes/contact";
import contractors from "./routes/contractors";
import merchArtwork from "./routes/merch-artwork";
import merchQuotes from "./routes/merch-quotes";
import partners from "./routes/partners";
import projects from "./routes/projects";
import search from "./routes/search";
import subscriptions from "./routes/subscriptions";

export const api = new Hono<AppEnv>()
  .route("/partners", partners)
  .route("/contact", contact)
  .route("/blog", blog)
  .route("/projects", projects)
  // Admin: guarded per route (DELETEs next to the public blog/projects GETs) or per prefix.
  .route("/blog", blogDeletes)
  .route("/projects", projectDeletes)
  .route("/inquiries", adminInquiries)
  .route("/admin", admin)
  .route("/access", accessSession)
  .route("/clients", clients)
  .route("/contractors", contractors)
  .route("/affiliates", affiliates)
  .route("/merch", merchQuotes)
  .route("/merch", merchArtwork)
  .route("/bot-check", botCheck)
  .route("/search", search)
  .route("/ai", chat)
  .route("/subscriptions", subscriptions);

export type ApiRoutes = typeof api;
