import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A Drizzle handle over the D1 binding. Cheap to create: one per request. */
export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}

export type Db = ReturnType<typeof getDb>;
