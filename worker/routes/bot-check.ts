/**
 * /api/bot-check — the Turnstile site key the lead forms' widget is rendered with (ADR 184), asked
 * only once a visitor starts using a form, so pages carry nothing of the check.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";

export default new Hono<AppEnv>().get("/", (c) =>
  // Configuration may change with a deploy; the answer is tiny and asked once per page view.
  c.json({ siteKey: c.env.TURNSTILE_SITE_KEY as string }, 200, { "Cache-Control": "no-store" }),
);
