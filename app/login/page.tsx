import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { safeRedirect } from "@/lib/auth/redirect";

export const metadata: Metadata = { title: "Admin Portal", robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect } = await searchParams;
  return <LoginForm redirectTo={safeRedirect(typeof redirect === "string" ? redirect : null)} />;
}
