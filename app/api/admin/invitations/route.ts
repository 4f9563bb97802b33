import { listPendingInvitations, sendInvitation } from "@/lib/auth/invitations";
import { json, route } from "@/lib/http/route";
import { invitationSchema, type InvitationsResponse, type InvitationCreatedResponse } from "@/lib/api/auth";

export const dynamic = "force-dynamic";

export const GET = route({ admin: true }, async () => json<InvitationsResponse>({ success: true, invitations: await listPendingInvitations() }));

export const POST = route({ admin: true, body: invitationSchema }, async ({ admin, body }) => {
  const invitation = await sendInvitation({ ...body, invitedBy: admin.id, inviterName: admin.fullName });
  return json<InvitationCreatedResponse>(
    {
      success: true,
      message: invitation.delivery === "smtp" ? `Invitation sent to ${invitation.email}` : `Invitation for ${invitation.email} written to the outbox`,
      invitation: { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() },
      url: invitation.url,
      delivery: invitation.delivery,
    },
    { status: 201, headers: { "cache-control": "no-store" } },
  );
});
