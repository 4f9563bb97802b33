"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { LoadingScreen } from "@/components/auth/loading-screen";
import { signOutAndGoToLogin } from "@/components/auth/sign-out";
import { CrayonMark } from "@/components/ui/icons";
import { AdminNav } from "./admin-nav";
import { AuthenticationRequired } from "./authentication-required";

// The frame every admin screen shares. The server layout has already checked the session;
// this client guard follows the auth context afterwards (a session revoked elsewhere shows
// 'Authentication Required' at the next refetch instead of a broken screen).
export function AdminShell({ children }: { children: ReactNode }) {
  const { user, isLoading, isAuthenticated } = useAuth();
  const [leaving, setLeaving] = useState(false);
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated || !user) return <AuthenticationRequired />;

  return (
    <div className="min-h-dvh bg-paper">
      <header className="border-b-4 border-marigold-300 bg-terracotta-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 pt-3">
          <Link href="/admin" className="flex items-center gap-2 font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700">
            <CrayonMark className="h-7 w-7" />
            Abuelita &amp; Pepita · Admin
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="font-semibold text-ink/80">Welcome, {user.fullName}</span>
            <Link href="/admin/change-password" className="font-bold text-terracotta-600 hover:underline">
              Change Password
            </Link>
            <button
              type="button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void signOutAndGoToLogin();
              }}
              className="rounded-full border-2 border-terracotta-500 px-3 py-1 font-bold text-terracotta-700 transition hover:bg-terracotta-500 hover:text-white disabled:opacity-60"
            >
              Logout
            </button>
            <Link href="/" className="rounded-full bg-marigold-300 px-3 py-1 font-bold text-ink shadow-[0_2px_0_0_var(--color-marigold-500)] hover:bg-marigold-500">
              Back to Story
            </Link>
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 pt-3 pb-2">
          <AdminNav />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
