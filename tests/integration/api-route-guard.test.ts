import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { THROUGH_ROUTE } from "@/lib/http/route";
import { signedInAdmin } from "./support/accounts";

// Every route handler is found on disk, so a new endpoint is covered the day it is added:
// it must be made by the route wrapper, every state-changing one refuses a foreign Origin and
// an oversized body, and everything under the admin and story APIs is admin-only except the
// account endpoints a signed-out visitor needs.
const ROOT = path.resolve(__dirname, "../..");
const PUBLIC_ACCOUNT_ROUTES = new Set([
  "app/api/admin/login/route.ts",
  "app/api/admin/logout/route.ts",
  "app/api/admin/register/route.ts",
  "app/api/admin/forgot-password/route.ts",
  "app/api/admin/reset-password/route.ts",
  "app/api/admin/me/route.ts",
  "app/api/admin/validate-invitation/[token]/route.ts",
]);
// These read the body themselves after checking a signature or token, within their own limit,
// so an unsigned oversized stream is refused for the signature (403), never buffered; a declared
// oversized length is refused by the wrapper like everywhere else.
const SELF_READING_ROUTES = new Set(["app/api/objects/local-upload/[...key]/route.ts"]);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const ORIGIN = "http://localhost:3000";

// Node 20 has no fs.globSync: every route.ts below the given folder.
function routeFiles(folder: string): string[] {
  const entries = readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" });
  return entries
    .filter((entry) => path.basename(entry) === "route.ts")
    .map((entry) => path.posix.join(folder, entry.split(path.sep).join("/")))
    .sort();
}

const apiFiles = routeFiles("app/api");
const adminFiles = apiFiles.filter((file) => /^app\/api\/(admin|stories)\//.test(file) && !PUBLIC_ACCOUNT_ROUTES.has(file));

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function handlersOf(file: string): Promise<[string, Handler][]> {
  const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
  return METHODS.filter((method) => typeof mod[method] === "function").map((method) => [method, mod[method] as Handler]);
}

async function stateChangingHandlers(): Promise<[string, string, Handler][]> {
  const all: [string, string, Handler][] = [];
  for (const file of apiFiles) for (const [method, handler] of await handlersOf(file)) if (method !== "GET") all.push([file, method, handler]);
  return all;
}

function requestFor(
  file: string,
  method: string,
  options: { cookie?: string; origin?: string; body?: BodyInit; headers?: Record<string, string> } = {},
): [Request, { params: Promise<Record<string, string | string[]>> }] {
  const params: Record<string, string | string[]> = {};
  const urlPath = file
    .replace(/^app/, "")
    .replace(/\/route\.ts$/, "")
    .replace(/\[\.\.\.(\w+)\]/g, (_m, name: string) => ((params[name] = ["1"]), "1"))
    .replace(/\[(\w+)\]/g, (_m, name: string) => ((params[name] = "1"), "1"));
  const headers: Record<string, string> = {
    origin: options.origin ?? ORIGIN,
    "content-type": "application/json",
    // The header of CVE-2025-29927: it must not let anything skip a check.
    "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  const body = method === "GET" ? undefined : (options.body ?? "{}");
  const init: RequestInit & { duplex?: "half" } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  return [new Request(`${ORIGIN}${urlPath}`, init), { params: Promise.resolve(params) }];
}

/** 64 MiB made on demand: a reader that stops at its cap costs nothing. */
function endlessBody(): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= 1024) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(64 * 1024).fill(32));
    },
  });
}

describe("every API handler goes through the route wrapper", () => {
  it("finds the API routes on disk", () => {
    expect(apiFiles).toContain("app/api/admin/login/route.ts");
    expect(adminFiles).toContain("app/api/admin/change-password/route.ts");
    expect(adminFiles).toContain("app/api/admin/users/route.ts");
  });

  it.each(apiFiles)("%s exports only wrapped handlers", async (file) => {
    const handlers = await handlersOf(file);
    expect(handlers.length, file).toBeGreaterThan(0);
    for (const [method, handler] of handlers) expect((handler as unknown as Record<symbol, unknown>)[THROUGH_ROUTE], `${method} ${file}`).toBe(true);
  });
});

describe("every state-changing endpoint refuses what no page of ours would send", () => {
  it("refuses a foreign or missing Origin with 403", async () => {
    for (const [file, method, handler] of await stateChangingHandlers()) {
      for (const origin of ["https://evil.example", "null"]) {
        const response = await handler(...requestFor(file, method, { origin }));
        expect(response.status, `${method} ${file} from ${origin}`).toBe(403);
        expect(await response.json()).toMatchObject({ success: false, message: "Cross-origin request refused" });
      }
    }
  });

  it("refuses a body that declares more than the cap with 413, before reading it", async () => {
    for (const [file, method, handler] of await stateChangingHandlers()) {
      const response = await handler(...requestFor(file, method, { headers: { "content-length": String(1024 ** 3) } }));
      expect(response.status, `${method} ${file}`).toBe(413);
      expect(((await response.json()) as { message: string }).message).toMatch(/too large|smaller than/);
    }
  });

  it("refuses an undeclared body that grows past the cap with 413", async () => {
    for (const [file, method, handler] of await stateChangingHandlers()) {
      if (SELF_READING_ROUTES.has(file)) continue;
      const response = await handler(...requestFor(file, method, { body: endlessBody() }));
      expect(response.status, `${method} ${file}`).toBe(413);
    }
  });
});

describe("every admin-only endpoint authorizes itself", () => {
  it.each(adminFiles)("%s answers 401 without a session, even with x-middleware-subrequest", async (file) => {
    const handlers = await handlersOf(file);
    expect(handlers.length).toBeGreaterThan(0);
    for (const [method, handler] of handlers) {
      const response = await handler(...requestFor(file, method));
      expect(response.status, `${method} ${file}`).toBe(401);
    }
  });

  it.each(adminFiles)("%s answers 403 to a signed-in account without admin access", async (file) => {
    const { cookie } = await signedInAdmin({ isAdmin: false });
    for (const [method, handler] of await handlersOf(file)) {
      const response = await handler(...requestFor(file, method, { cookie }));
      expect(response.status, `${method} ${file}`).toBe(403);
    }
  });
});
