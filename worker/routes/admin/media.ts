/**
 * /api/admin/media — the media library: upload (whole, or a video in parts), list a page at a time
 * with uses, one file by key (the editors' media fields),
 * change the alt text, delete (refused while a post, project or partner uses the file).
 * Mounted under /api/admin, so every route has passed the Access guard.
 */
import { Hono } from "hono";
import * as v from "valibot";
import {
  ALT_REQUIRED_MESSAGE,
  inUseMessage,
  MAX_IMAGE_BYTES,
  mediaAltSchema,
  mediaUploadFieldsSchema,
  multipartCompleteSchema,
  multipartCreateSchema,
  UPLOAD_PART_BYTES,
  type MediaInUseError,
} from "#contract/media.ts";
import { adminListQuerySchema, adminSorts, adminViews } from "#contract/admin-lists.ts";
import { getDb } from "../../db/client";
import { deleteMediaRow, findMedia, listMediaPage, updateMediaAlt } from "../../db/media";
import { jsonError } from "../../lib/http-error";
import { abortUpload, completeUpload, startUpload, storeWholeFile, uploadPart } from "../../media/store";
import { refusals, uploadLimit } from "../../media/upload-form";
import { forgetCachedMedia } from "../../media/serve";
import { adminAudit, adminAuditAlone, type AdminEnv } from "../../middleware/admin-access";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { validQuery } from "../../middleware/valid-query";

const MEDIA_NOT_FOUND = "No such file in the media library.";
// The form fields and multipart framing around the file.
const FORM_OVERHEAD = 64 * 1024;

const media = new Hono<AdminEnv>()
  .get("/", validQuery(adminListQuerySchema(adminSorts.media, adminViews.media)), async (c) =>
    c.json(await listMediaPage(getDb(c.env), c.req.valid("query"))),
  )
  .get("/:key", async (c) => {
    const item = await findMedia(getDb(c.env), c.req.param("key"));
    return item ? c.json(item) : jsonError(c, 404, MEDIA_NOT_FOUND);
  })
  .post("/", uploadLimit(MAX_IMAGE_BYTES + FORM_OVERHEAD, `Images must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`), async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header("Content-Type") ?? ""))
      return jsonError(c, 415, "Send the file as multipart/form-data with a 'file' field.");
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return jsonError(c, 400, "The upload could not be read. Please try again.");
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) return jsonError(c, 400, "Choose a file to upload.", { file: "Choose a file to upload." });
    const fields = v.safeParse(mediaUploadFieldsSchema, {
      alt: form.get("alt") ?? null,
      name: form.get("name") ?? (file instanceof File ? file.name : null),
    });
    if (!fields.success) {
      const issues = Object.fromEntries(fields.issues.map((issue) => [String(issue.path?.[0]?.key ?? "_"), issue.message]));
      return jsonError(c, 400, Object.values(issues)[0] ?? "Invalid upload.", issues);
    }
    return refusals(c, async () => {
      const db = getDb(c.env);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The key is the file's hash, known only once stored: the entry names the file by its upload name.
      const audit = adminAudit(c, { action: "media.upload", recordType: "media", recordId: fields.output.name ?? null }, db);
      const { item, created } = await storeWholeFile(c.env, db, bytes, fields.output, audit);
      return c.json(item, created ? 201 : 200);
    });
  })
  .patch("/:key", requireJson, limitBody, validJson(mediaAltSchema), async (c) => {
    const db = getDb(c.env);
    const item = await findMedia(db, c.req.param("key"));
    if (!item) return jsonError(c, 404, MEDIA_NOT_FOUND);
    const { alt } = c.req.valid("json");
    if (item.kind === "image" && !alt) return jsonError(c, 400, ALT_REQUIRED_MESSAGE, { alt: ALT_REQUIRED_MESSAGE });
    await updateMediaAlt(db, item.key, alt, adminAudit(c, { action: "media.update", recordType: "media", recordId: item.key }, db));
    return c.json({ ...item, alt });
  })
  .delete("/:key", async (c) => {
    const db = getDb(c.env);
    const item = await findMedia(db, c.req.param("key"));
    if (!item) return jsonError(c, 404, MEDIA_NOT_FOUND);
    if (item.uses.length > 0) return c.json<MediaInUseError>({ message: inUseMessage(item.uses), uses: item.uses }, 409);
    // The object first: a row without its object can be deleted again; an object without a row could not.
    await c.env.MEDIA.delete(item.key);
    await deleteMediaRow(db, item.key, adminAudit(c, { action: "media.delete", recordType: "media", recordId: item.key }, db));
    await forgetCachedMedia(c.req.url, item.key);
    return c.body(null, 204);
  })
  // ── Videos in parts ─────────────────────────────────────────────────────────
  .post("/uploads", requireJson, limitBody, validJson(multipartCreateSchema), async (c) => {
    const db = getDb(c.env);
    const result = await startUpload(c.env, db, c.req.valid("json"));
    await adminAuditAlone(c, { action: "media.upload-start", recordType: "media", recordId: "key" in result ? result.key : null }, db);
    return c.json(result, "existing" in result ? 200 : 201);
  })
  .put(
    "/uploads/:key/:uploadId/parts/:partNumber",
    uploadLimit(UPLOAD_PART_BYTES + 1024, `A part must be at most ${UPLOAD_PART_BYTES / (1024 * 1024)} MB.`),
    async (c) => {
      const partNumber = Number(c.req.param("partNumber"));
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000)
        return jsonError(c, 400, "Part numbers run from 1 to 10000.");
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return refusals(c, async () => {
        const part = await uploadPart(c.env, c.req.param("key"), c.req.param("uploadId"), partNumber, bytes);
        await adminAuditAlone(
          c,
          { action: "media.upload-part", recordType: "media", recordId: c.req.param("key"), detail: { part: partNumber } },
          getDb(c.env),
        );
        return c.json(part);
      });
    },
  )
  .post("/uploads/:key/:uploadId/complete", requireJson, limitBody, validJson(multipartCompleteSchema), async (c) =>
    refusals(c, async () =>
      c.json(
        await completeUpload(
          c.env,
          getDb(c.env),
          c.req.param("key"),
          c.req.param("uploadId"),
          c.req.valid("json").parts,
          adminAudit(c, { action: "media.upload-complete", recordType: "media", recordId: c.req.param("key") }, getDb(c.env)),
        ),
        201,
      ),
    ),
  )
  .delete("/uploads/:key/:uploadId", async (c) =>
    refusals(c, async () => {
      await abortUpload(c.env, c.req.param("key"), c.req.param("uploadId"));
      await adminAuditAlone(c, { action: "media.upload-abort", recordType: "media", recordId: c.req.param("key") }, getDb(c.env));
      return c.body(null, 204);
    }),
  );

export default media;
