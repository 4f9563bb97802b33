// The account shapes that cross the wire, declared once: route handlers and lib/auth build
// them, client components read them. Client-safe: no server imports here.

/** The signed-in person as the app sees them (the `GET /api/admin/me` answer's user). */
export type AccountUser = { id: number | string; email: string; fullName: string; isAdmin: boolean };

/** A row of the Admins screen's account list (`GET /api/admin/users`); never the password hash. */
export type AdminListItem = { id: number; email: string; fullName: string; isAdmin: boolean; isActive: boolean; createdAt: string };

/** A row of the Admins screen's pending invitations (`GET /api/admin/invitations`). */
export type PendingInvitation = {
  id: number;
  email: string;
  grantsAdmin: boolean;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
};
