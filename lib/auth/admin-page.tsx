import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache, type ReactElement } from "react";
import { AccessDenied } from "@/components/auth/access-denied";
import { ADMIN_PATH_HEADER } from "./admin-path";
import { safeRedirect } from "./redirect";
import { readSession, type AccountUser } from "./sessions";

export type AdminPageAccess = { ok: true; user: AccountUser } | { ok: false; denied: ReactElement };

// Next renders a page without its layout for some requests (an RSC request such as a client
// navigation), so the layout's check alone guards nothing: every admin page and the layout call
// this beside their data. One read per request, shared by the layout and the page.
const currentAccess = cache(async (): Promise<AdminPageAccess> => {
  const requestHeaders = await headers();
  const session = await readSession(requestHeaders);
  if (!session) {
    redirect(`/login?redirect=${encodeURIComponent(safeRedirect(requestHeaders.get(ADMIN_PATH_HEADER)))}`);
  }
  if (!session.user.isAdmin || session.adminUserId === null) return { ok: false, denied: <AccessDenied user={session.user} /> };
  return { ok: true, user: session.user };
});

/**
 * The admin check of a server-rendered admin page: signed out, it redirects to /login (back to
 * this page afterwards); signed in without admin access, the page renders `denied` instead of
 * its content; otherwise it gets the admin.
 */
export function requireAdminPage(): Promise<AdminPageAccess> {
  return currentAccess();
}
