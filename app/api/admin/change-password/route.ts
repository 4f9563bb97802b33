import { NextResponse } from "next/server";
import { changePassword } from "@/lib/auth/accounts";
import { requireAdmin } from "@/lib/auth/require-admin";
import { answer, parseBody } from "@/lib/auth/route-helpers";
import { readSession } from "@/lib/auth/sessions";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { changePasswordSchema } from "@/lib/schemas/auth";

export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const admin = await requireAdmin(request);
  if (!admin.ok) return admin.response;
  const body = await parseBody(request, changePasswordSchema);
  if (!body.ok) return body.response;
  const session = await readSession(request);
  return answer(async () => {
    await changePassword(admin.user.id, session!.sidHash, body.data);
    return NextResponse.json({ success: true, message: "Password updated successfully" });
  });
}
