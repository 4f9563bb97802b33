import { RESET_REQUESTED, requestPasswordReset } from "@/lib/auth/password-resets";
import { json, route } from "@/lib/http/route";
import { forgotPasswordSchema, type MessageResponse } from "@/lib/api/auth";

export const POST = route({ body: forgotPasswordSchema }, async ({ body }) => {
  await requestPasswordReset(body.email);
  return json<MessageResponse>({ success: true, message: RESET_REQUESTED });
});
