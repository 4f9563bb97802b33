import bcrypt from "bcryptjs";
import { describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/admin/register/route";
import { POST as reset } from "@/app/api/admin/reset-password/route";
import { INVALID_INVITATION } from "@/lib/auth/invitations";
import { TOO_MANY_TOKEN_ATTEMPTS } from "@/lib/auth/token-throttle";
import { createAccount, post, sessionCookie } from "../support/accounts";
import { POST as login } from "@/app/api/admin/login/route";

const password = "tortilla-sunset-42";
const from = (address: string) => ({ headers: { "x-peer-address": address } });

function bogusRegistration(i: number, address: string) {
  return register(
    post(
      "/api/admin/register",
      { fullName: "Flood", email: `flood${i}@example.com`, password, confirmPassword: password, token: `made-up-${i}` },
      from(address),
    ),
  );
}

function bogusReset(i: number, address: string) {
  return reset(post("/api/admin/reset-password", { token: `made-up-${i}`, password, confirmPassword: password }, from(address)));
}

describe("a flood of made-up invitation and reset tokens", () => {
  it("costs no bcrypt work, is throttled per client, and leaves real sign-ins working", async () => {
    const account = await createAccount({ password });
    const hash = vi.spyOn(bcrypt, "hash");

    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => [bogusRegistration(i, "198.51.100.7"), bogusReset(i, "198.51.100.7")]).flat());
    const signIns = Promise.all([
      login(post("/api/admin/login", { email: account.email, password }, from("198.51.100.8"))),
      login(post("/api/admin/login", { email: account.email, password }, from("198.51.100.7"))),
    ]);
    const [answers, signedIn] = await Promise.all([flood, signIns]);

    for (const response of signedIn) {
      expect(response.status).toBe(200);
      expect(sessionCookie(response)).toContain("session-token=");
    }
    expect(hash).not.toHaveBeenCalled();
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const throttled = await bogusRegistration(99, "198.51.100.7");
    expect(await throttled.json()).toEqual({ success: false, message: TOO_MANY_TOKEN_ATTEMPTS });

    const elsewhere = await bogusRegistration(100, "198.51.100.9");
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).message).toBe(INVALID_INVITATION);
    hash.mockRestore();
  }, 60_000);
});
