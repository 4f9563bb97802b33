import { changePassword } from "@/lib/auth/accounts";
import { json, route } from "@/lib/http/route";
import { changePasswordSchema, type MessageResponse } from "@/lib/api/auth";

export const POST = route({ admin: true, body: changePasswordSchema }, async ({ request, admin, session, body }) => {
  await changePassword(admin.id, session.sidHash, body, request);
  return json<MessageResponse>({ success: true, message: "Password updated successfully" });
});
