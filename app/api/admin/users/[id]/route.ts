import { setAccountActive } from "@/lib/auth/accounts";
import { json, route } from "@/lib/http/route";
import { recordId } from "@/lib/http/params";
import { adminStatusSchema, type UserChangeResponse } from "@/lib/api/auth";

export const PATCH = route({ admin: true, body: adminStatusSchema }, async ({ admin, params, body }) => {
  const id = recordId(params.id, "Account not found");
  return json<UserChangeResponse>({ success: true, user: await setAccountActive(admin.id, id, body.isActive) });
});
