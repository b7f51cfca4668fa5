/**
 * POST /api/merch/artwork — a bulk quote's artwork, uploaded when the visitor chooses the file and
 * named by the quote it is sent with (worker/merch/artwork.ts). Rate-limited like the forms.
 */
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from "#contract/media.ts";
import { Hono } from "hono";
import { validator } from "hono/validator";
import type { AppEnv } from "../env";
import { jsonError } from "../lib/http-error";
import { type StoredArtwork, storeArtwork } from "../merch/artwork";
import { refusals, uploadLimit } from "../media/upload-form";
import { rateLimit } from "../middleware/rate-limit";

// The multipart framing around the file.
const FORM_OVERHEAD = 16 * 1024;
const CHOOSE_FILE = "Choose your artwork file.";

export default new Hono<AppEnv>().post(
  "/artwork",
  rateLimit("merch-artwork"),
  uploadLimit(MAX_IMAGE_BYTES + FORM_OVERHEAD, IMAGE_TOO_LARGE_MESSAGE),
  validator("form", (value, c) => {
    if (!/^multipart\/form-data/i.test(c.req.header("Content-Type") ?? ""))
      return jsonError(c, 415, "Send the file as multipart/form-data with a 'file' field.");
    const file = value.file;
    if (!(file instanceof File)) return jsonError(c, 400, CHOOSE_FILE, { artwork: CHOOSE_FILE });
    return { file };
  }),
  async (c) => {
    const { file } = c.req.valid("form");
    return refusals(c, async () =>
      c.json<StoredArtwork>(await storeArtwork(c.env, new Uint8Array(await file.arrayBuffer()), file.name), 201),
    );
  },
);
