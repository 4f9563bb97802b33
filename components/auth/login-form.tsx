"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { mutate } from "swr";
import { errorMessage, fetchJson } from "@/lib/client/fetch-json";
import { CURRENT_USER_URL, LOGIN_URL, loginSchema } from "@/lib/api/auth";
import { PrimaryButton, TextLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await fetchJson(LOGIN_URL, { method: "POST", body: values });
      toast.dismiss();
      await mutate(CURRENT_USER_URL);
      router.replace(redirectTo);
      router.refresh();
    } catch (error) {
      const message = errorMessage(error, "Login failed. Please try again.");
      setFailure(message);
      toast.error("Login failed", { description: message });
    }
  });

  return (
    <AuthPage>
      <Card title="Admin Portal" subtitle="Sign in to manage the coloring stories">
        <form onSubmit={submit} noValidate className="space-y-4">
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <Field label="Email" type="email" autoComplete="email" {...form.register("email")} error={errors.email?.message} />
          <Field label="Password" type="password" autoComplete="current-password" {...form.register("password")} error={errors.password?.message} />
          <PrimaryButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Signing in..." : "Sign In"}
          </PrimaryButton>
        </form>
        <div className="mt-6 flex flex-col items-center gap-3 text-sm">
          <TextLink href="/forgot-password">Forgot your password?</TextLink>
          <TextLink href="/">Back to Story</TextLink>
        </div>
      </Card>
    </AuthPage>
  );
}
