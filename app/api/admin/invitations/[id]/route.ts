import { revokeInvitation } from "@/lib/auth/invitations";
import { json, route } from "@/lib/http/route";
import type { MessageResponse } from "@/lib/api/auth";
import { recordId } from "@/lib/http/params";

export const DELETE = route({ admin: true }, async ({ params }) => {
  await revokeInvitation(recordId(params.id, "Invitation not found"));
  return json<MessageResponse>({ success: true, message: "Invitation revoked" });
});
