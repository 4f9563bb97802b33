import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { declaredRoute } from "@/lib/http/route";
import { ROUTE_METHODS, scanServedRoutes, servedMethodsMatcher } from "@/lib/config/served-methods.mjs";
import { signedInAdmin } from "../support/accounts";

// Every route handler is found on disk, so a new endpoint is covered the day it is added:
// it must be made by the route wrapper, every state-changing one refuses a foreign Origin and
// an oversized body, and every handler the wrapper made declares `admin: true` unless it is on
// the public list below. The guard reads what each handler declares, never its URL: moving an
// admin endpoint or dropping its flag fails here.
const ROOT = path.resolve(__dirname, "../../..");
// "METHOD file" -> why a visitor without an admin session may call it.
const PUBLIC_HANDLERS: Record<string, string> = {
  "POST app/api/admin/login/route.ts": "signing in is what a signed-out visitor does",
  "POST app/api/admin/logout/route.ts": "signs out whoever the cookie names, admin or not",
  "POST app/api/admin/register/route.ts": "an invited visitor creates an account (the invitation token authorizes)",
  "POST app/api/admin/forgot-password/route.ts": "a visitor who cannot sign in asks for a reset email",
  "POST app/api/admin/reset-password/route.ts": "the emailed reset token authorizes",
  "GET app/api/admin/me/route.ts": "tells any visitor whether they are signed in",
  "GET app/api/admin/validate-invitation/[token]/route.ts": "the register page checks its invitation token",
  "GET app/api/auth/[...nextauth]/route.ts": "Auth.js's sign-in flow, used before there is a session",
  "POST app/api/auth/[...nextauth]/route.ts": "Auth.js's sign-in flow, used before there is a session",
  "GET app/api/login/route.ts": "the external sign-in entry, for signed-out visitors",
  "GET app/api/health/route.ts": "load balancers and uptime checks carry no session",
  "GET app/api/homepage-story/route.ts": "the public home page's story",
  "GET app/api/public/original-story/route.ts": "the public site's original story",
  "GET app/api/public/stories/route.ts": "the public site's story list",
  "GET app/api/public/stories/[id]/route.ts": "one public story",
  "POST app/api/public/reads/route.ts": "the story pages' beacon: counts a read per story and day, keeps nothing about the sender",
  "GET app/api/pdf/[story]/route.ts": "public stories' coloring PDFs (drafts are checked for admin inside)",
  "POST app/api/internal/cli/route.ts": "command-line tools on this machine, authorized by the token in DATA_DIR",
  "POST app/api/internal/revalidate/route.ts": "this server's own worker, authorized by its process token",
  "GET app/api/internal/jobs/run/route.ts": "the host's scheduler runs the job queue, authorized by CRON_SECRET",
  "POST app/api/internal/jobs/run/route.ts": "the host's scheduler runs the job queue, authorized by CRON_SECRET",
  "PUT app/api/objects/local-upload/[...key]/route.ts": "the browser's upload to a signed URL an admin was given",
  "GET app/objects/[...key]/route.ts": "stored images of public pages (random keys, sandboxed)",
  "GET app/attached_assets/[name]/route.ts": "the site's attached assets (sandboxed)",
  "GET app/story/[id]/share-card/route.ts": "a public story's share card, shown wherever a link to it is pasted",
  "GET app/story/[id]/share-card/es/route.ts": "the same card in Spanish, for the Spanish story page",
  "GET app/share-card/route.ts": "the site's share card, named by Home and the library",
  "GET app/share-card/es/route.ts": "the site's share card in Spanish",
};
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

const allFiles = routeFiles("app");
const apiFiles = allFiles.filter((file) => file.startsWith("app/api/"));

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function handlersOf(file: string): Promise<[string, Handler][]> {
  const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
  return METHODS.filter((method) => typeof mod[method] === "function").map((method) => [method, mod[method] as Handler]);
}

async function allHandlers(files: string[]): Promise<[string, string, Handler][]> {
  const all: [string, string, Handler][] = [];
  for (const file of files) for (const [method, handler] of await handlersOf(file)) all.push([file, method, handler]);
  return all;
}

