import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DELETE as revokeInvitation } from "@/app/api/admin/invitations/[id]/route";
import { GET as listInvitations, POST as sendInvitation } from "@/app/api/admin/invitations/route";
import { GET as me } from "@/app/api/admin/me/route";
import { PATCH as setStatus } from "@/app/api/admin/users/[id]/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { GET as validate } from "@/app/api/admin/validate-invitation/[token]/route";
import { ACTOR_NOT_ACTIVE_ADMIN, setAccountActive } from "@/lib/auth/accounts";
import { outboxDir } from "@/lib/mail/send-mail";
import { ORIGIN, createAccount, get, post, setActive, signIn, signedInAdmin } from "../support/accounts";

const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const patch = (id: number, body: unknown, cookie: string) =>
  setStatus(
    new Request(`${ORIGIN}/api/admin/users/${id}`, {
      method: "PATCH",
      headers: { origin: ORIGIN, cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    idParams(id),
  );

describe("the Admins screen's endpoints", () => {
  it("sends an invitation: mails the link, answers it once, lists it as pending, and revoking it kills the link", async () => {
    const { cookie } = await signedInAdmin();
    const response = await sendInvitation(post("/api/admin/invitations", { email: "Cousin@Example.com", grantsAdmin: true, message: "Welcome!" }, { cookie }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/register\?token=/);
    // No SMTP_URL in the tests: the answer says where the mail really went.
    expect(body).toMatchObject({ delivery: "outbox", message: "Invitation for cousin@example.com written to the outbox" });
    const token = new URL(body.url).searchParams.get("token")!;
    const mails = readdirSync(outboxDir()).map((file) => readFileSync(path.join(outboxDir(), file), "utf8"));
    expect(mails.some((mail) => mail.includes("To: cousin@example.com") && mail.includes(body.url))).toBe(true);

    const list = await (await listInvitations(get("/api/admin/invitations", cookie))).json();
    expect(list.invitations.map((i: { email: string }) => i.email)).toContain("cousin@example.com");
    expect(JSON.stringify(list)).not.toContain(token);

    const revoked = await revokeInvitation(
      new Request(`${ORIGIN}/api/admin/invitations/${body.invitation.id}`, { method: "DELETE", headers: { origin: ORIGIN, cookie } }),
      idParams(body.invitation.id),
    );
    expect(revoked.status).toBe(200);
    expect((await validate(get(`/api/admin/validate-invitation/${token}`), { params: Promise.resolve({ token }) })).status).toBe(404);
    const after = await (await listInvitations(get("/api/admin/invitations", cookie))).json();
    expect(after.invitations.map((i: { email: string }) => i.email)).not.toContain("cousin@example.com");
  });

  it("refuses to invite an existing account and answers the validation message for a bad email", async () => {
    const { account, cookie } = await signedInAdmin();
    expect((await sendInvitation(post("/api/admin/invitations", { email: account.email }, { cookie }))).status).toBe(409);
    const bad = await sendInvitation(post("/api/admin/invitations", { email: "nope" }, { cookie }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Valid email required");
  });

  it("lists accounts without password hashes", async () => {
    const { cookie } = await signedInAdmin();
    const body = await (await listUsers(get("/api/admin/users", cookie))).json();
    expect(body.users.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it("deactivates an admin (signing them out) and reactivates them, but never one's own account", async () => {
    const { account: actor, cookie } = await signedInAdmin();
    const target = await createAccount();
    const targetCookie = await signIn(target.email, target.password);
    const off = await patch(target.id, { isActive: false }, cookie);
    expect(off.status).toBe(200);
    expect((await off.json()).user.isActive).toBe(false);
    expect((await me(get("/api/admin/me", targetCookie))).status).toBe(401);
    await expect(signIn(target.email, target.password)).rejects.toThrow(/401/);
    expect((await patch(target.id, { isActive: true }, cookie)).status).toBe(200);
    await expect(signIn(target.email, target.password)).resolves.toContain("session-token=");

    const self = await patch(actor.id, { isActive: false }, cookie);
    expect(self.status).toBe(400);
    expect((await self.json()).message).toBe("You cannot deactivate or reactivate your own account");
    expect((await patch(999999, { isActive: false }, cookie)).status).toBe(404);
    expect((await patch(target.id, { isActive: "no" }, cookie)).status).toBe(400);
  });

  // The request that comes second either finds its own session gone (401) or, when both passed
  // the admin check before either changed anything, is refused under the lock (409); both
  // succeeding would leave neither of them active.
  it("lets only one of two admins who deactivate each other at the same moment succeed", async () => {
    for (let round = 0; round < 6; round += 1) {
      const { account: first, cookie: firstCookie } = await signedInAdmin();
      const { account: second, cookie: secondCookie } = await signedInAdmin();
      const answers = await Promise.all([patch(second.id, { isActive: false }, firstCookie), patch(first.id, { isActive: false }, secondCookie)]);
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.every((status) => [200, 401, 409].includes(status)),
        `round ${round}: ${statuses}`,
      ).toBe(true);
      const survivor = statuses[0] === 200 ? firstCookie : secondCookie;
      expect((await me(get("/api/admin/me", survivor))).status).toBe(200);
    }
  }, 60_000);

  it("refuses a change by an account that is no longer an active admin, with 409 and why", async () => {
    const actor = await createAccount();
    const target = await createAccount();
    await setActive(actor.id, false);
    const refused = setAccountActive(actor.id, target.id, false);
    await expect(refused).rejects.toMatchObject({ status: 409, message: ACTOR_NOT_ACTIVE_ADMIN });
    const body = await (await listUsers(get("/api/admin/users", (await signedInAdmin()).cookie))).json();
    expect(body.users.find((user: { id: number }) => user.id === target.id).isActive).toBe(true);
  });
});
