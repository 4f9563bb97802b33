import { signOut } from "@/lib/auth/sessions";
import { json, route } from "@/lib/http/route";
import type { MessageResponse } from "@/lib/api/auth";

export const POST = route({}, async ({ request }) => {
  const response = json<MessageResponse>({ success: true, message: "Logged out successfully" });
  await signOut(request, response);
  return response;
});
