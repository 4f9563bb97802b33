import { signInWithPassword } from "@/lib/auth/accounts";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { json, route } from "@/lib/http/route";
import { loginSchema, type MessageResponse } from "@/lib/api/auth";

export const POST = route({ body: loginSchema }, async ({ request, body }) => {
  const { sid } = await signInWithPassword(body, request);
  const response = json<MessageResponse>({ success: true, message: "Login successful" });
  await setSessionCookie(response, sid);
  return response;
});
