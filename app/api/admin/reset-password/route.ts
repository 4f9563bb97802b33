import { resetPassword } from "@/lib/auth/password-resets";
import { json, route } from "@/lib/http/route";
import { resetPasswordSchema, type MessageResponse } from "@/lib/api/auth";

export const POST = route({ body: resetPasswordSchema }, async ({ request, body }) => {
  await resetPassword(body.token, body.password, request);
  return json<MessageResponse>({ success: true, message: "Password has been reset successfully" });
});
