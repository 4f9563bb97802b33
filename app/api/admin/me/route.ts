import { NextResponse } from "next/server";
import { readSession } from "@/lib/auth/sessions";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const session = await readSession(request);
  if (!session) return NextResponse.json({ success: false, message: "Not authenticated" }, { status: 401 });
  const { id, email, fullName, isAdmin } = session.user;
  return NextResponse.json({ success: true, user: { id, email, fullName, isAdmin } }, { headers: { "cache-control": "no-store" } });
}
