import { NextResponse } from "next/server";
import { validateInvitation } from "@/lib/auth/invitations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ params }) => {
  const invitation = await validateInvitation(String(params.token ?? ""));
  return NextResponse.json(
    { success: true, invitation: { email: invitation.email }, message: "Invitation is valid" },
    { headers: { "referrer-policy": "no-referrer", "cache-control": "no-store" } },
  );
});
