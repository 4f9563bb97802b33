import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/admin/me/route";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { readSession } from "@/lib/auth/sessions";
import { get, signedInAdmin } from "../support/accounts";

const MALFORMED = ["%E0%A4%A", "%", "%zz", "abc%E0"];

describe("a session cookie that is not valid percent-encoding", () => {
  it.each(MALFORMED)("reads as signed out (%s)", async (value) => {
    expect(await readSession(get("/login", `${sessionCookieName()}=${value}`))).toBeNull();
  });

  it.each(MALFORMED)("makes /api/admin/me answer 401, not 500 (%s)", async (value) => {
    const response = await me(get("/api/admin/me", `other=1; ${sessionCookieName()}=${value}`));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: "Not authenticated" });
  });

  it("does not disturb a valid session cookie beside a malformed foreign cookie", async () => {
    const { account, cookie } = await signedInAdmin();
    const response = await me(get("/api/admin/me", `tracking=%E0%A4%A; ${cookie}`));
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(account.email);
  });
});
