import "server-only";
import { AppError } from "@/lib/core/errors";
import { readSession, type CurrentSession } from "./sessions";

export type AdminUser = { id: number; email: string; fullName: string; isAdmin: true };

export const AUTHENTICATION_REQUIRED = "Authentication required";
export const ADMIN_ACCESS_REQUIRED = "Admin access required";

// The one admin check of the API (the route wrapper runs it for every admin route): the
// session row and the account are read from the database at every call, so a page guard
// or the middleware's cookie check never stands in for it.
export async function requireAdmin(request: Request): Promise<{ admin: AdminUser; session: CurrentSession }> {
  const session = await readSession(request);
  if (!session) throw new AppError("unauthorized", AUTHENTICATION_REQUIRED);
  if (!session.user.isAdmin || session.adminUserId === null) throw new AppError("forbidden", ADMIN_ACCESS_REQUIRED);
  const { email, fullName } = session.user;
  return { admin: { id: session.adminUserId, email, fullName, isAdmin: true }, session };
}

/** Whether the request comes from an active admin, for answers that differ for admins. */
export async function isAdminRequest(request: Request): Promise<boolean> {
  const session = await readSession(request);
  return Boolean(session?.user.isAdmin && session.adminUserId !== null);
}
