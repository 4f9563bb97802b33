import { NextResponse } from "next/server";
import { validateInvitation } from "@/lib/auth/invitations";
import { answer } from "@/lib/auth/route-helpers";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return answer(async () => {
    const invitation = await validateInvitation(token);
    return NextResponse.json(
      { success: true, invitation: { email: invitation.email }, message: "Invitation is valid" },
      { headers: { "referrer-policy": "no-referrer", "cache-control": "no-store" } },
    );
  });
}
