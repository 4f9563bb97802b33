"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { mutate } from "swr";
import { errorMessage, fetchJson } from "@/lib/client/fetch-json";
import { CURRENT_USER_URL, LOGIN_URL, loginSchema } from "@/lib/api/auth";
import { TextLink } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { FormCard, FormField, SubmitButton } from "@/components/ui/form";

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await fetchJson(LOGIN_URL, { method: "POST", body: values });
      toast.dismiss();
      // A signed-out answer held from an earlier page is dropped, not fetched again: the admin
      // layout hands its screens the signed-in account, and the router asks the server for the
      // page afresh (dynamic pages are never reused from its cache), so one request lands.
      await mutate(CURRENT_USER_URL, undefined, { revalidate: false });
      router.replace(redirectTo);
    } catch (error) {
      const message = errorMessage(error, "Login failed. Please try again.");
      setFailure(message);
      toast.error("Login failed", { description: message });
    }
  });

  return (
    <FormCard
      title="Admin Portal"
      subtitle="Sign in to manage the coloring stories"
      onSubmit={submit}
      footer={
        <>
          <TextLink href="/forgot-password">Forgot your password?</TextLink>
          <TextLink href="/">Back to Story</TextLink>
        </>
      }
    >
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <SubmitButton busy={isSubmitting} busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </FormCard>
  );
}
