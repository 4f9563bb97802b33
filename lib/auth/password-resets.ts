import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { adminUsers, passwordResets } from "@/lib/db/schema";
import { env } from "@/lib/core/env";
import { sendMail } from "@/lib/mail/send-mail";
import { LIMITS, takeAttempt } from "@/lib/http/rate-limit";
import { AppError } from "@/lib/core/errors";
import { normalizeEmail } from "./accounts";
import { resetPasswordMail } from "./emails";
import { hashPassword, passwordPolicyError } from "./passwords";
import { revokeAccountSessions } from "./sessions";
import { throttledTokenUse } from "./token-throttle";
import { hashToken, newToken } from "./tokens";
import { RESET_LINK_HOURS } from "@/lib/api/auth";

export const RESET_TTL_MS = RESET_LINK_HOURS * 60 * 60 * 1000;
export const INVALID_RESET = "Invalid or expired reset link. Please request a new password reset.";
export const RESET_REQUESTED = "If an account exists for that email, we've sent a password reset link.";

// The answer must not tell whether the account exists: the caller gets the same message, and
// the (slow, variable) mail delivery happens after the answer, for real accounts only.
const MIN_ANSWER_MS = 250;

export async function requestPasswordReset(rawEmail: string): Promise<void> {
  const started = Date.now();
  const email = normalizeEmail(rawEmail);
  const db = await getDb();
  const [account] = await db.select({ id: adminUsers.id, isActive: adminUsers.isActive }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  const token = newToken();
  const tokenHash = hashToken(token);
  if (account?.isActive && (await takeAttempt(LIMITS.resetMailsPerAddress, email)) !== null) {
    await db.transaction(async (tx) => {
      // A new request invalidates every older link for the address.
      await tx.delete(passwordResets).where(and(eq(passwordResets.email, email), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({ email, token: tokenHash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    });
    const link = `${env().publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    void sendMail({ to: email, ...resetPasswordMail(link) }).catch((error: unknown) => {
      console.error("Password reset mail could not be sent:", error instanceof Error ? error.message : error);
    });
  }
  const wait = MIN_ANSWER_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Sets a new password with a reset token (consumed in the same transaction) and signs out every
 * session. The token is checked (one indexed read) before the password is hashed, so a made-up
 * token costs no bcrypt work, and refused tokens are limited per client.
 */
export async function resetPassword(token: string, password: string, request: Request): Promise<void> {
  const problem = passwordPolicyError(password);
  if (problem) throw new AppError("bad_request", problem);
  const tokenHash = hashToken(token);
  const accountId = await throttledTokenUse(request, async () => {
    const db = await getDb();
    const [pending] = await db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.token, tokenHash), unusedAndCurrent()))
      .limit(1);
    if (!pending) throw new AppError("bad_request", INVALID_RESET);
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, pending.id), unusedAndCurrent()))
        .returning({ email: passwordResets.email });
      if (!reset) throw new AppError("bad_request", INVALID_RESET);
      const [account] = await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.email, reset.email)).returning({ id: adminUsers.id });
      if (!account) throw new AppError("bad_request", INVALID_RESET);
      return account.id;
    });
  });
  await revokeAccountSessions(accountId);
}

function unusedAndCurrent() {
  return and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));
}
