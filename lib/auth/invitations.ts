import "server-only";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { adminUsers, invitations } from "@/lib/db/schema";
import { env } from "@/lib/core/env";
import { sendMail } from "@/lib/mail/send-mail";
import { AppError } from "@/lib/core/errors";
import { invitationMail } from "./emails";
import { hashToken, newToken } from "./tokens";
import type { PendingInvitation } from "./types";

export const INVALID_INVITATION = "Invalid or expired invitation";

export type NewInvitation = { email: string; grantsAdmin: boolean; invitedBy: number | null; message?: string | null };

export function registrationUrl(token: string): string {
  return `${env().publicUrl}/register?token=${encodeURIComponent(token)}`;
}

/** Creates an invitation (replacing any pending one for the address) and returns its one-time link. */
export async function createInvitation(input: NewInvitation): Promise<{ id: number; email: string; url: string; expiresAt: Date }> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  if (existing) throw new AppError("conflict", "An account with this email already exists");
  const token = newToken();
  const expiresAt = new Date(Date.now() + env().INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  const row = await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ status: "revoked" })
      .where(and(eq(invitations.email, email), eq(invitations.status, "sent")));
    const [created] = await tx
      .insert(invitations)
      .values({ email, token: hashToken(token), invitedBy: input.invitedBy, message: input.message || null, grantsAdmin: input.grantsAdmin, expiresAt })
      .returning({ id: invitations.id });
    return created!;
  });
  return { id: row.id, email, url: registrationUrl(token), expiresAt };
}

/** Creates an invitation and mails its link; the link is also returned to show once, with where the mail went. */
export async function sendInvitation(input: NewInvitation & { inviterName: string | null }) {
  const created = await createInvitation(input);
  const mail = invitationMail(created.url, { inviter: input.inviterName, message: input.message, expiresAt: created.expiresAt });
  const delivery = await sendMail({ to: created.email, ...mail });
  return { ...created, delivery };
}

/** The pending (unused, unexpired) invitation a token opens, or null. */
export async function pendingInvitation(token: string): Promise<{ id: number; email: string; grantsAdmin: boolean } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email, grantsAdmin: invitations.grantsAdmin })
    .from(invitations)
    .where(and(eq(invitations.token, hashToken(token)), eq(invitations.status, "sent"), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** The pending invitation a token opens, or an AppError. */
export async function validateInvitation(token: string): Promise<{ email: string }> {
  const row = await pendingInvitation(token);
  if (!row) throw new AppError("not_found", INVALID_INVITATION);
  return { email: row.email };
}

export async function listPendingInvitations(): Promise<PendingInvitation[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      grantsAdmin: invitations.grantsAdmin,
      invitedBy: adminUsers.fullName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(adminUsers, eq(adminUsers.id, invitations.invitedBy))
    .where(and(eq(invitations.status, "sent"), gt(invitations.expiresAt, new Date())))
    .orderBy(desc(invitations.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
}

export async function revokeInvitation(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .update(invitations)
    .set({ status: "revoked" })
    .where(and(eq(invitations.id, id), eq(invitations.status, "sent")))
    .returning({ id: invitations.id });
  if (!row) throw new AppError("not_found", "Invitation not found");
}
