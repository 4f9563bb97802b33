import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { safeRedirect } from "@/lib/auth/redirect";
import { readPageSession } from "@/lib/auth/sessions";
import { storableSearchParams, type SearchParams } from "@/lib/http/search-params";

export const metadata: Metadata = { title: "Admin Portal", robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { redirect: requested } = await storableSearchParams(searchParams);
  const target = safeRedirect(typeof requested === "string" ? requested : null);
  // An admin who is already signed in (a bookmark, the back button) goes straight on. While
  // the database is down nobody can be checked, so the form is shown.
  const session = await readPageSession(await headers());
  if (session !== "unavailable" && session?.user.isAdmin) redirect(target);
  return <LoginForm redirectTo={target} />;
}
