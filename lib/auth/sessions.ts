import "server-only";
import { and, eq, lt, ne, or } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import type { MessageResponse } from "@/lib/api/auth";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { adminUsers, sessions, users } from "@/lib/db/schema";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_SECONDS, SESSION_TOUCH_INTERVAL_MS } from "./session-policy";
import { clearSessionCookie, sessionIdFromHeaders } from "./session-cookie";
import { hashToken, newToken } from "./tokens";
import type { AccountUser } from "./types";

export type { AccountUser };

export type SessionOwner = { adminUserId: number } | { userId: string };

export type CurrentSession = {
  /** Hash of the session id: the `sessions.sid` key. */
  sidHash: string;
  user: AccountUser;
  /** The admin_users account behind the session, when there is one. */
  adminUserId: number | null;
};

/** Starts a session (a fresh id at every sign-in); the raw id goes into the cookie only. */
export async function createSession(owner: SessionOwner, details: { userAgent?: string | null } = {}): Promise<string> {
  const db = await getDb();
  const sid = newToken();
  const now = new Date();
  await db.insert(sessions).values({
    sid: hashToken(sid),
    sess: { kind: "adminUserId" in owner ? "password" : "oidc", createdAt: now.toISOString(), userAgent: details.userAgent?.slice(0, 200) ?? null },
    expire: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    adminUserId: "adminUserId" in owner ? owner.adminUserId : null,
    userId: "userId" in owner ? owner.userId : null,
    lastSeenAt: now,
  });
  // Rows of browsers that never came back would otherwise stay forever; sign-ins are rare
  // enough to sweep them here.
  await db.delete(sessions).where(or(lt(sessions.expire, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS))));
  return sid;
}

/** The live session behind a raw session id, or null; expired or idle rows are removed. */
export async function sessionFromId(sid: string): Promise<CurrentSession | null> {
  const db = await getDb();
  const sidHash = hashToken(sid);
  const [row] = await db.select().from(sessions).where(eq(sessions.sid, sidHash)).limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expire.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now) {
    await db.delete(sessions).where(eq(sessions.sid, sidHash));
    return null;
  }
  const resolved = await resolveOwner(row.adminUserId, row.userId);
  if (!resolved) return null;
  if (now - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.sid, sidHash));
  }
  return { sidHash, ...resolved };
}

async function resolveOwner(adminUserId: number | null, userId: string | null): Promise<Omit<CurrentSession, "sidHash"> | null> {
  const db = await getDb();
  if (adminUserId !== null) {
    const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminUserId)).limit(1);
    if (!admin?.isActive) return null;
    return { user: { id: admin.id, email: admin.email, fullName: admin.fullName, isAdmin: admin.isAdmin }, adminUserId: admin.id };
  }
  if (userId === null) return null;
  const [profile] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!profile) return null;
  // An external sign-in has admin rights only through an active admin account with its email,
  // and only when the provider vouched for that email at the last sign-in: otherwise anyone
  // who can type an admin's address into their profile at the provider would get in.
  const [admin] = profile.emailVerified ? await db.select().from(adminUsers).where(eq(adminUsers.email, profile.email.toLowerCase())).limit(1) : [];
  if (admin?.isActive) {
    return { user: { id: admin.id, email: admin.email, fullName: admin.fullName, isAdmin: admin.isAdmin }, adminUserId: admin.id };
  }
  const fullName = profile.name ?? ([profile.firstName, profile.lastName].filter(Boolean).join(" ") || profile.email);
  return { user: { id: profile.id, email: profile.email, fullName, isAdmin: false }, adminUserId: null };
}

/** The session of a request (route handlers) or of a page's `await headers()`. */
export async function readSession(source: Request | Headers): Promise<CurrentSession | null> {
  const sid = await sessionIdFromHeaders(source instanceof Headers ? source : source.headers);
  return sid ? sessionFromId(sid) : null;
}

/**
 * The session behind a page request, or "unavailable" while the database cannot be reached:
 * pages show a screen for that instead of failing, since nobody can be checked then.
 */
export async function readPageSession(headers: Headers): Promise<CurrentSession | null | "unavailable"> {
  try {
    return await readSession(headers);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return "unavailable";
    throw error;
  }
}

async function revokeSession(sidHash: string): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.sid, sidHash));
}

/**
 * The one sign-out and its one answer, whichever POST route the browser used: the session row
 * is deleted, so a copy of the cookie is dead too, and the answer clears the cookie. The browser
 * is told to drop what it cached while signed in (drafts' pictures the back office showed);
 * Cache Storage is not reliably cleared by it, so the page empties that itself
 * (components/auth/sign-out.ts).
 */
export async function signOut(request: Request): Promise<NextResponse<MessageResponse>> {
  const sid = await sessionIdFromHeaders(request.headers);
  if (sid) await revokeSession(hashToken(sid));
  const response = NextResponse.json<MessageResponse>({ success: true, message: "Logged out successfully" });
  clearSessionCookie(response);
  response.headers.set("clear-site-data", '"cache"');
  return response;
}

/** Signs the account out everywhere except (optionally) the session given. */
export async function revokeAccountSessions(adminUserId: number, keepSidHash?: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(sessions)
    .where(keepSidHash ? and(eq(sessions.adminUserId, adminUserId), ne(sessions.sid, keepSidHash)) : eq(sessions.adminUserId, adminUserId));
}
