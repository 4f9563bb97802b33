import { NextResponse } from "next/server";
import { listPendingInvitations, sendInvitation } from "@/lib/auth/invitations";
import type { InvitationCreatedResponse } from "@/lib/auth/types";
import { route } from "@/lib/http/route";
import { invitationSchema } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export const GET = route({ admin: true }, async () => NextResponse.json({ success: true, invitations: await listPendingInvitations() }));

export const POST = route({ admin: true, body: invitationSchema }, async ({ admin, body }) => {
  const invitation = await sendInvitation({ ...body, invitedBy: admin.id, inviterName: admin.fullName });
  const answer: InvitationCreatedResponse = {
    success: true,
    message: invitation.delivery === "smtp" ? `Invitation sent to ${invitation.email}` : `Invitation for ${invitation.email} written to the outbox`,
    invitation: { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() },
    url: invitation.url,
    delivery: invitation.delivery,
  };
  return NextResponse.json(
    answer,
    { status: 201, headers: { "cache-control": "no-store" } },
  );
});
