"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Notice } from "@/components/ui/notice";
import { errorMessage, fetchJson, HttpError } from "@/lib/client/fetch-json";
import { CHANGE_PASSWORD_URL, changePasswordSchema } from "@/lib/api/auth";
import { useRedirectAfterSuccess } from "@/components/auth/use-redirect-after-success";
import { FormField, SubmitButton } from "@/components/ui/form";

export function ChangePasswordForm() {
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const { isSubmitting } = form.formState;

  useRedirectAfterSuccess(done, "/admin");

  const submit = form.handleSubmit(async (values) => {
    try {
      await fetchJson(CHANGE_PASSWORD_URL, { method: "POST", body: values });
      form.reset();
      setDone(true);
    } catch (error) {
      const description = error instanceof HttpError ? errorMessage(error, "Failed to update password") : "An error occurred while updating your password";
      toast.error("Failed to update password", { description });
    }
  });

  return (
    <section className="max-w-lg rounded-3xl border-2 border-terracotta-100 bg-white p-7 shadow-[0_6px_0_0_var(--color-terracotta-100)]">
      {done ? (
        <Notice tone="success">Password updated successfully! You can now use your new password to log in.</Notice>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField form={form} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
          <FormField form={form} name="newPassword" label="New Password" type="password" autoComplete="new-password" />
          <FormField form={form} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
          <SubmitButton busy={isSubmitting} busyLabel="Updating...">
            Update Password
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
