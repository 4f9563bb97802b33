import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { AuthProvider } from "@/components/auth/auth-provider";
import { requireAdminPage } from "@/components/auth/admin-page";

export const metadata: Metadata = { title: { default: "Admin Panel", template: "%s | Admin Panel" }, robots: { index: false } };

// Middleware only looks for a cookie; the session row and the account are read from the
// database here and again in every page (which Next may render without this layout).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <AuthProvider initialUser={access.user}>
      <AdminShell>{children}</AdminShell>
    </AuthProvider>
  );
}
