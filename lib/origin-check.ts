import "server-only";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Route handlers have no built-in CSRF protection: a state-changing request must come from
// a page of this site, which browsers prove with the Origin header.
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
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

/** A 403 answer for a foreign or missing Origin, or null when the request may proceed. */
export function rejectCrossOrigin(request: Request): NextResponse | null {
  if (isSameOriginRequest(request)) return null;
  return NextResponse.json({ success: false, message: "Cross-origin request refused" }, { status: 403 });
}
