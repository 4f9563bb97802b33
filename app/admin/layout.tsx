import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AdminShell } from "@/components/admin/admin-shell";
import { AccessDenied } from "@/components/auth/access-denied";
import { AuthProvider } from "@/components/auth/auth-provider";
import { ADMIN_PATH_HEADER } from "@/lib/auth/admin-path";
import { safeRedirect } from "@/lib/auth/redirect";
import { readSession } from "@/lib/auth/sessions";

export const metadata: Metadata = { title: { default: "Admin Panel", template: "%s | Admin Panel" }, robots: { index: false } };

// The real guard (middleware only looks for a cookie): the session row and the account are
// read from the database for every admin page request.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const requestHeaders = await headers();
  const session = await readSession(requestHeaders);
  if (!session) {
    redirect(`/login?redirect=${encodeURIComponent(safeRedirect(requestHeaders.get(ADMIN_PATH_HEADER)))}`);
  }
  if (!session.user.isAdmin) return <AccessDenied user={session.user} />;
  return (
    <AuthProvider initialUser={session.user}>
      <AdminShell>{children}</AdminShell>
    </AuthProvider>
  );
}
