import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/auth/password-resets";
import { answer, parseBody } from "@/lib/auth/route-helpers";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { resetPasswordSchema } from "@/lib/schemas/auth";

export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const body = await parseBody(request, resetPasswordSchema);
  if (!body.ok) return body.response;
  return answer(async () => {
    await resetPassword(body.data.token, body.data.password);
    return NextResponse.json({ success: true, message: "Password has been reset successfully" });
  });
}
