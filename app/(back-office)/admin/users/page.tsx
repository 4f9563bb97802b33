import type { Metadata } from "next";
import { AdminsScreen } from "@/components/admin/admins-screen";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { ServerData } from "@/components/admin/kit/server-data";
import { requireAdminPage } from "@/components/auth/admin-page";
import { adminsAnswers } from "@/lib/admin/screen-data";

export const metadata: Metadata = { title: "Admins" };

export default async function AdminsPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <>
      <AdminPageHeading title="Admins">Invite helpers, revoke invitations, and turn accounts off or back on.</AdminPageHeading>
      <ServerData answers={await adminsAnswers()}>
        <AdminsScreen />
      </ServerData>
    </>
  );
}
