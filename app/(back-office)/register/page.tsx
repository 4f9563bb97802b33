import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";

// The token is in the URL: no Referer may carry it to another site (middleware also sends the header).
export const metadata: Metadata = { title: "Create Account", referrer: "no-referrer", robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <RegisterForm token={typeof token === "string" ? token : ""} />;
}
