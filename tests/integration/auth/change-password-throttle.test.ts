import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/admin/change-password/route";
import { POST as login } from "@/app/api/admin/login/route";
import { createAccount, post, signIn } from "../support/accounts";

// Its own file (so its own database): the per-IP count must start from zero.
describe("POST /api/admin/change-password under repeated wrong current passwords", () => {
  it("refuses the 11th wrong current password with 429, even a right one then, and the account's login too", async () => {
    const account = await createAccount();
    const cookie = await signIn(account.email, account.password);
    const attempt = (currentPassword: string) =>
      changePassword(
        post("/api/admin/change-password", { currentPassword, newPassword: "sugar-skull-garden-8", confirmPassword: "sugar-skull-garden-8" }, { cookie }),
      );
    for (let i = 0; i < 10; i += 1) {
      const wrong = await attempt(`not-it-${i}`);
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).message).toBe("Current password is incorrect");
    }
    const blocked = await attempt("not-it-either");
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/Too many incorrect passwords/);
    expect((await attempt(account.password)).status).toBe(429);
    expect((await login(post("/api/admin/login", { email: account.email, password: account.password }))).status).toBe(429);
  }, 60_000);
});