/** The handlers that declare `admin: true`, read from the handlers themselves. */
async function adminHandlers(): Promise<[string, string, Handler][]> {
  return (await allHandlers(apiFiles)).filter(([, , handler]) => declaredRoute(handler)?.admin === true);
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
  it("finds the routes on disk", () => {
    expect(apiFiles).toContain("app/api/admin/login/route.ts");
    expect(apiFiles).toContain("app/api/objects/upload/route.ts");
    expect(allFiles).toContain("app/objects/[...key]/route.ts");
  });

  it.each(apiFiles)("%s exports only wrapped handlers", async (file) => {
    const handlers = await handlersOf(file);
    expect(handlers.length, file).toBeGreaterThan(0);
    for (const [method, handler] of handlers) expect(declaredRoute(handler), `${method} ${file}`).toBeDefined();
  });
});

// The server refuses a method a path does not serve from the list next.config.mjs reads out of
// the route files at build (lib/http/method-gate.ts): a method it missed would be refused.
describe("the build's list of the methods each route serves", () => {
  const servedAt = servedMethodsMatcher(scanServedRoutes(path.join(ROOT, "app")));
  // A URL the route file answers, its dynamic segments filled in.
  const urlOf = (file: string) =>
    `/${path.posix
      .dirname(file)
      .split("/")
      .slice(1)
      .filter((part) => !/^\(.*\)$/.test(part))
      .map((part) => (part.startsWith("[") ? "7" : part))
      .join("/")}`;

  it.each(allFiles)("%s: the methods it exports, found at its URL", async (file) => {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    const exported = ROUTE_METHODS.filter((method) => typeof mod[method] === "function");
    const expected = new Set([...exported, ...(exported.includes("GET") ? ["HEAD"] : []), "OPTIONS"]);
    expect([...servedAt(urlOf(file))].sort(), urlOf(file)).toEqual([...expected].sort());
  });

  // The gate matches the path as asked for, before the rewrites: a handler under app/[locale]
  // would be found at its Spanish URL only, not at its English one at the root.
  it("finds no route handler under app/[locale]", () => {
    expect(allFiles.filter((file) => file.startsWith("app/[locale]/"))).toEqual([]);
  });

  it("gives every other path GET and HEAD, a static segment before a dynamic one", () => {
    expect([...servedAt("/story/7")].sort()).toEqual(["GET", "HEAD"]);
    expect([...servedAt("/_next/static/chunks/app.js")].sort()).toEqual(["GET", "HEAD"]);
    expect(servedAt("/api/stories/generate").has("POST")).toBe(true);
    expect(servedAt("/api/stories/generate").has("GET")).toBe(false);
    expect(servedAt("/api/stories/7").has("GET")).toBe(true);
  });
});

describe("every handler declares admin unless it is on the public list", () => {
  it.each(allFiles)("%s", async (file) => {
    const handlers = await handlersOf(file);
    expect(handlers.length, file).toBeGreaterThan(0);
    for (const [method, handler] of handlers) {
      const key = `${method} ${file}`;
      if (key in PUBLIC_HANDLERS) continue;
      expect(declaredRoute(handler)?.admin, `${key} must declare admin: true or be listed as public with a reason`).toBe(true);
    }
  });

  it("lists no public handler that no longer exists or now declares admin", async () => {
    const found = new Map((await allHandlers(allFiles)).map(([file, method, handler]) => [`${method} ${file}`, handler]));
    for (const key of Object.keys(PUBLIC_HANDLERS)) {
      expect(found.has(key), `${key} is listed as public but not found`).toBe(true);
      expect(declaredRoute(found.get(key))?.admin ?? false, `${key} is listed as public but declares admin`).toBe(false);
    }
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
      // A handler that reads the body itself does so after checking a signature or token, within
      // its own limit, so an unsigned oversized stream is refused for the signature (403), never
      // buffered; a declared oversized length is refused by the wrapper like everywhere else.
      if (declaredRoute(handler)?.rawBody) continue;
      const response = await handler(...requestFor(file, method, { body: endlessBody() }));
      expect(response.status, `${method} ${file}`).toBe(413);
    }
  });
});

describe("every handler that declares admin authorizes itself", () => {
  it("answers 401 without a session, even with x-middleware-subrequest", async () => {
    const handlers = await adminHandlers();
    expect(handlers.length).toBeGreaterThan(20);
    for (const [file, method, handler] of handlers) {
      const response = await handler(...requestFor(file, method));
      expect(response.status, `${method} ${file}`).toBe(401);
    }
  });

  it("answers 403 to a signed-in account without admin access", async () => {
    const { cookie } = await signedInAdmin({ isAdmin: false });
    for (const [file, method, handler] of await adminHandlers()) {
      const response = await handler(...requestFor(file, method, { cookie }));
      expect(response.status, `${method} ${file}`).toBe(403);
    }
  });
});
