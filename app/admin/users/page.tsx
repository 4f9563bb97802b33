import type { Metadata } from "next";
import { AdminsScreen } from "@/components/admin/admins-screen";
import { AdminPageHeading } from "@/components/admin/breadcrumb";

export const metadata: Metadata = { title: "Admins" };

export default function AdminsPage() {
  return (
    <>
      <AdminPageHeading title="Admins">Invite helpers, revoke invitations, and turn accounts off or back on.</AdminPageHeading>
      <AdminsScreen />
    </>
  );
}
