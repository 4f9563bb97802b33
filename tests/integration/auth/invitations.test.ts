import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/admin/register/route";
import { GET as validate } from "@/app/api/admin/validate-invitation/[token]/route";
import { getDb } from "@/lib/db";
import { adminUsers, invitations } from "@/lib/db/schema";
import { inviteCommand } from "@/lib/auth/invite-command";
import { hashToken } from "@/lib/auth/tokens";
import { post, signIn } from "../support/accounts";

async function invite(email: string, admin = true): Promise<{ lines: string[]; token: string }> {
  const { lines } = await inviteCommand({ email, admin });
  const url = new URL(lines.at(-1)!);
  return { lines, token: url.searchParams.get("token")! };
}

const validation = (token: string) =>
  validate(new Request(`http://localhost:3000/api/admin/validate-invitation/${token}`), { params: Promise.resolve({ token }) });

const form = (token: string, email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: "Pepita Flores",
  email,
  password: "marigold-garden-7",
  confirmPassword: "marigold-garden-7",
  token,
  ...overrides,
});

describe("the invite command", () => {
  it("prints the full registration URL from PUBLIC_URL as its last line and stores only the token's hash", async () => {
    const { lines, token } = await invite("New.Admin@Example.com");
    expect(lines.at(-1)).toBe(`http://localhost:3000/register?token=${token}`);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const db = await getDb();
    const [row] = await db.select().from(invitations).where(eq(invitations.email, "new.admin@example.com"));
    expect(row?.token).toBe(hashToken(token));
    expect(row?.grantsAdmin).toBe(true);
    const expiresInDays = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.9);
    expect(expiresInDays).toBeLessThanOrEqual(7);
  });

  it("refuses an invalid email", async () => {
    await expect(inviteCommand({ email: "nope", admin: true })).rejects.toThrow(/not valid/);
  });
});

describe("GET /api/admin/validate-invitation/{token}", () => {
  it("answers the invitation's email for a valid token", async () => {
    const { token } = await invite("valid@example.com");
    const response = await validation(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await response.json()).toEqual({ success: true, invitation: { email: "valid@example.com" }, message: "Invitation is valid" });
  });

  it("answers 'Invalid or expired invitation' for an unknown or expired token", async () => {
    expect((await (await validation("made-up-token")).json()).message).toBe("Invalid or expired invitation");
    const { token } = await invite("expired@example.com");
    const db = await getDb();
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.token, hashToken(token)));
    const response = await validation(token);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe("Invalid or expired invitation");
  });
});

describe("POST /api/admin/register", () => {
  it("creates an admin account from an admin invitation, which then signs in", async () => {
    const { token } = await invite("register@example.com");
    const response = await register(post("/api/admin/register", form(token, "register@example.com")));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Account created successfully. You can now log in." });
    const db = await getDb();
    const [account] = await db.select().from(adminUsers).where(eq(adminUsers.email, "register@example.com"));
    expect(account?.isAdmin).toBe(true);
    expect(account?.passwordHash).not.toContain("marigold");
    await expect(signIn("register@example.com", "marigold-garden-7")).resolves.toContain("session-token=");
  });

  it("creates an account without admin access from a --no-admin invitation", async () => {
    const { token } = await invite("helper@example.com", false);
    expect((await register(post("/api/admin/register", form(token, "helper@example.com")))).status).toBe(201);
    const db = await getDb();
    const [account] = await db.select().from(adminUsers).where(eq(adminUsers.email, "helper@example.com"));
    expect(account?.isAdmin).toBe(false);
  });

  it("refuses a reused token", async () => {
    const { token } = await invite("twice@example.com");
    expect((await register(post("/api/admin/register", form(token, "twice@example.com")))).status).toBe(201);
    const again = await register(post("/api/admin/register", form(token, "twice@example.com", { fullName: "Someone Else" })));
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("Invalid or expired invitation");
  });

  it("refuses an expired token and a revoked (replaced) one", async () => {
    const expired = await invite("late@example.com");
    const db = await getDb();
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.token, hashToken(expired.token)));
    expect((await (await register(post("/api/admin/register", form(expired.token, "late@example.com")))).json()).message).toBe("Invalid or expired invitation");
    const first = await invite("replaced@example.com");
    await invite("replaced@example.com");
    expect((await register(post("/api/admin/register", form(first.token, "replaced@example.com")))).status).toBe(400);
  });

  it("refuses an email other than the invited one, leaving the invitation usable", async () => {
    const { token } = await invite("invited@example.com");
    const response = await register(post("/api/admin/register", form(token, "intruder@example.com")));
    expect(response.status).toBe(400);
    const valid = await validation(token);
    expect(valid.status).toBe(200);
  });

  it.each([
    [{ fullName: "P" }, "Full name must be at least 2 characters"],
    [{ email: "nope" }, "Valid email required"],
    [{ password: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters"],
    [{ confirmPassword: "something-else" }, "Passwords don't match"],
    [{ token: "" }, "Invitation token required"],
    [{ password: "ñ".repeat(40), confirmPassword: "ñ".repeat(40) }, "Password must be at most 72 bytes long (fewer characters if it uses accents or emoji)"],
  ])("answers the validation message for %j", async (overrides, message) => {
    const response = await register(post("/api/admin/register", form("some-token", "v@example.com", overrides)));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it("refuses a common password without consuming the invitation", async () => {
    const { token } = await invite("common@example.com");
    const response = await register(
      post("/api/admin/register", form(token, "common@example.com", { password: "password123", confirmPassword: "password123" })),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/too common/);
    expect((await validation(token)).status).toBe(200);
  });

  it("refuses a foreign Origin", async () => {
    const { token } = await invite("csrf@example.com");
    expect((await register(post("/api/admin/register", form(token, "csrf@example.com"), { origin: "https://evil.example" }))).status).toBe(403);
  });
});
