import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/admin/change-password-form";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { requireAdminPage } from "@/components/auth/admin-page";

export const metadata: Metadata = { title: "Change Password" };

export default async function ChangePasswordPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <>
      <AdminPageHeading title="Change Password">Your other signed-in devices are signed out when the password changes.</AdminPageHeading>
      <ChangePasswordForm />
    </>
  );
}
