/**
 * /api/admin/privacy — privacy requests (docs/privacy.md, ADR 280): find what is held about a
 * person, export it as one JSON file, erase it after the admin confirmed the count; and the
 * retention settings the dashboard shows. Mounted under /api/admin (Access guard).
 */
import { Hono } from "hono";
import {
  nothingFoundMessage,
  privacyEraseSchema,
  privacySubjectSchema,
  recordsWord,
  subjectLabel,
  type PrivacyEraseResult,
  type PrivacyFindResult,
  type PrivacySubject,
} from "#contract/privacy.ts";
import { erasePersonalData, exportPersonalData, findPersonalData, recordExport } from "../../db/privacy";
import { retentionSettings } from "../../db/retention";
import { jsonError } from "../../lib/http-error";
import type { AdminEnv } from "../../middleware/admin-access";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { validQuery } from "../../middleware/valid-query";

const subjectOf = (input: { email?: string | undefined; phone?: string | undefined }): PrivacySubject => ({
  ...(input.email ? { email: input.email } : {}),
  ...(input.phone ? { phone: input.phone } : {}),
});

const privacy = new Hono<AdminEnv>()
  .get("/", validQuery(privacySubjectSchema), async (c) => {
    const subject = subjectOf(c.req.valid("query"));
    const places = await findPersonalData(c.get("db"), subject);
    const result: PrivacyFindResult = { subject, total: places.reduce((sum, p) => sum + p.count, 0), places };
    return c.json(result);
  })
  .get("/export", validQuery(privacySubjectSchema), async (c) => {
    const subject = subjectOf(c.req.valid("query"));
    const db = c.get("db");
    const file = await exportPersonalData(db, subject);
    const records = Object.values(file.tables).reduce((sum, rows) => sum + rows.length, 0);
    await recordExport(db, c.get("adminEmail"), subject, records);
    const name = `kilbride-personal-data-${new Date().toISOString().slice(0, 10)}.json`;
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    return c.json(file);
  })
  .post("/erase", requireJson, limitBody, validJson(privacyEraseSchema), async (c) => {
    const input = c.req.valid("json");
    const subject = subjectOf(input);
    const db = c.get("db");
    const found = await findPersonalData(db, subject);
    const total = found.reduce((sum, p) => sum + p.count, 0);
    if (total === 0) {
      const nothing: PrivacyEraseResult = { subject, erased: 0, places: found, message: nothingFoundMessage(subject) };
      return c.json(nothing, 200);
    }
    if (input.confirmCount !== total)
      return jsonError(
        c,
        409,
        `${recordsWord(total)} are held for ${subjectLabel(subject)} now, not ${input.confirmCount}. Search again and confirm the new count.`,
      );
    const places = await erasePersonalData(db, subject, c.get("adminEmail"));
    const erased = places.reduce((sum, p) => sum + p.count, 0);
    const result: PrivacyEraseResult = { subject, erased, places, message: `Erased ${recordsWord(erased)} for ${subjectLabel(subject)}.` };
    return c.json(result, 200);
  })
  .get("/settings", (c) => c.json(retentionSettings(c.env)));

export default privacy;
