import "server-only";
import { decode, encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { env } from "@/lib/core/env";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./session-policy";

// The cookie Auth.js itself reads and writes: same name, same salt (the name), same secret,
// so a session started by POST /api/admin/login and one started by external sign-in are one
// mechanism. Secure whenever the site is served over HTTPS (always so in production).

export function usesSecureCookies(): boolean {
  return env().publicUrl.startsWith("https://");
}

export function sessionCookieName(): string {
  return usesSecureCookies() ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export async function encodeSessionToken(sid: string): Promise<string> {
  const salt = sessionCookieName();
  return encode({ token: { sid }, secret: env().authSecret, salt, maxAge: SESSION_MAX_AGE_SECONDS });
}

// A value that is not valid percent-encoding cannot be a cookie we wrote: the browser is
// treated as signed out rather than the request failing.
function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether the request carries a session cookie at all, valid or not: no decoding, no database. */
export function hasSessionCookie(headers: Headers): boolean {
  return readCookie(headers.get("cookie"), sessionCookieName()) !== null;
}

/** The session id inside the request's session cookie, or null (absent, forged or expired). */
export async function sessionIdFromHeaders(headers: Headers): Promise<string | null> {
  const name = sessionCookieName();
  const token = readCookie(headers.get("cookie"), name);
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: env().authSecret, salt: name });
    return typeof payload?.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

export async function setSessionCookie(response: NextResponse, sid: string): Promise<void> {
  response.cookies.set(sessionCookieName(), await encodeSessionToken(sid), {
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), "", {
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(),
    path: "/",
    maxAge: 0,
  });
}
