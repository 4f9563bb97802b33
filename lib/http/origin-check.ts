import "server-only";
import { env } from "@/lib/core/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Methods that change nothing, so they need no Origin and carry no body. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

// Route handlers have no built-in CSRF protection: a state-changing request must come from
// a page of this site, which browsers prove with the Origin header.
export function isSameOriginRequest(request: Request): boolean {
  if (isSafeMethod(request.method)) return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return allowedOrigins().has(origin);
}

function allowedOrigins(): Set<string> {
  const { publicUrl, NODE_ENV, PORT } = env();
  const origins = new Set([new URL(publicUrl).origin]);
  // In development the same server is reached as localhost or 127.0.0.1.
  if (NODE_ENV !== "production") {
    origins.add(`http://localhost:${PORT}`);
    origins.add(`http://127.0.0.1:${PORT}`);
  }
  return origins;
}
