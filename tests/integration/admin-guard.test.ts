import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "./support/accounts";

// Every route handler under the admin APIs is found on disk, so a new endpoint is covered the
// day it is added. Only the account endpoints a signed-out visitor needs are public.
const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = new Set([
  "app/api/admin/login/route.ts",
  "app/api/admin/logout/route.ts",
  "app/api/admin/register/route.ts",
  "app/api/admin/forgot-password/route.ts",
  "app/api/admin/reset-password/route.ts",
  "app/api/admin/me/route.ts",
  "app/api/admin/validate-invitation/[token]/route.ts",
]);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

// Node 20 has no fs.globSync: every route.ts below the given folders.
function routeFiles(folder: string): string[] {
  const entries = readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" });
  return entries.filter((entry) => path.basename(entry) === "route.ts").map((entry) => path.posix.join(folder, entry.split(path.sep).join("/")));
}

const files = ["app/api/admin", "app/api/stories"]
  .flatMap(routeFiles)
  .filter((file) => !PUBLIC.has(file))
  .sort();

function requestFor(file: string, method: string, cookie?: string): [Request, { params: Promise<Record<string, string | string[]>> }] {
  const params: Record<string, string | string[]> = {};
  const urlPath = file
    .replace(/^app/, "")
    .replace(/\/route\.ts$/, "")
    .replace(/\[\.\.\.(\w+)\]/g, (_m, name: string) => ((params[name] = ["1"]), "1"))
    .replace(/\[(\w+)\]/g, (_m, name: string) => ((params[name] = "1"), "1"));
  const headers: Record<string, string> = {
    origin: "http://localhost:3000",
    "content-type": "application/json",
    // The header of CVE-2025-29927: it must not let anything skip a check.
    "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
  };
  if (cookie) headers.cookie = cookie;
  const body = method === "GET" ? undefined : "{}";
  return [new Request(`http://localhost:3000${urlPath}`, { method, headers, body }), { params: Promise.resolve(params) }];
}

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function handlersOf(file: string): Promise<[string, Handler][]> {
  const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
  return METHODS.filter((method) => typeof mod[method] === "function").map((method) => [method, mod[method] as Handler]);
}

describe("every admin-only endpoint authorizes itself", () => {
  it("finds the admin endpoints on disk", () => {
    expect(files).toContain("app/api/admin/change-password/route.ts");
    expect(files).toContain("app/api/admin/users/route.ts");
  });

  it.each(files)("%s answers 401 without a session, even with x-middleware-subrequest", async (file) => {
    const handlers = await handlersOf(file);
    expect(handlers.length).toBeGreaterThan(0);
    for (const [method, handler] of handlers) {
      const response = await handler(...requestFor(file, method));
      expect(response.status, `${method} ${file}`).toBe(401);
    }
  });

  it.each(files)("%s answers 403 to a signed-in account without admin access", async (file) => {
    const { cookie } = await signedInAdmin({ isAdmin: false });
    for (const [method, handler] of await handlersOf(file)) {
      const response = await handler(...requestFor(file, method, cookie));
      expect(response.status, `${method} ${file}`).toBe(403);
    }
  });
});
