/**
 * GET /api/admin/leads/merch-quotes/:id/artwork — the artwork a bulk quote was sent with, as a
 * download (never shown inline: an SVG opened from the admin's origin must not run as a page).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "../../db/client";
import { merchQuotes } from "../../db/schema";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import type { AdminEnv } from "../../middleware/admin-access";

const NO_ARTWORK = "This quote has no artwork file.";

export default new Hono<AdminEnv>().get("/merch-quotes/:id/artwork", async (c) => {
  const id = parseId(c.req.param("id"));
  if (id === null) return jsonError(c, 404, NO_ARTWORK);
  const [quote] = await getDb(c.env)
    .select({ key: merchQuotes.artworkKey, name: merchQuotes.artworkName, type: merchQuotes.artworkType })
    .from(merchQuotes)
    .where(eq(merchQuotes.id, id));
  const object = quote?.key ? await c.env.MEDIA.get(quote.key) : null;
  if (!quote || !object) return jsonError(c, 404, NO_ARTWORK);
  const fileName = encodeURIComponent(quote.name ?? "artwork");
  return new Response(object.body, {
    headers: {
      "Content-Type": quote.type ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename*=UTF-8''${fileName}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
