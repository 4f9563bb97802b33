import { NextResponse } from "next/server";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/auth/password-resets";
import { route } from "@/lib/http/route";
import { forgotPasswordSchema } from "@/lib/schemas/auth";

export const POST = route({ body: forgotPasswordSchema }, async ({ body }) => {
  await requestPasswordReset(body.email);
  return NextResponse.json({ success: true, message: RESET_REQUESTED });
});
