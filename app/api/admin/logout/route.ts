import { NextResponse } from "next/server";
import { clearSessionCookie } from "@/lib/auth/session-cookie";
import { readSession, revokeSession } from "@/lib/auth/sessions";
import { route } from "@/lib/http/route";

export const POST = route({}, async ({ request }) => {
  const session = await readSession(request);
  if (session) await revokeSession(session.sidHash);
  const response = NextResponse.json({ success: true, message: "Logged out successfully" });
  clearSessionCookie(response);
  return response;
});
