"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { fetchJson, HttpError, errorMessage } from "@/lib/client/fetch-json";
import { FORGOT_PASSWORD_URL, forgotPasswordSchema, resetLinkLifetime } from "@/lib/api/auth";
import { PrimaryButton, SecondaryLink, TextLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { EnvelopeIcon } from "@/components/ui/icons";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await fetchJson(FORGOT_PASSWORD_URL, { method: "POST", body: values });
      setSent(true);
    } catch (error) {
      const description = error instanceof HttpError ? errorMessage(error, "Failed to send reset email") : "Network error. Please try again.";
      toast.error("Failed to send reset email", { description });
    }
  });

  if (sent) {
    return (
      <AuthPage>
        <Card title="Check Your Email" icon={<EnvelopeIcon />}>
          <div className="space-y-4 text-center">
            <p>We&apos;ve sent a password reset link to your email address if an account exists.</p>
            <p className="text-sm text-ink/70">The link expires in {resetLinkLifetime("en")}.</p>
            <SecondaryLink href="/login">Back to Login</SecondaryLink>
          </div>
        </Card>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <Card title="Forgot Password" subtitle="Enter your email and we'll send you a link to choose a new password.">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Email" type="email" autoComplete="email" {...form.register("email")} error={errors.email?.message} />
          <PrimaryButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send Reset Link"}
          </PrimaryButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <TextLink href="/login">Back to Login</TextLink>
        </p>
      </Card>
    </AuthPage>
  );
}
