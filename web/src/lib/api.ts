/**
 * The API under /api, typed by the Worker's routes: `client` is Hono's `hc` over `ApiRoutes`, whose
 * declarations `npm install` and `npm run typecheck` write to .api-types/, fetching through the one
 * fetch wrapper (lib/api-fetch.ts): `data(client.contact.$post({ json }))`. A changed path, payload
 * or answer in the Worker fails the app's type-check. Admin calls use `exchange`, which also
 * answers the headers (the D1 bookmark, X-Public-Site).
 */
import { hc } from "hono/client";
import type { ApiRoutes } from "#api-routes";
import { API_BASE, apiFetch } from "./api-fetch";

export { type Answer, ApiRequestError, apiPath, data, exchange } from "./api-fetch";

/** The API under /api, typed by the Worker's routes. */
export const client = hc<ApiRoutes>(API_BASE, { fetch: apiFetch });
