import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { GET as me } from "@/app/api/admin/me/route";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import { createAccount, get, post, sessionCookie, setActive, signIn, signedInAdmin } from "../support/accounts";

describe("POST /api/admin/login", () => {
  it("signs in with the right password, sets an HttpOnly SameSite=Lax cookie, and me answers the user", async () => {
    const account = await createAccount({ fullName: "Abuelita Rosa" });
    const response = await login(post("/api/admin/login", { email: account.email.toUpperCase(), password: account.password }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Login successful" });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    const answer = await me(get("/api/admin/me", sessionCookie(response)));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, user: { id: account.id, email: account.email, fullName: "Abuelita Rosa", isAdmin: true } });
  });

  it("says only 'Invalid email or password' for a wrong password and for an unknown email", async () => {
    const account = await createAccount();
    const wrong = await login(post("/api/admin/login", { email: account.email, password: "not-the-password" }));
    const unknown = await login(post("/api/admin/login", { email: "nobody@example.com", password: "whatever-it-is" }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).message).toBe("Invalid email or password");
    expect((await unknown.json()).message).toBe("Invalid email or password");
  });

  it("answers the spec's validation messages", async () => {
    const badEmail = await login(post("/api/admin/login", { email: "not-an-email", password: "x" }));
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).message).toBe("Valid email required");
    const noPassword = await login(post("/api/admin/login", { email: "a@example.com", password: "" }));
    expect((await noPassword.json()).message).toBe("Password required");
    const notJson = await login(
      new Request("http://localhost:3000/api/admin/login", { method: "POST", headers: { origin: "http://localhost:3000" }, body: "{" }),
    );
    expect(notJson.status).toBe(400);
  });

  it("refuses a missing or foreign Origin with 403", async () => {
    const account = await createAccount();
    expect((await login(post("/api/admin/login", { email: account.email, password: account.password }, { origin: null }))).status).toBe(403);
    expect((await login(post("/api/admin/login", { email: account.email, password: account.password }, { origin: "https://evil.example" }))).status).toBe(403);
  });

  it("refuses an inactive account with the same message", async () => {
    const account = await createAccount();
    await setActive(account.id, false);
    const response = await login(post("/api/admin/login", { email: account.email, password: account.password }));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe("Invalid email or password");
  });

  // Held off one account by one client's failures: login-no-lockout.test.ts.
  // A client's failures across accounts: throttle.test.ts, on PostgreSQL only (test-integration.sh
  // runs this file on PGlite too, and those bcrypt comparisons ask nothing of the database).
  it("starts a fresh session id at every sign-in", async () => {
    const account = await createAccount();
    const first = await signIn(account.email, account.password);
    const second = await signIn(account.email, account.password);
    expect(first).not.toBe(second);
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.adminUserId, account.id))).toHaveLength(2);
  });
});

describe("sessions are revocable on the server", () => {
  it("logout deletes the session: the same cookie is signed out afterwards", async () => {
    const { cookie } = await signedInAdmin();
    const response = await logout(post("/api/admin/logout", {}, { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect((await me(get("/api/admin/me", cookie))).status).toBe(401);
  });

  it("logout refuses a foreign Origin", async () => {
    const { cookie } = await signedInAdmin();
    expect((await logout(post("/api/admin/logout", {}, { cookie, origin: "https://evil.example" }))).status).toBe(403);
    expect((await me(get("/api/admin/me", cookie))).status).toBe(200);
  });

  it("a deactivated account loses access at its next request", async () => {
    const { account, cookie } = await signedInAdmin();
    await setActive(account.id, false);
    expect((await me(get("/api/admin/me", cookie))).status).toBe(401);
  });

  it("an expired or idle session row signs the browser out", async () => {
    const db = await getDb();
    const expired = await signedInAdmin();
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.adminUserId, expired.account.id));
    expect((await me(get("/api/admin/me", expired.cookie))).status).toBe(401);
    const idle = await signedInAdmin();
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.adminUserId, idle.account.id));
    expect((await me(get("/api/admin/me", idle.cookie))).status).toBe(401);
  });

  it("me answers 401 without a cookie and for a forged cookie", async () => {
    expect((await me(get("/api/admin/me"))).status).toBe(401);
    expect((await me(get("/api/admin/me", "authjs.session-token=forged.value.here"))).status).toBe(401);
  });

  it("me answers isAdmin false for an account without admin access", async () => {
    const { cookie } = await signedInAdmin({ isAdmin: false });
    const body = await (await me(get("/api/admin/me", cookie))).json();
    expect(body.success).toBe(true);
    expect(body.user.isAdmin).toBe(false);
  });
});
