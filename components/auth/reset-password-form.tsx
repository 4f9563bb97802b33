"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage, fetchJson } from "@/lib/client/fetch-json";
import { RESET_PASSWORD_URL, resetPasswordSchema } from "@/lib/api/auth";
import { PrimaryButton, SecondaryLink, TextLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useRedirectAfterSuccess } from "./use-redirect-after-success";

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
      <AuthPage>
        <Card title="Reset Password">
          <div className="space-y-5">
            <Notice tone="error">Invalid reset link. Please request a new password reset.</Notice>
            <SecondaryLink href="/forgot-password">Request a new link</SecondaryLink>
          </div>
        </Card>
      </AuthPage>
    );
  }

  if (done) {
    return (
      <AuthPage>
        <Card title="Password Reset Complete">
          <div className="space-y-5 text-center">
            <p>Your password has been changed. Redirecting you to login...</p>
            <Link
              href="/login"
              className="inline-flex w-full items-center justify-center rounded-full bg-terracotta-500 px-5 py-3 font-bold text-white shadow-[0_4px_0_0_var(--color-terracotta-700)] hover:bg-terracotta-600"
            >
              Go to Login
            </Link>
          </div>
        </Card>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <Card title="Reset Password" subtitle="Choose a new password for your account.">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="New Password" type="password" autoComplete="new-password" {...form.register("password")} error={errors.password?.message} />
          <Field
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...form.register("confirmPassword")}
            error={errors.confirmPassword?.message}
          />
          {errors.token?.message ? <Notice tone="error">{errors.token.message}</Notice> : null}
          <PrimaryButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Resetting..." : "Reset Password"}
          </PrimaryButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <TextLink href="/login">Back to Login</TextLink>
        </p>
      </Card>
    </AuthPage>
  );
}
