import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache, type ReactElement } from "react";
import { AccessDenied } from "@/components/auth/access-denied";
import { DatabaseUnavailable } from "@/components/auth/database-unavailable";
import { ADMIN_PATH_HEADER } from "@/lib/auth/admin-path";
import { safeRedirect } from "@/lib/auth/redirect";
import { readPageSession, type AccountUser } from "@/lib/auth/sessions";

export type AdminPageAccess = { ok: true; user: AccountUser } | { ok: false; screen: ReactElement };

// Next renders a page without its layout for some requests (an RSC request such as a client
// navigation), so the layout's check alone guards nothing: every admin page and the layout call
// this beside their data. One read per request, shared by the layout and the page.
const currentAccess = cache(async (): Promise<AdminPageAccess> => {
  const requestHeaders = await headers();
  const session = await readPageSession(requestHeaders);
  if (session === "unavailable") return { ok: false, screen: <DatabaseUnavailable /> };
  if (!session) {
    redirect(`/login?redirect=${encodeURIComponent(safeRedirect(requestHeaders.get(ADMIN_PATH_HEADER)))}`);
  }
  if (!session.user.isAdmin || session.adminUserId === null) return { ok: false, screen: <AccessDenied user={session.user} /> };
  return { ok: true, user: session.user };
});

/**
 * The admin check of a server-rendered admin page: signed out, it redirects to /login (back to
 * this page afterwards); signed in without admin access, or while the database is down, the
 * page renders `screen` instead of its content; otherwise it gets the admin.
 */
export function requireAdminPage(): Promise<AdminPageAccess> {
  return currentAccess();
}
