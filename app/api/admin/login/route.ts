import { NextResponse } from "next/server";
import { signInWithPassword } from "@/lib/auth/accounts";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";
import { loginSchema } from "@/lib/schemas/auth";

export const POST = route({ body: loginSchema }, async ({ request, body }) => {
  const { sid } = await signInWithPassword(body, request);
  const response = NextResponse.json({ success: true, message: "Login successful" });
  await setSessionCookie(response, sid);
  return response;
});
