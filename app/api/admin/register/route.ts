import { NextResponse } from "next/server";
import { registerWithInvitation } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { registerSchema } from "@/lib/schemas/auth";

export const POST = route({ body: registerSchema }, async ({ request, body }) => {
  await registerWithInvitation(body, request);
  return NextResponse.json({ success: true, message: "Account created successfully. You can now log in." }, { status: 201 });
});
