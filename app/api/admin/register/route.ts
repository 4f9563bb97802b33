import { NextResponse } from "next/server";
import { registerWithInvitation } from "@/lib/auth/accounts";
import { answer, parseBody } from "@/lib/auth/route-helpers";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { registerSchema } from "@/lib/schemas/auth";

export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const body = await parseBody(request, registerSchema);
  if (!body.ok) return body.response;
  return answer(async () => {
    await registerWithInvitation(body.data);
    return NextResponse.json({ success: true, message: "Account created successfully. You can now log in." }, { status: 201 });
  });
}
