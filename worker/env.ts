/** Hono's environment for every sub-app: the bindings come from `wrangler types` (worker-configuration.d.ts). */
export interface AppEnv {
  Bindings: Env;
  Variables: Record<string, never>;
}
