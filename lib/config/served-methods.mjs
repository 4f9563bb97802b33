import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Which methods each route handler serves, read from the route files' exports when the app is
// built (next.config.mjs) and handed to the server in SERVED_ROUTE_METHODS: Next answers a method
// a route handler does not export with a bare 405 before any code of ours runs, and renders a
// page for any method, so the server's method gate (lib/http/method-gate.ts) needs the list up
// front to refuse both with the right Allow. Every other path (pages, static and metadata files)
// serves GET and HEAD only: the site has no server actions. A path is matched as it was asked
// for, before the rewrites, so no route handler lives under app/[locale], whose English URLs
// are rewrites. Plain JavaScript, because next.config.mjs runs it.

export const ROUTE_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

const EXPORTED_METHOD = new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+(${ROUTE_METHODS.join("|")})\\b`, "g");

/** @param {string} segment */
function segmentPattern(segment) {
  if (/^\[\[\.\.\..+\]\]$/.test(segment)) return { source: "(?:/.*)?", rank: 0 };
  if (/^\[\.\.\..+\]$/.test(segment)) return { source: "/.+", rank: 1 };
  if (/^\[.+\]$/.test(segment)) return { source: "/[^/]+", rank: 2 };
  return { source: `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, rank: 3 };
}

/**
 * Every route file under `appDir`, with the URL it answers (a regular expression's source) and
 * the methods it exports, in the order Next matches them: a static segment before a dynamic one
 * before a catch-all.
 * @param {string} appDir
 */
export function scanServedRoutes(appDir) {
  let files;
  try {
    files = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((entry) => /^route\.[jt]sx?$/.test(path.basename(entry)));
  } catch {
    // A server started from a build without its sources: the build's list is used.
    return [];
  }
  return files
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((part) => part !== "." && !/^\(.*\)$/.test(part))
        .map(segmentPattern);
      const methods = [...readFileSync(path.join(appDir, file), "utf8").matchAll(EXPORTED_METHOD)].map((match) => match[1]);
      const rank = segments.reduce((total, segment) => total * 4 + segment.rank, 0);
      return { pattern: `^${segments.map((segment) => segment.source).join("") || "/"}$`, methods: [...new Set(methods)].sort(), rank };
    })
    .sort((a, b) => b.rank - a.rank || a.pattern.localeCompare(b.pattern));
}

/**
 * The methods served at a path: a route handler's exports (with HEAD where it has GET, and the
 * OPTIONS Next answers itself), or GET and HEAD anywhere else.
 * @param {{ pattern: string; methods: string[] }[]} routes
 * @returns {(pathname: string) => ReadonlySet<string>}
 */
export function servedMethodsMatcher(routes) {
  const compiled = routes.map((route) => ({
    test: new RegExp(route.pattern),
    served: new Set([...route.methods, ...(route.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"]),
  }));
  const pages = new Set(["GET", "HEAD"]);
  return (pathname) => compiled.find((route) => route.test.test(pathname))?.served ?? pages;
}
