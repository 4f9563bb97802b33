import { NextResponse } from "next/server";
import { listAccounts } from "@/lib/auth/accounts";
import { requireAdmin } from "@/lib/auth/require-admin";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const admin = await requireAdmin(request);
  if (!admin.ok) return admin.response;
  return NextResponse.json({ success: true, users: await listAccounts() });
}
