import { NextResponse } from "next/server";
import { signInWithPassword } from "@/lib/auth/accounts";
import { answer, parseBody } from "@/lib/auth/route-helpers";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { loginSchema } from "@/lib/schemas/auth";

export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const body = await parseBody(request, loginSchema);
  if (!body.ok) return body.response;
  return answer(async () => {
    const { sid } = await signInWithPassword(body.data, request);
    const response = NextResponse.json({ success: true, message: "Login successful" });
    await setSessionCookie(response, sid);
    return response;
  });
}
