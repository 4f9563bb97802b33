import { registerWithInvitation } from "@/lib/auth/accounts";
import { json, route } from "@/lib/http/route";
import { registerSchema, type MessageResponse } from "@/lib/api/auth";

export const POST = route({ body: registerSchema }, async ({ request, body }) => {
  await registerWithInvitation(body, request);
  return json<MessageResponse>({ success: true, message: "Account created successfully. You can now log in." }, { status: 201 });
});
