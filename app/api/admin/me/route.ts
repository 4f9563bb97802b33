import { readSession } from "@/lib/auth/sessions";
import { AppError } from "@/lib/core/errors";
import { json, route } from "@/lib/http/route";
import type { MeResponse } from "@/lib/api/auth";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ request }) => {
  const session = await readSession(request);
  if (!session) throw new AppError("unauthorized", "Not authenticated");
  const { id, email, fullName, isAdmin } = session.user;
  return json<MeResponse>({ success: true, user: { id, email, fullName, isAdmin } }, { headers: { "cache-control": "no-store" } });
});
