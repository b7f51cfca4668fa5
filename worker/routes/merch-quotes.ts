/** /api/merch/quotes — the merch page's corporate quote form and the cart's order request. */
import { merchQuoteSchema, type MerchQuoteResponse } from "#contract/merch-quote.ts";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/quotes", {
  kind: "merch-quotes",
  schema: merchQuoteSchema,
  bucket: "merch-quotes",
  decoy: (): MerchQuoteResponse => ({ id: decoyId() }),
});
