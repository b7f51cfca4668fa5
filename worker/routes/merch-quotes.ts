/** /api/merch/quotes — the merch page's corporate quote form and the cart's order request. */
import { ARTWORK_MESSAGE, merchQuoteSchema, type MerchQuoteResponse } from "#contract/merch-quote.ts";
import { decoyId } from "../lib/honeypot";
import { findArtwork } from "../merch/artwork";
import { leadRoute } from "./lead-form";

export default leadRoute("/quotes", {
  kind: "merch-quotes",
  schema: merchQuoteSchema,
  bucket: "merch-quotes",
  decoy: (): MerchQuoteResponse => ({ id: decoyId() }),
  // The artwork the quote names must be a file uploaded and not yet swept; its name and size are stored with the quote.
  prepare: async (env, input) => {
    if (input.artworkKey === null) return { ...input, artwork: null };
    const artwork = await findArtwork(env, input.artworkKey);
    return artwork ? { ...input, artwork } : { issues: { artworkKey: ARTWORK_MESSAGE } };
  },
});
