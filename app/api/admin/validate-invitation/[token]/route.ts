import { validateInvitation } from "@/lib/auth/invitations";
import { json, route } from "@/lib/http/route";
import type { InvitationValidResponse } from "@/lib/api/auth";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ params }) => {
  const invitation = await validateInvitation(String(params.token ?? ""));
  return json<InvitationValidResponse>(
    { success: true, invitation: { email: invitation.email }, message: "Invitation is valid" },
    { headers: { "referrer-policy": "no-referrer", "cache-control": "no-store" } },
  );
});
