import "server-only";
import { z } from "zod";
import type { CliCommand } from "@/lib/cli/commands";
import { createInvitation } from "./invitations";

const args = z.object({
  email: z
    .string({ error: "Usage: npm run invite -- <email> [--no-admin]" })
    .trim()
    .pipe(z.email("Usage: npm run invite -- <email> [--no-admin] (the email is not valid)")),
  admin: z.boolean().default(true),
});

// `npm run invite -- <email> [--no-admin]`: the only way to create the first admin. The last
// line printed is the full registration link, so scripts can take it with `tail -n 1`.
export const inviteCommand: CliCommand = async (raw) => {
  const parsed = args.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid arguments");
  const { email, admin } = parsed.data;
  const invitation = await createInvitation({ email, grantsAdmin: admin, invitedBy: null });
  return {
    lines: [
      `Invitation created for ${invitation.email} (admin access: ${admin ? "yes" : "no"}).`,
      `It works once and expires ${invitation.expiresAt.toISOString()}. Open this link to register:`,
      invitation.url,
    ],
  };
};
