/**
 * Links in lead e-mails sent before each lead had its own page (`/admin/inquiries?lead=15`,
 * `/admin/leads?kind=affiliates&lead=4`) redirect to that page, `/admin/leads/<kind>/<id>`.
 * Without a valid `lead` the list itself is served as before.
 */
import type { Context, Next } from "hono";
import { isLeadKind } from "#contract/lead-kinds.ts";
import { pathTo } from "#contract/routes.ts";
import { parseId } from "../lib/parse-id";

export async function oldLeadLink(c: Context, next: Next) {
  const id = parseId(c.req.query("lead") ?? "");
  const kind = c.req.path === "/admin/inquiries" ? "inquiries" : (c.req.query("kind") ?? "");
  if (id === null || !isLeadKind(kind)) return next();
  return c.redirect(pathTo("adminLead", { kind, id }), 302);
}
