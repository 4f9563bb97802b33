"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage, fetchJson, HttpError } from "@/lib/client/fetch-json";
import { REGISTER_URL, registerSchema, validateInvitationUrl, type InvitationValidResponse } from "@/lib/api/auth";
import { SecondaryLink, TextLink } from "@/components/ui/button";
import { AuthPage, Card, PageCard } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useRedirectAfterSuccess } from "./use-redirect-after-success";
import { FormCard, FormField, SubmitButton } from "@/components/ui/form";

type Validation = { state: "validating" } | { state: "invalid"; message: string } | { state: "valid"; email: string };

export function RegisterForm({ token }: { token: string }) {
  const [validation, setValidation] = useState<Validation>(token ? { state: "validating" } : { state: "invalid", message: "Invalid invitation link" });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchJson<InvitationValidResponse>(validateInvitationUrl(token))
      .then((answer) => !cancelled && setValidation({ state: "valid", email: answer.invitation.email }))
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof HttpError && error.status < 500 ? "Invalid or expired invitation" : "Failed to validate invitation";
        setValidation({ state: "invalid", message });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (validation.state === "validating") {
    return (
      <AuthPage>
        <Card title="Create Account" subtitle="Checking your invitation...">
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        </Card>
      </AuthPage>
    );
  }
  if (validation.state === "invalid") {
    return (
      <PageCard title="Invitation Not Valid">
        <Notice tone="error">{validation.message}</Notice>
        <p className="text-sm text-ink/70">Ask an administrator for a new invitation link.</p>
        <SecondaryLink href="/login">Go to Login</SecondaryLink>
      </PageCard>
    );
  }
  return <RegistrationForm token={token} email={validation.email} />;
}

function RegistrationForm({ token, email }: { token: string; email: string }) {
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: "", email, password: "", confirmPassword: "", token },
  });
  const { errors, isSubmitting } = form.formState;

  useRedirectAfterSuccess(done, "/login");

  const submit = form.handleSubmit(async (values) => {
    try {
      await fetchJson(REGISTER_URL, { method: "POST", body: values });
      setDone(true);
    } catch (error) {
      toast.error("Registration failed", { description: errorMessage(error, "Registration failed. Please try again.") });
    }
  });

  if (done) {
    return (
      <PageCard title="Account Created!" centered>
        <Notice tone="success">Your account has been created successfully. Redirecting you to login...</Notice>
        <TextLink href="/login">Go to Login</TextLink>
      </PageCard>
    );
  }

  return (
    <FormCard
      title="Create Account"
      subtitle="You've been invited to help with the coloring stories"
      onSubmit={submit}
      footer={
        <p>
          Already have an account? <TextLink href="/login">Log in</TextLink>
        </p>
      }
    >
      <FormField form={form} name="fullName" label="Full Name" autoComplete="name" />
      <FormField form={form} name="email" label="Email" type="email" readOnly />
      <FormField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
      <FormField form={form} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
      {errors.token?.message ? <Notice tone="error">{errors.token.message}</Notice> : null}
      <SubmitButton busy={isSubmitting} busyLabel="Creating Account...">
        Create Account
      </SubmitButton>
    </FormCard>
  );
}
