import { NextResponse } from "next/server";
import { listAccounts } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ admin: true }, async () => NextResponse.json({ success: true, users: await listAccounts() }));
