import { NextResponse } from "next/server";
import { setAccountActive } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { recordId } from "@/lib/http/params";
import { adminStatusSchema } from "@/lib/schemas/auth";

export const PATCH = route({ admin: true, body: adminStatusSchema }, async ({ admin, params, body }) => {
  const id = recordId(params.id, "Account not found");
  return NextResponse.json({ success: true, user: await setAccountActive(admin.id, id, body.isActive) });
});
