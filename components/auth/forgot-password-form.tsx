"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { fetchJson, HttpError, errorMessage } from "@/lib/client/fetch-json";
import { FORGOT_PASSWORD_URL, forgotPasswordSchema, resetLinkLifetime } from "@/lib/api/auth";
import { SecondaryLink, TextLink } from "@/components/ui/button";
import { PageCard } from "@/components/ui/card";
import { EnvelopeIcon } from "@/components/ui/icons";
import { FormCard, FormField, SubmitButton } from "@/components/ui/form";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { isSubmitting } = form.formState;

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
      <PageCard title="Check Your Email" icon={<EnvelopeIcon />} centered>
        <p>We&apos;ve sent a password reset link to your email address if an account exists.</p>
        <p className="text-sm text-ink/70">The link expires in {resetLinkLifetime("en")}.</p>
        <SecondaryLink href="/login">Back to Login</SecondaryLink>
      </PageCard>
    );
  }

  return (
    <FormCard
      title="Forgot Password"
      subtitle="Enter your email and we'll send you a link to choose a new password."
      onSubmit={submit}
      footer={<TextLink href="/login">Back to Login</TextLink>}
    >
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send Reset Link
      </SubmitButton>
    </FormCard>
  );
}
