import { SELF } from "cloudflare:test";

export const ORIGIN = "https://www.kilbride.example";

/** A JSON request to the Worker as the site's own pages send it. */
export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers({ "Content-Type": "application/json", Origin: ORIGIN });
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return SELF.fetch(`${ORIGIN}${path}`, {
    ...init,
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A client address of its own, so rate-limit buckets of different tests do not collide. */
let nextClient = 1;
export function clientIp(): string {
  nextClient += 1;
  return `203.0.113.${nextClient % 250}`;
}
