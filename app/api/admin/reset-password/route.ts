import { resetPassword } from "@/lib/auth/password-resets";
import { json, route } from "@/lib/http/route";
import { resetPasswordSchema, type MessageResponse } from "@/lib/api/auth";

export const POST = route({ body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return json<MessageResponse>({ success: true, message: "Password has been reset successfully" });
});
