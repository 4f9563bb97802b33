import { NextResponse } from "next/server";
import { revokeInvitation } from "@/lib/auth/invitations";
import { route } from "@/lib/http/route";
import { recordId } from "@/lib/http/params";

export const DELETE = route({ admin: true }, async ({ params }) => {
  await revokeInvitation(recordId(params.id, "Invitation not found"));
  return NextResponse.json({ success: true, message: "Invitation revoked" });
});
