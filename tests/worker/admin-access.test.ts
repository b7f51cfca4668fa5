import { env } from "cloudflare:test";
import { base64url, SignJWT, exportSPKI, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "#worker/index.ts";
import tokenCorpus from "../corpus/forged-tokens.json";
import { ORIGIN } from "./support/helpers";
import { adminFetch, ADMIN_EMAIL, AUDIENCE, installTestKeys, ISSUER, KID, signToken, type TestKeys } from "./support/access-keys";

/** Every admin route, with a method and a path whose record may or may not exist. */
const adminRoutes: [string, string][] = [
  ["GET", "/api/inquiries"],
  ["PATCH", "/api/inquiries/1/respond"],
  ["DELETE", "/api/inquiries/1"],
  ["DELETE", "/api/blog/1"],
  ["DELETE", "/api/projects/1"],
  ["GET", "/api/admin/dashboard"],
  ["GET", "/api/admin/blog"],
  ["POST", "/api/admin/blog"],
  ["PUT", "/api/admin/blog/1"],
  ["GET", "/api/admin/projects"],
  ["POST", "/api/admin/projects"],
  ["PUT", "/api/admin/projects/1"],
  ["GET", "/api/admin/leads/affiliates"],
  ["GET", "/api/admin/leads/inquiries/export"],
  ["GET", "/api/admin/notifications/failed"],
  ["POST", "/api/admin/notifications/1/resend"],
  ["GET", "/api/admin/media"],
  ["POST", "/api/admin/media"],
  ["GET", "/api/admin/media/x.png"],
  ["PATCH", "/api/admin/media/x.png"],
  ["DELETE", "/api/admin/media/x.png"],
  ["POST", "/api/admin/media/uploads"],
  ["PUT", "/api/admin/media/uploads/x.webm/upload-1/parts/1"],
  ["POST", "/api/admin/media/uploads/x.webm/upload-1/complete"],
  ["DELETE", "/api/admin/media/uploads/x.webm/upload-1"],
  ["GET", "/api/admin/privacy?email=a%40example.org"],
  ["GET", "/api/admin/privacy/export?email=a%40example.org"],
  ["POST", "/api/admin/privacy/erase"],
  ["GET", "/api/admin/privacy/settings"],
  ["GET", "/api/admin/audit"],
];

let keys: TestKeys;
beforeAll(async () => {
  keys = await installTestKeys();
});

async function expectRefused(res: Response, status: 401 | 403, message?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
  const body = (await res.json()) as { message: string };
  expect(body.message).toEqual(message ?? expect.any(String));
}

interface TokenRow {
  name: string;
  claims?: Record<string, unknown>;
  header?: Record<string, unknown>;
  forgery?: string;
  raw?: string;
  expect: { status: 401 | 403; message: string };
}

const TIME_CLAIMS = new Set(["iat", "nbf", "exp"]);

/** The token a row of tests/corpus/forged-tokens.json describes, built fresh for each route. */
async function forge(row: TokenRow): Promise<string> {
  if (row.raw !== undefined) return row.raw;
  const now = Math.floor(Date.now() / 1000);
  const claims = Object.fromEntries(
    Object.entries(row.claims ?? {}).map(([name, value]) => [
      name,
      value === null ? undefined : TIME_CLAIMS.has(name) && typeof value === "number" ? now + value : value,
    ]),
  );
  const part = (value: unknown) => base64url.encode(JSON.stringify(value));
  switch (row.forgery) {
    case undefined:
      return signToken(keys, { claims, header: row.header });
    case "another-key":
      return signToken(keys, { key: (await generateKeyPair("RS256")).privateKey });
    case "alg-none":
      return `${part({ alg: "none", typ: "JWT" })}.${part({ email: ADMIN_EMAIL, iss: ISSUER, aud: [AUDIENCE], exp: now + 3600 })}.`;
    case "hs256-public-key": {
      const secret = new TextEncoder().encode(await exportSPKI(keys.publicKey));
      return new SignJWT({ email: ADMIN_EMAIL })
        .setProtectedHeader({ alg: "HS256", kid: KID })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime("1h")
        .sign(secret);
    }
    case "tampered-payload": {
      const [header, , signature] = (await signToken(keys)).split(".");
      return `${header}.${part({ email: "intruder@example.com", iss: ISSUER, aud: [AUDIENCE], exp: now + 3600 })}.${signature}`;
    }
    case "signature-stripped": {
      const [header, payload] = (await signToken(keys)).split(".");
      return `${header}.${payload}.`;
    }
    default:
      throw new Error(`unknown forgery in the corpus: ${row.forgery}`);
  }
}

const forgedTokens = (tokenCorpus.rows as TokenRow[]).map((row) => [row.name, row] as const);

describe.each(adminRoutes)("%s %s", (method, path) => {
  it("is refused with 401 and a JSON message without a token", async () => {
    await expectRefused(await adminFetch(path, null, { method }), 401);
  });

  it.each(forgedTokens)('refuses the forged token "%s" (tests/corpus/forged-tokens.json) with its exact answer', async (_name, row) => {
    await expectRefused(await adminFetch(path, await forge(row), { method }), row.expect.status, row.expect.message);
  });

  it("is refused with 403 when the deployment has no team domain or no AUD (fail closed)", async () => {
    const token = await signToken(keys);
    for (const missing of [{ ACCESS_TEAM_DOMAIN: "" }, { ACCESS_AUD: undefined }]) {
      const res = await app.request(
        path,
        { method, headers: { "Cf-Access-Jwt-Assertion": token, Origin: ORIGIN } },
        { ...env, ...missing },
      );
      await expectRefused(res, 403);
    }
  });

  it("is let through with a valid token (header or cookie)", async () => {
    const token = await signToken(keys);
    for (const res of [
      await adminFetch(path, token, { method }),
      await adminFetch(path, null, { method, headers: { Cookie: `CF_Authorization=${token}` } }),
    ]) {
      expect([200, 201, 204, 400, 404, 415]).toContain(res.status);
      await res.arrayBuffer();
    }
  });
});

describe("the Access guard", () => {
  it("fetches the team's certs from the team domain and caches them", async () => {
    const token = await signToken(keys);
    const before = keys.certRequests.length;
    for (let i = 0; i < 3; i += 1) {
      const res = await adminFetch("/api/admin/dashboard", token);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(keys.certRequests.slice(before).length).toBeLessThanOrEqual(1);
    expect(new Set(keys.certRequests)).toEqual(new Set([`${ISSUER}/cdn-cgi/access/certs`]));
  });

  it("refuses a cross-site write even with a valid token", async () => {
    const res = await adminFetch("/api/inquiries/1", await signToken(keys), {
      method: "DELETE",
      headers: { Origin: "https://evil.example" },
    });
    await expectRefused(res, 403);
  });

  it("leaves the public blog and projects GETs open", async () => {
    for (const path of ["/api/blog", "/api/projects"]) {
      const res = await SELF_fetch(path);
      expect(res.status).not.toBe(401);
      expect(res.status).not.toBe(403);
      await res.arrayBuffer();
    }
  });

  it("refuses a local signing key next to a real team domain", async () => {
    const local = await localKeyJson();
    const res = await app.request(
      "http://localhost/api/admin/dashboard",
      { headers: { "Cf-Access-Jwt-Assertion": await signToken(keys) } },
      { ...env, ACCESS_LOCAL_SIGNING_KEY: local },
    );
    await expectRefused(res, 403);
    const signIn = await app.request(
      "http://localhost/api/access/local-sign-in",
      { method: "POST", headers: { Origin: "http://localhost" } },
      { ...env, ACCESS_LOCAL_SIGNING_KEY: local },
    );
    expect(signIn.status).toBe(404);
  });
});

describe("local Access emulation", () => {
  const localEnv = async () => ({
    ...env,
    ACCESS_TEAM_DOMAIN: "https://kilbride-local.invalid",
    ACCESS_AUD: "kilbride-local",
    ACCESS_LOCAL_SIGNING_KEY: await localKeyJson(),
  });

  it("signs in on localhost with a cookie the guard then accepts, and the session names the local admin", async () => {
    const e = await localEnv();
    expect((await app.request("http://localhost/api/admin/dashboard", {}, e)).status).toBe(401);
    const signIn = await app.request(
      "http://localhost/api/access/local-sign-in",
      { method: "POST", headers: { Origin: "http://localhost" } },
      e,
    );
    expect(signIn.status).toBe(204);
    const cookie = signIn.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^CF_Authorization=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    const token = cookie.split(";")[0] ?? "";
    const dashboard = await app.request("http://localhost/api/admin/dashboard", { headers: { Cookie: token } }, e);
    expect(dashboard.status).toBe(200);
    const session = await app.request("http://localhost/api/access/session", { headers: { Cookie: token } }, e);
    expect(await session.json()).toEqual({ signedIn: true, email: "local-admin@kilbride.invalid", local: true });
  });

  it.each(["127.0.0.1", "::1", "127.0.0.2", "::ffff:127.0.0.1"])(
    "signs in a client whose address the local runtime reports as loopback (%s)",
    async (address) => {
      const signIn = await app.request(
        "http://localhost/api/access/local-sign-in",
        { method: "POST", headers: { Origin: "http://localhost", "CF-Connecting-IP": address } },
        await localEnv(),
      );
      expect(signIn.status).toBe(204);
    },
  );

  it.each(["192.168.1.20", "10.0.0.7", "2001:db8::1", "fe80::1", "not-an-address"])(
    "refuses a client on another machine (%s) that sends Host: localhost",
    async (address) => {
      const e = await localEnv();
      const headers = { Origin: "http://localhost", Host: "localhost", "CF-Connecting-IP": address };
      expect((await app.request("http://localhost/api/access/local-sign-in", { method: "POST", headers }, e)).status).toBe(404);
      const session = await app.request("http://localhost/api/access/session", { headers }, e);
      expect(await session.json()).toEqual({ signedIn: false, email: null, local: false });
    },
  );

  it("does not exist off localhost or without the local key", async () => {
    const e = await localEnv();
    expect((await app.request("https://www.kilbride.example/api/access/local-sign-in", { method: "POST" }, e)).status).toBe(404);
    const res = await SELF_fetch("/api/access/local-sign-in", { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(404);
    await res.arrayBuffer();
    const session = await SELF_fetch("/api/access/session");
    expect(await session.json()).toEqual({ signedIn: false, email: null, local: false });
  });
});

function SELF_fetch(path: string, init: RequestInit = {}) {
  return adminFetch(path, null, init);
}

async function localKeyJson(): Promise<string> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const { exportJWK } = await import("jose");
  return JSON.stringify({ ...(await exportJWK(privateKey)), kid: "local-test" });
}
