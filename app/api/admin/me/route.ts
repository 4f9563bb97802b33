import { NextResponse } from "next/server";
import { readSession } from "@/lib/auth/sessions";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ request }) => {
  const session = await readSession(request);
  if (!session) throw new AppError("unauthorized", "Not authenticated");
  const { id, email, fullName, isAdmin } = session.user;
  return NextResponse.json({ success: true, user: { id, email, fullName, isAdmin } }, { headers: { "cache-control": "no-store" } });
});
