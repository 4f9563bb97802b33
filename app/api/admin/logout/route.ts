import { NextResponse } from "next/server";
import { signOut } from "@/lib/auth/sessions";
import { route } from "@/lib/http/route";

export const POST = route({}, async ({ request }) => {
  const response = NextResponse.json({ success: true, message: "Logged out successfully" });
  await signOut(request, response);
  return response;
});
