import { NextResponse } from "next/server";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/auth/password-resets";
import { parseBody } from "@/lib/auth/route-helpers";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { forgotPasswordSchema } from "@/lib/schemas/auth";

export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const body = await parseBody(request, forgotPasswordSchema);
  if (!body.ok) return body.response;
  await requestPasswordReset(body.data.email);
  return NextResponse.json({ success: true, message: RESET_REQUESTED });
}
