import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/admin/change-password/route";
import { POST as forgot } from "@/app/api/admin/forgot-password/route";
import { GET as me } from "@/app/api/admin/me/route";
import { POST as reset } from "@/app/api/admin/reset-password/route";
import { getDb } from "@/lib/db";
import { passwordResets } from "@/lib/db/schema";
import { outboxDir, sendMail } from "@/lib/mail/send-mail";
import { createAccount, get, post, signIn } from "../support/accounts";

// sendMail as it is, watched: the test waits for the mails it started, not for a while.
vi.mock("@/lib/mail/send-mail", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/mail/send-mail")>();
  return { ...actual, sendMail: vi.fn(actual.sendMail) };
});

function mailsTo(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir());
  } catch {
    return [];
  }
  // File names start with the send time, so name order is send order.
  return files
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => readFileSync(path.join(outboxDir(), file), "utf8"))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** The mails to `email` once every mail sent so far has been written (a reset mail goes out after the answer). */
async function mailsSentTo(email: string): Promise<string[]> {
  await Promise.allSettled(vi.mocked(sendMail).mock.results.map((result) => result.value));
  return mailsTo(email);
}

function tokenIn(mail: string): string {
  const match = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail);
  if (!match) throw new Error(`No reset link in:\n${mail}`);
  return match[1]!;
}

const SAME_ANSWER = { success: true, message: "If an account exists for that email, we've sent a password reset link." };

