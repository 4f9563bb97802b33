import "server-only";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { adminUsers, invitations } from "@/lib/db/schema";
import { clientIp } from "./client-ip";
import { AppError } from "@/lib/core/errors";
import { INVALID_INVITATION, pendingInvitation } from "./invitations";
import { waitBeforePasswordCheck } from "./login-delay";
import { dummyVerify, hashPassword, passwordPolicyError, verifyPassword } from "./passwords";
import { LIMITS, LOGIN_FAILURES_PER_ACCOUNT, clearEvents, forgetAttempts, recordAttempt, takeAttempt } from "@/lib/http/rate-limit";
import { createSession, revokeAccountSessions } from "./sessions";
import { throttledTokenUse } from "./token-throttle";
import type { AdminListItem } from "./types";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "@/lib/api/auth";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait a few minutes and try again.";
export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
export const WRONG_INVITATION_EMAIL = "The email must be the one the invitation was sent to";
export const ACTOR_NOT_ACTIVE_ADMIN = "Your account is no longer an active admin, so it cannot change other accounts. Nothing was changed.";
export const TOO_MANY_PASSWORD_ATTEMPTS = "Too many incorrect passwords. Please wait a few minutes and try again.";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function refuseWeak(password: string): void {
  const problem = passwordPolicyError(password);
  if (problem) throw new AppError("bad_request", problem);
}

/**
 * Runs a password check (signing in, or the current password when changing it: both are a
 * guess) under the failure limits of the client on this account and of the client, after the
 * account's wait (lib/auth/login-delay.ts). No count of the account alone refuses anything, so
 * a client that has not failed is never held off by others' failures. A check counts as a
 * failure from the moment it starts, so parallel guesses cannot overshoot a limit; a right
 * password gives its attempts back and clears the account's failures, and a check that never
 * ran (the server too busy) gives them all back.
 */
async function throttledPasswordCheck<T>(email: string, request: Request, tooMany: string, check: () => Promise<T | false>): Promise<T | false> {
  const client = clientIp(request);
  const pairKey = `${client} ${email}`;
  const pairAttempt = await takeAttempt(LIMITS.loginFailuresPerAccountAndClient, pairKey);
  if (pairAttempt === null) throw new AppError("rate_limited", tooMany);
  const clientAttempt = await takeAttempt(LIMITS.loginFailuresPerClient, client);
  if (clientAttempt === null) {
    await forgetAttempts([pairAttempt]);
    throw new AppError("rate_limited", tooMany);
  }
  const accountAttempt = await recordAttempt(LOGIN_FAILURES_PER_ACCOUNT, email);
  let result: T | false;
  try {
    await waitBeforePasswordCheck(accountAttempt.earlier);
    result = await check();
  } catch (error) {
    await forgetAttempts([pairAttempt, clientAttempt, accountAttempt.id]);
    throw error;
  }
  if (result !== false) {
    await clearEvents(LIMITS.loginFailuresPerAccountAndClient, pairKey);
    await clearEvents(LOGIN_FAILURES_PER_ACCOUNT, email);
    await forgetAttempts([clientAttempt]);
  }
  return result;
}

/** Checks email and password (throttled per account and client, and per client) and starts a session. */
export async function signInWithPassword(input: LoginInput, request: Request): Promise<{ sid: string }> {
  const email = normalizeEmail(input.email);
  const db = await getDb();
  const account = await throttledPasswordCheck(email, request, TOO_MANY_ATTEMPTS, async () => {
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
    if (!row) return dummyVerify(input.password);
    return (await verifyPassword(input.password, row.passwordHash)) && row.isActive ? row : false;
  });
  if (!account) throw new AppError("unauthorized", INVALID_CREDENTIALS);
  const sid = await createSession({ adminUserId: account.id }, { userAgent: request.headers.get("user-agent") });
  return { sid };
}

/**
 * Creates the account an invitation allows; the invitation is consumed in the same transaction.
 * The token and the email are checked (one indexed read) before the password is hashed, so a
 * made-up token costs no bcrypt work, and refused tokens are limited per client.
 */
export async function registerWithInvitation(input: RegisterInput, request: Request): Promise<void> {
  refuseWeak(input.password);
  const email = normalizeEmail(input.email);
  await throttledTokenUse(request, async () => {
    const invitation = await pendingInvitation(input.token);
    if (!invitation) throw new AppError("bad_request", INVALID_INVITATION);
    if (invitation.email !== email) throw new AppError("bad_request", WRONG_INVITATION_EMAIL);
    const passwordHash = await hashPassword(input.password);
    const db = await getDb();
    await db.transaction(async (tx) => {
      const [used] = await tx
        .update(invitations)
        .set({ status: "used", usedAt: new Date() })
        .where(and(eq(invitations.id, invitation.id), eq(invitations.status, "sent"), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date())))
        .returning({ id: invitations.id });
      if (!used) throw new AppError("bad_request", INVALID_INVITATION);
      const [existing] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
      if (existing) throw new AppError("conflict", "An account with this email already exists");
      await tx.insert(adminUsers).values({ email, fullName: input.fullName, passwordHash, isAdmin: invitation.grantsAdmin });
    });
  });
}

/**
 * Changes the signed-in account's password and signs out its other sessions. A wrong current
 * password counts as a failed sign-in, under the same limits and wait.
 */
export async function changePassword(adminUserId: number, currentSidHash: string, input: ChangePasswordInput, request: Request): Promise<void> {
  const db = await getDb();
  const [account] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminUserId)).limit(1);
  if (!account) throw new AppError("not_found", "Account not found");
  const valid = await throttledPasswordCheck(account.email, request, TOO_MANY_PASSWORD_ATTEMPTS, () =>
    verifyPassword(input.currentPassword, account.passwordHash),
  );
  if (!valid) throw new AppError("bad_request", CURRENT_PASSWORD_INCORRECT);
  refuseWeak(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, adminUserId));
  await revokeAccountSessions(adminUserId, currentSidHash);
}

export async function listAccounts(): Promise<AdminListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      fullName: adminUsers.fullName,
      isAdmin: adminUsers.isAdmin,
      isActive: adminUsers.isActive,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Deactivates (signing out everywhere) or reactivates an account; never one's own. Two admins
 * can each pass the admin check and then deactivate the other, leaving no active admin: so the
 * change runs in a transaction that first locks the rows of every active admin, and is refused
 * unless the actor is still among them. A second such change waits for the first to commit and
 * then no longer sees its actor there. The actor, never the target, stays an active admin,
 * so no change that passes this check can leave the site without one.
 */
export async function setAccountActive(actorId: number, targetId: number, isActive: boolean): Promise<AdminListItem> {
  if (actorId === targetId) throw new AppError("bad_request", "You cannot deactivate or reactivate your own account");
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.isActive, true), eq(adminUsers.isAdmin, true)))
      .orderBy(asc(adminUsers.id))
      .for("update");
    if (!activeAdmins.some((admin) => admin.id === actorId)) throw new AppError("conflict", ACTOR_NOT_ACTIVE_ADMIN);
    const [updated] = await tx.update(adminUsers).set({ isActive }).where(eq(adminUsers.id, targetId)).returning();
    if (!updated) throw new AppError("not_found", "Account not found");
    return updated;
  });
  if (!isActive) await revokeAccountSessions(targetId);
  return { id: row.id, email: row.email, fullName: row.fullName, isAdmin: row.isAdmin, isActive: row.isActive, createdAt: row.createdAt.toISOString() };
}
