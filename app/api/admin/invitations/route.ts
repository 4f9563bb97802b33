import { NextResponse } from "next/server";
import { listPendingInvitations, sendInvitation } from "@/lib/auth/invitations";
import { requireAdmin } from "@/lib/auth/require-admin";
import { answer, parseBody } from "@/lib/auth/route-helpers";
import { rejectCrossOrigin } from "@/lib/origin-check";
import { invitationSchema } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const admin = await requireAdmin(request);
  if (!admin.ok) return admin.response;
  return NextResponse.json({ success: true, invitations: await listPendingInvitations() });
}

export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const admin = await requireAdmin(request);
  if (!admin.ok) return admin.response;
  const body = await parseBody(request, invitationSchema);
  if (!body.ok) return body.response;
  return answer(async () => {
    const invitation = await sendInvitation({ ...body.data, invitedBy: admin.user.id, inviterName: admin.user.fullName });
    return NextResponse.json(
      {
        success: true,
        message: `Invitation sent to ${invitation.email}`,
        invitation: { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() },
        url: invitation.url,
      },
      { status: 201, headers: { "cache-control": "no-store" } },
    );
  });
}
