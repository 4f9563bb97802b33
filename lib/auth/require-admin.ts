import "server-only";
import { NextResponse } from "next/server";

export type SessionUser = { id: number; email: string; fullName: string; isAdmin: boolean };

export type AdminCheck = { ok: true; user: SessionUser } | { ok: false; response: NextResponse };

// Every admin route handler calls this beside its data access: a page guard is not an API
// guard. Placeholder until the accounts work lands: nobody is an admin yet.
export async function requireAdmin(_request: Request): Promise<AdminCheck> {
  return { ok: false, response: NextResponse.json({ success: false, message: "Authentication required" }, { status: 401 }) };
}
