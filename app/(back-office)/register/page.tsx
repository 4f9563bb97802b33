import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { storableSearchParams, type SearchParams } from "@/lib/http/search-params";

// The token is in the URL: no Referer may carry it to another site (middleware also sends the header).
export const metadata: Metadata = { title: "Create Account", referrer: "no-referrer", robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await storableSearchParams(searchParams);
  return <RegisterForm token={typeof token === "string" ? token : ""} />;
}
