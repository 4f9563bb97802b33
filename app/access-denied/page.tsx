import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/auth/access-denied";
import { readSession } from "@/lib/auth/sessions";

export const metadata: Metadata = { title: "Access Denied", robots: { index: false } };

export default async function AccessDeniedPage() {
  const session = await readSession(await headers());
  if (!session) redirect("/login");
  if (session.user.isAdmin) redirect("/admin");
  return <AccessDenied user={session.user} />;
}
