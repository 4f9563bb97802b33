import { listAccounts } from "@/lib/auth/accounts";
import { json, route } from "@/lib/http/route";
import type { UsersResponse } from "@/lib/api/auth";

export const dynamic = "force-dynamic";

export const GET = route({ admin: true }, async () => json<UsersResponse>({ success: true, users: await listAccounts() }));
