import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/auth/access-denied";
import { DatabaseUnavailable } from "@/components/auth/database-unavailable";
import { readPageSession } from "@/lib/auth/sessions";

export const metadata: Metadata = { title: "Access Denied", robots: { index: false } };

export default async function AccessDeniedPage() {
  const session = await readPageSession(await headers());
  if (session === "unavailable") return <DatabaseUnavailable />;
  if (!session) redirect("/login");
  if (session.user.isAdmin) redirect("/admin");
  return <AccessDenied user={session.user} />;
}
