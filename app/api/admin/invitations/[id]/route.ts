import { NextResponse } from "next/server";
import { revokeInvitation } from "@/lib/auth/invitations";
import { requireAdmin } from "@/lib/auth/require-admin";
import { answer, jsonError } from "@/lib/auth/route-helpers";
import { rejectCrossOrigin } from "@/lib/origin-check";

export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const admin = await requireAdmin(request);
  if (!admin.ok) return admin.response;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) return jsonError("Invitation not found", 404);
  return answer(async () => {
    await revokeInvitation(id);
    return NextResponse.json({ success: true, message: "Invitation revoked" });
  });
}
