/** /api/partners — the public partners wall (GET). Partnership requests (POST) arrive with the forms issue. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { listPartners } from "../db/partners";

const partners = new Hono<AppEnv>().get("/", async (c) => c.json(await listPartners(getDb(c.env))));

export default partners;
