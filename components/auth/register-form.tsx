"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage, fetchJson, HttpError } from "@/lib/client/fetch-json";
import { REGISTER_URL, registerSchema, validateInvitationUrl, type InvitationValidResponse } from "@/lib/api/auth";
import { PrimaryButton, SecondaryLink, TextLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useRedirectAfterSuccess } from "./use-redirect-after-success";

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
      <AuthPage>
        <Card title="Invitation Not Valid">
          <div className="space-y-5">
            <Notice tone="error">{validation.message}</Notice>
            <p className="text-sm text-ink/70">Ask an administrator for a new invitation link.</p>
            <SecondaryLink href="/login">Go to Login</SecondaryLink>
          </div>
        </Card>
      </AuthPage>
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
      <AuthPage>
        <Card title="Account Created!">
          <div className="space-y-5 text-center">
            <Notice tone="success">Your account has been created successfully. Redirecting you to login...</Notice>
            <TextLink href="/login">Go to Login</TextLink>
          </div>
        </Card>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <Card title="Create Account" subtitle="You've been invited to help with the coloring stories">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Full Name" autoComplete="name" {...form.register("fullName")} error={errors.fullName?.message} />
          <Field label="Email" type="email" readOnly {...form.register("email")} error={errors.email?.message} />
          <Field label="Password" type="password" autoComplete="new-password" {...form.register("password")} error={errors.password?.message} />
          <Field
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...form.register("confirmPassword")}
            error={errors.confirmPassword?.message}
          />
          {errors.token?.message ? <Notice tone="error">{errors.token.message}</Notice> : null}
          <PrimaryButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Creating Account..." : "Create Account"}
          </PrimaryButton>
        </form>
        <p className="mt-6 text-center text-sm">
          Already have an account? <TextLink href="/login">Log in</TextLink>
        </p>
      </Card>
    </AuthPage>
  );
}
