import type { Metadata } from "next";
import { AdminsScreen } from "@/components/admin/admins-screen";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { requireAdminPage } from "@/components/auth/admin-page";

export const metadata: Metadata = { title: "Admins" };

export default async function AdminsPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <>
      <AdminPageHeading title="Admins">Invite helpers, revoke invitations, and turn accounts off or back on.</AdminPageHeading>
      <AdminsScreen />
    </>
  );
}
