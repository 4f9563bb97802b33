import { z } from "zod";
import type { AccountUser, AdminListItem, PendingInvitation } from "@/lib/auth/types";

// The account endpoints: their request bodies, answers and URLs, declared once for the route
// handlers and the screens. Client-safe.
//
// One schema per form, shared by the form (zodResolver) and its route handler, with the
// messages users see. bcrypt reads only the first 72 bytes of a password, so longer ones
// are refused rather than silently truncated.

/** How long a password-reset link works. */
export const RESET_LINK_HOURS = 1;

/** That lifetime in the words the page and the mail use ("1 hour", "1 hora"). */
export function resetLinkLifetime(language: "en" | "es"): string {
  const one = RESET_LINK_HOURS === 1;
  return `${RESET_LINK_HOURS} ${language === "en" ? (one ? "hour" : "hours") : one ? "hora" : "horas"}`;
}

/** The password rules, in one place: the shortest password when an account is made or reset, and when one is changed; the longest bcrypt reads. */
export const PASSWORD_POLICY = { newAccountMinLength: 6, changedMinLength: 8, maxBytes: 72 } as const;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_POLICY.maxBytes} bytes long (fewer characters if it uses accents or emoji)`;

const fitsBcrypt = (value: string) => new TextEncoder().encode(value).length <= PASSWORD_POLICY.maxBytes;

const email = z.string({ error: "Valid email required" }).trim().pipe(z.email("Valid email required"));

const newPassword = (min: number, message: string) => z.string({ error: message }).min(min, message).refine(fitsBcrypt, PASSWORD_TOO_LONG);
const accountPassword = () => newPassword(PASSWORD_POLICY.newAccountMinLength, `Password must be at least ${PASSWORD_POLICY.newAccountMinLength} characters`);

const passwordsMatch = {
  message: "Passwords don't match",
  path: ["confirmPassword"],
};

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Password required" }).min(1, "Password required"),
});

export const registerSchema = z
  .object({
    fullName: z.string({ error: "Full name must be at least 2 characters" }).trim().min(2, "Full name must be at least 2 characters"),
    email,
    password: accountPassword(),
    confirmPassword: z.string({ error: "Passwords don't match" }),
    token: z.string({ error: "Invitation token required" }).min(1, "Invitation token required"),
  })
  .refine((data) => data.password === data.confirmPassword, passwordsMatch);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "Reset token required" }).min(1, "Reset token required"),
    password: accountPassword(),
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((data) => data.password === data.confirmPassword, passwordsMatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    newPassword: newPassword(PASSWORD_POLICY.changedMinLength, `New password must be at least ${PASSWORD_POLICY.changedMinLength} characters`),
    confirmPassword: z.string({ error: "Confirm password is required" }).min(1, "Confirm password is required"),
  })
  .refine((data) => data.newPassword === data.confirmPassword, passwordsMatch);

export const invitationSchema = z.object({
  email,
  grantsAdmin: z.boolean().default(false),
  message: z.string().trim().max(500, "Message must be at most 500 characters").optional(),
});

export const adminStatusSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type InvitationInput = z.input<typeof invitationSchema>;

export const LOGIN_URL = "/api/admin/login";
export const LOGOUT_URL = "/api/admin/logout";
export const REGISTER_URL = "/api/admin/register";
export const FORGOT_PASSWORD_URL = "/api/admin/forgot-password";
export const RESET_PASSWORD_URL = "/api/admin/reset-password";
export const CHANGE_PASSWORD_URL = "/api/admin/change-password";
export const CURRENT_USER_URL = "/api/admin/me";
export const USERS_URL = "/api/admin/users";
export const userUrl = (id: number) => `${USERS_URL}/${id}`;
export const INVITATIONS_URL = "/api/admin/invitations";
export const invitationUrl = (id: number) => `${INVITATIONS_URL}/${id}`;
export const validateInvitationUrl = (token: string) => `/api/admin/validate-invitation/${encodeURIComponent(token)}`;

/** Sign-in, sign-out, register, the password calls and revoking an invitation: what to tell the person. */
export type MessageResponse = { success: true; message: string };
export type MeResponse = { success: true; user: AccountUser };
export type UsersResponse = { success: true; users: AdminListItem[] };
export type UserChangeResponse = { success: true; user: AdminListItem };
export type InvitationsResponse = { success: true; invitations: PendingInvitation[] };
/** How a message left: through the SMTP server, or written to DATA_DIR/outbox when none is set. */
export type MailDelivery = "smtp" | "outbox";
/** The invitation link is shown once, with how the mail was delivered. */
export type InvitationCreatedResponse = {
  success: true;
  message: string;
  invitation: { id: number; email: string; expiresAt: string };
  url: string;
  delivery: MailDelivery;
};
export type InvitationValidResponse = { success: true; invitation: { email: string }; message: string };
