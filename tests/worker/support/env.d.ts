import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Migrations read by vitest.config.ts, applied by apply-migrations.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
