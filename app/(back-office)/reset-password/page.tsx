import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { storableSearchParams, type SearchParams } from "@/lib/http/search-params";

// The token is in the URL: no Referer may carry it to another site (middleware also sends the header).
export const metadata: Metadata = { title: "Reset Password", referrer: "no-referrer", robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await storableSearchParams(searchParams);
  return <ResetPasswordForm token={typeof token === "string" ? token : ""} />;
}
