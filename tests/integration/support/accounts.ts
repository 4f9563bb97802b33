import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { adminUsers } from "@/lib/db/schema";
import { POST as login } from "@/app/api/admin/login/route";
import { hashPassword } from "@/lib/auth/passwords";

export const ORIGIN = "http://localhost:3000";

export function post(path: string, body: unknown, init: { cookie?: string; origin?: string | null; headers?: Record<string, string> } = {}): Request {
  const headers: Record<string, string> = { "content-type": "application/json", ...init.headers };
  if (init.origin !== null) headers.origin = init.origin ?? ORIGIN;
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

export function get(path: string, cookie?: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

let counter = 0;

/** A fresh account straight in the database (registration has its own tests). */
export async function createAccount(options: { isAdmin?: boolean; password?: string; fullName?: string } = {}) {
  counter += 1;
  const email = `person${counter}-${Date.now()}@example.com`;
  const password = options.password ?? "tortilla-sunset-42";
  const db = await getDb();
  const [row] = await db
    .insert(adminUsers)
    .values({ email, fullName: options.fullName ?? `Person ${counter}`, passwordHash: await hashPassword(password), isAdmin: options.isAdmin ?? true })
    .returning();
  return { ...row!, password };
}

/** The `name=value` pair of the session cookie a response sets. */
export function sessionCookie(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const pair = header.split(";")[0] ?? "";
  if (!pair.includes("session-token=") || pair.endsWith("=")) throw new Error(`No session cookie in: ${header}`);
  return pair;
}

export async function signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await login(post("/api/admin/login", { email, password }, { headers }));
  if (response.status !== 200) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}

export async function signedInAdmin(options: { isAdmin?: boolean } = {}) {
  const account = await createAccount(options);
  return { account, cookie: await signIn(account.email, account.password) };
}

export async function setActive(id: number, isActive: boolean) {
  const db = await getDb();
  await db.update(adminUsers).set({ isActive }).where(eq(adminUsers.id, id));
}
