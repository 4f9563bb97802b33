import { NextResponse } from "next/server";
import { setAccountActive } from "@/lib/auth/accounts";
import { requireAdmin } from "@/lib/auth/require-admin";
import { answer, jsonError, parseBody } from "@/lib/auth/route-helpers";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { adminStatusSchema } from "@/lib/schemas/auth";

export async function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const admin = await requireAdmin(request);
  if (!admin.ok) return admin.response;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) return jsonError("Account not found", 404);
  const body = await parseBody(request, adminStatusSchema);
  if (!body.ok) return body.response;
  return answer(async () => NextResponse.json({ success: true, user: await setAccountActive(admin.user.id, id, body.data.isActive) }));
}