describe("POST /api/admin/forgot-password", () => {
  it("answers the same for an existing and an unknown account, and mails a bilingual link only to the real one", async () => {
    const account = await createAccount();
    const known = await forgot(post("/api/admin/forgot-password", { email: account.email }));
    const unknown = await forgot(post("/api/admin/forgot-password", { email: "ghost@example.com" }));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(SAME_ANSWER);
    expect(await unknown.json()).toEqual(SAME_ANSWER);
    const [mail] = await mailsSentTo(account.email);
    expect(mail).toContain("Subject: Reset your password / Restablece tu contraseña");
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(tokenIn(mail!)).toBeTruthy();
    expect(mailsTo("ghost@example.com")).toHaveLength(0);
  });

  it("builds the link from PUBLIC_URL, never from the request's Host", async () => {
    const account = await createAccount();
    await forgot(
      new Request("http://evil.example/api/admin/forgot-password", {
        method: "POST",
        headers: { origin: "http://localhost:3000", host: "evil.example", "x-forwarded-host": "evil.example", "content-type": "application/json" },
        body: JSON.stringify({ email: account.email }),
      }),
    );
    const [mail] = await mailsSentTo(account.email);
    expect(mail).not.toContain("evil.example");
  });

  it("mails at most 3 links per address per hour", async () => {
    const account = await createAccount();
    for (let i = 0; i < 5; i += 1) {
      expect(await (await forgot(post("/api/admin/forgot-password", { email: account.email }))).json()).toEqual(SAME_ANSWER);
    }
    expect(await mailsSentTo(account.email)).toHaveLength(3);
  });

  it("answers 'Valid email required' for a bad email and 403 for a foreign Origin", async () => {
    const bad = await forgot(post("/api/admin/forgot-password", { email: "x" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Valid email required");
    expect((await forgot(post("/api/admin/forgot-password", { email: "a@example.com" }, { origin: null }))).status).toBe(403);
  });
});

describe("POST /api/admin/reset-password", () => {
  async function requestToken(email: string, count = 1): Promise<string> {
    await forgot(post("/api/admin/forgot-password", { email }));
    const mails = await mailsSentTo(email);
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return tokenIn(mails.at(-1)!);
  }

  it("sets the new password, signs out every session, and the token works once", async () => {
    const account = await createAccount();
    const cookie = await signIn(account.email, account.password);
    const token = await requestToken(account.email);
    const body = { token, password: "new-hot-chocolate-9", confirmPassword: "new-hot-chocolate-9" };
    const response = await reset(post("/api/admin/reset-password", body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Password has been reset successfully" });
    expect((await me(get("/api/admin/me", cookie))).status).toBe(401);
    await expect(signIn(account.email, "new-hot-chocolate-9")).resolves.toContain("session-token=");
    const again = await reset(post("/api/admin/reset-password", body));
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("Invalid or expired reset link. Please request a new password reset.");
  });

  it("refuses an expired token", async () => {
    const account = await createAccount();
    const token = await requestToken(account.email);
    const db = await getDb();
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.email, account.email));
    const response = await reset(post("/api/admin/reset-password", { token, password: "fresh-empanada-3", confirmPassword: "fresh-empanada-3" }));
    expect(response.status).toBe(400);
  });

  it("a new request invalidates the older link", async () => {
    const account = await createAccount();
    const first = await requestToken(account.email, 1);
    const second = await requestToken(account.email, 2);
    expect(first).not.toBe(second);
    const old = await reset(post("/api/admin/reset-password", { token: first, password: "fresh-empanada-3", confirmPassword: "fresh-empanada-3" }));
    expect(old.status).toBe(400);
    const current = await reset(post("/api/admin/reset-password", { token: second, password: "fresh-empanada-3", confirmPassword: "fresh-empanada-3" }));
    expect(current.status).toBe(200);
  });

  it("reset links expire after 1 hour", async () => {
    const account = await createAccount();
    await requestToken(account.email);
    const db = await getDb();
    const [row] = await db.select().from(passwordResets).where(eq(passwordResets.email, account.email));
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
  });

  it.each([
    [{ token: "" }, "Reset token required"],
    [{ password: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters"],
    [{ confirmPassword: "different-value" }, "Passwords don't match"],
  ])("answers the validation message for %j", async (overrides, message) => {
    const response = await reset(
      post("/api/admin/reset-password", { token: "t", password: "fresh-empanada-3", confirmPassword: "fresh-empanada-3", ...overrides }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });
});

describe("POST /api/admin/change-password", () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    currentPassword: "tortilla-sunset-42",
    newPassword: "sugar-skull-garden-8",
    confirmPassword: "sugar-skull-garden-8",
    ...overrides,
  });

  it("changes the password, keeps this session and signs out the others", async () => {
    const account = await createAccount();
    const here = await signIn(account.email, account.password);
    const elsewhere = await signIn(account.email, account.password);
    const response = await changePassword(post("/api/admin/change-password", body(), { cookie: here }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Password updated successfully" });
    expect((await me(get("/api/admin/me", here))).status).toBe(200);
    expect((await me(get("/api/admin/me", elsewhere))).status).toBe(401);
    await expect(signIn(account.email, "sugar-skull-garden-8")).resolves.toContain("session-token=");
  });

  it("refuses a wrong current password", async () => {
    const account = await createAccount();
    const cookie = await signIn(account.email, account.password);
    const response = await changePassword(post("/api/admin/change-password", body({ currentPassword: "not-it-at-all" }), { cookie }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Current password is incorrect");
  });

  it.each([
    [{ currentPassword: "" }, "Current password is required"],
    [{ newPassword: "short", confirmPassword: "short" }, "New password must be at least 8 characters"],
    [{ confirmPassword: "" }, "Confirm password is required"],
    [{ confirmPassword: "sugar-skull-garden-9" }, "Passwords don't match"],
  ])("answers the validation message for %j", async (overrides, message) => {
    const account = await createAccount();
    const cookie = await signIn(account.email, account.password);
    const response = await changePassword(post("/api/admin/change-password", body(overrides), { cookie }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it("refuses a common new password", async () => {
    const account = await createAccount();
    const cookie = await signIn(account.email, account.password);
    const response = await changePassword(post("/api/admin/change-password", body({ newPassword: "iloveyou1", confirmPassword: "iloveyou1" }), { cookie }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/too common/);
  });
});
