import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/admin/change-password-form";
import { AdminPageHeading } from "@/components/admin/breadcrumb";

export const metadata: Metadata = { title: "Change Password" };

export default function ChangePasswordPage() {
  return (
    <>
      <AdminPageHeading title="Change Password">Your other signed-in devices are signed out when the password changes.</AdminPageHeading>
      <ChangePasswordForm />
    </>
  );
}
