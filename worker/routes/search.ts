/** /api/search?q= — the site search over pages, posts, projects and merchandise (docs/decisions/307-site-search.md). */
import { Hono } from "hono";
import { siteSearchQuerySchema } from "#contract/site-search-schema.ts";
import { jsonWithEtag } from "../cache/json-with-etag";
import { publicDb } from "../db/client";
import type { AppEnv } from "../env";
import { validQuery } from "../middleware/valid-query";
import { searchSite } from "../search/site-search";

const search = new Hono<AppEnv>().get("/", validQuery(siteSearchQuerySchema), async (c) =>
  jsonWithEtag(c, await searchSite(publicDb(c.env), c.req.valid("query").q)),
);

export default search;
