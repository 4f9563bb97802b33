import { NextResponse } from "next/server";
import { changePassword } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { changePasswordSchema } from "@/lib/schemas/auth";

export const POST = route({ admin: true, body: changePasswordSchema }, async ({ request, admin, session, body }) => {
  await changePassword(admin.id, session.sidHash, body, request);
  return NextResponse.json({ success: true, message: "Password updated successfully" });
});
