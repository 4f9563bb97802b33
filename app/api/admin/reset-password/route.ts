import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/auth/password-resets";
import { route } from "@/lib/http/route";
import { resetPasswordSchema } from "@/lib/schemas/auth";

export const POST = route({ body: resetPasswordSchema }, async ({ request, body }) => {
  await resetPassword(body.token, body.password, request);
  return NextResponse.json({ success: true, message: "Password has been reset successfully" });
});
