import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/admin/me/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { createSession } from "@/lib/auth/sessions";
import { createAccount, get, setActive } from "../support/accounts";

// Sessions started by the external (OpenID Connect) sign-in: the same cookie and session row,
// with admin rights only through an active admin account with the same email, and only when
// the provider said the email is verified (auth.ts stores that at each sign-in).
async function externalCookie(email: string, options: { emailVerified?: boolean } = {}): Promise<string> {
  const db = await getDb();
  const emailVerified = (options.emailVerified ?? true) ? new Date() : null;
  const [profile] = await db.insert(users).values({ email, name: "Outside Person", emailVerified }).returning();
  const sid = await createSession({ userId: profile!.id });
  return `${sessionCookieName()}=${await encodeSessionToken(sid)}`;
}

describe("externally signed-in people", () => {
  it("have no admin access when no admin account has their email", async () => {
    const cookie = await externalCookie(`outside-${Date.now()}@example.com`);
    const body = await (await me(get("/api/admin/me", cookie))).json();
    expect(body.user).toMatchObject({ fullName: "Outside Person", isAdmin: false });
    expect((await listUsers(get("/api/admin/users", cookie))).status).toBe(403);
  });

  it("act as the active admin account with their email, and lose access when it is deactivated", async () => {
    const account = await createAccount({ fullName: "Linked Admin" });
    const cookie = await externalCookie(account.email);
    const body = await (await me(get("/api/admin/me", cookie))).json();
    expect(body.user).toEqual({ id: account.id, email: account.email, fullName: "Linked Admin", isAdmin: true });
    expect((await listUsers(get("/api/admin/users", cookie))).status).toBe(200);
    await setActive(account.id, false);
    expect((await listUsers(get("/api/admin/users", cookie))).status).toBe(403);
  });

  it("have no admin access through an admin account's email that the provider did not verify", async () => {
    const account = await createAccount({ fullName: "Real Admin" });
    const cookie = await externalCookie(account.email, { emailVerified: false });
    const body = await (await me(get("/api/admin/me", cookie))).json();
    expect(body.user).toMatchObject({ email: account.email, fullName: "Outside Person", isAdmin: false });
    expect((await listUsers(get("/api/admin/users", cookie))).status).toBe(403);
  });
});
