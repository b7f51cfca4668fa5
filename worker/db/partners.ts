import { asc } from "drizzle-orm";
import type { Partner } from "#contract/entities.ts";
import type { Db } from "./client";
import { partners } from "./schema";

/** The partners wall, in its configured order. */
export async function listPartners(db: Db): Promise<Partner[]> {
  return db
    .select({ id: partners.id, name: partners.name, logoUrl: partners.logoUrl })
    .from(partners)
    .orderBy(asc(partners.sortOrder), asc(partners.id));
}
