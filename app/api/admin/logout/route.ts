import { NextResponse } from "next/server";
import { clearSessionCookie } from "@/lib/auth/session-cookie";
import { readSession, revokeSession } from "@/lib/auth/sessions";
import { rejectCrossOrigin } from "@/lib/origin-check";

export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const session = await readSession(request);
  if (session) await revokeSession(session.sidHash);
  const response = NextResponse.json({ success: true, message: "Logged out successfully" });
  clearSessionCookie(response);
  return response;
}
