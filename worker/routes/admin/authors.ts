/**
 * /api/admin/authors — author profiles (ADR 315): list, create, update, delete, each audited. A
 * change purges the cached public pages of the author's posts (old and new name), whose "About the
 * Author" box shows the bio. /api/admin/blog-terms — what the post editor's pickers offer.
 */
import { Hono } from "hono";
import { AUTHOR_NAME_TAKEN_MESSAGE, authorProfileInputSchema } from "#contract/author-profiles.ts";
import { cacheTags } from "../../cache/cache-policy";
import { purgeAfterWrite } from "../../cache/purge";
import { insertedId } from "../../db/audit";
import {
  AuthorNameTakenError,
  blogTerms,
  createAuthorProfile,
  deleteAuthorProfile,
  findAuthorProfile,
  listAuthorProfiles,
  slugsByAuthor,
  updateAuthorProfile,
} from "../../db/author-profiles";
import type { Db } from "../../db/client";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";

const NOT_FOUND = "Author profile not found.";
const nameTaken = { name: AUTHOR_NAME_TAKEN_MESSAGE };

/** The tags of the public pages that show these authors' bios. */
async function authorTags(db: Db, ...names: string[]): Promise<string[]> {
  const slugs = (await Promise.all([...new Set(names)].map((name) => slugsByAuthor(db, name)))).flat();
  return [...new Set(slugs)].map(cacheTags.post);
}

export const authors = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await listAuthorProfiles(c.get("db"))))
  .post("/", requireJson, limitBody, validJson(authorProfileInputSchema), async (c) => {
    const input = c.req.valid("json");
    try {
      const profile = await createAuthorProfile(
        c.get("db"),
        input,
        c.get("adminEmail"),
        adminAudit(c, { action: "author.create", recordType: "author_profiles", recordId: insertedId }),
      );
      await purgeAfterWrite(c, await authorTags(c.get("db"), profile.name));
      return c.json(profile, 201);
    } catch (error) {
      if (error instanceof AuthorNameTakenError) return jsonError(c, 409, AUTHOR_NAME_TAKEN_MESSAGE, nameTaken);
      throw error;
    }
  })
  .put("/:id", requireJson, limitBody, validJson(authorProfileInputSchema), async (c) => {
    const id = parseId(c.req.param("id"));
    const db = c.get("db");
    const before = id === null ? null : await findAuthorProfile(db, id);
    if (id === null || !before) return jsonError(c, 404, NOT_FOUND);
    try {
      const profile = await updateAuthorProfile(
        db,
        id,
        c.req.valid("json"),
        c.get("adminEmail"),
        adminAudit(c, { action: "author.update", recordType: "author_profiles", recordId: id }),
      );
      if (!profile) return jsonError(c, 404, NOT_FOUND);
      await purgeAfterWrite(c, await authorTags(db, before.name, profile.name));
      return c.json(profile);
    } catch (error) {
      if (error instanceof AuthorNameTakenError) return jsonError(c, 409, AUTHOR_NAME_TAKEN_MESSAGE, nameTaken);
      throw error;
    }
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const db = c.get("db");
    const deleted =
      id === null
        ? null
        : await deleteAuthorProfile(db, id, adminAudit(c, { action: "author.delete", recordType: "author_profiles", recordId: id }));
    if (!deleted) return jsonError(c, 404, NOT_FOUND);
    await purgeAfterWrite(c, await authorTags(db, deleted.name));
    return c.body(null, 204);
  });

export const terms = new Hono<AdminEnv>().get("/", async (c) => c.json(await blogTerms(c.get("db"))));
