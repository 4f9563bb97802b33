import "server-only";
import { NextResponse } from "next/server";
import { readSession } from "./sessions";

export type SessionUser = { id: number; email: string; fullName: string; isAdmin: boolean };

export type AdminCheck = { ok: true; user: SessionUser } | { ok: false; response: NextResponse };

// Every admin route handler calls this beside its data access: a page guard is not an API
// guard. The session row and the account are read from the database at every call.
export async function requireAdmin(request: Request): Promise<AdminCheck> {
  const session = await readSession(request);
  if (!session) {
    return { ok: false, response: NextResponse.json({ success: false, message: "Authentication required" }, { status: 401 }) };
  }
  if (!session.user.isAdmin || session.adminUserId === null) {
    return { ok: false, response: NextResponse.json({ success: false, message: "Admin access required" }, { status: 403 }) };
  }
  return { ok: true, user: { ...session.user, id: session.adminUserId } };
}
