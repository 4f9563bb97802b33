"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage, fetchJson } from "@/lib/client/fetch-json";
import { RESET_PASSWORD_URL, resetPasswordSchema } from "@/lib/api/auth";
import { SecondaryLink, TextLink } from "@/components/ui/button";
import { PageCard } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { useRedirectAfterSuccess } from "./use-redirect-after-success";
import { FormCard, FormField, SubmitButton } from "@/components/ui/form";

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  useRedirectAfterSuccess(done, "/login");

  const submit = form.handleSubmit(async (values) => {
    try {
      await fetchJson(RESET_PASSWORD_URL, { method: "POST", body: values });
      setDone(true);
    } catch (error) {
      toast.error("Failed to reset password", { description: errorMessage(error, "Failed to reset password") });
    }
  });

  if (!token) {
    return (
      <PageCard title="Reset Password">
        <Notice tone="error">Invalid reset link. Please request a new password reset.</Notice>
        <SecondaryLink href="/forgot-password">Request a new link</SecondaryLink>
      </PageCard>
    );
  }

  if (done) {
    return (
      <PageCard title="Password Reset Complete" centered>
        <p>Your password has been changed. Redirecting you to login...</p>
        <Link
          href="/login"
          className="inline-flex w-full items-center justify-center rounded-full bg-terracotta-500 px-5 py-3 font-bold text-white shadow-[0_4px_0_0_var(--color-terracotta-700)] hover:bg-terracotta-600"
        >
          Go to Login
        </Link>
      </PageCard>
    );
  }

  return (
    <FormCard
      title="Reset Password"
      subtitle="Choose a new password for your account."
      onSubmit={submit}
      footer={<TextLink href="/login">Back to Login</TextLink>}
    >
      <FormField form={form} name="password" label="New Password" type="password" autoComplete="new-password" />
      <FormField form={form} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
      {errors.token?.message ? <Notice tone="error">{errors.token.message}</Notice> : null}
      <SubmitButton busy={isSubmitting} busyLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </FormCard>
  );
}
