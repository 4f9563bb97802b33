"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
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
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated || !user) return <AuthenticationRequired />;

  return (
    <div className="min-h-dvh bg-paper">
      <header className="relative border-b-4 border-marigold-300 bg-terracotta-50">
        <div className="mx-auto flex h-15 max-w-6xl items-center justify-between gap-3 px-4 md:h-auto md:flex-wrap md:pt-3">
          <Link
            href="/admin"
            className="flex min-w-0 items-center gap-2 font-[family-name:var(--font-display)] text-lg font-bold text-terracotta-700 md:text-xl"
          >
            <CrayonMark className="h-7 w-7 shrink-0" />
            <span className="truncate">Abuelita &amp; Pepita · Admin</span>
          </Link>
          <div className="hidden flex-wrap items-center gap-x-4 gap-y-1 text-sm md:flex">
            <AccountActions fullName={user.fullName} />
          </div>
          <PhoneMenu fullName={user.fullName} />
        </div>
        <div className="mx-auto hidden max-w-6xl px-4 pt-3 pb-2 md:block">
          <AdminNav />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}

function AccountActions({ fullName }: { fullName: string }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <span className="font-semibold text-ink/80">Welcome, {fullName}</span>
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
    </>
  );
}

// Under 768 px the header is one row, 64 px with its border; a Menu button opens the admin links as a list
// (the current one marked) with the account actions under it. Escape closes it and returns
// focus to the button; following a link closes it too.
function PhoneMenu({ fullName }: { fullName: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex h-10 items-center gap-2 rounded-full border-2 border-terracotta-500 bg-white px-4 text-sm font-bold text-terracotta-700"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          {open ? "✕" : "☰"}
        </span>
        Menu
      </button>
      {open ? (
        <div id={panelId} className="absolute inset-x-0 top-full z-40 border-b-4 border-marigold-300 bg-terracotta-50 px-4 pt-2 pb-4 shadow-lg">
          <AdminNav layout="list" onNavigate={() => setOpen(false)} />
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t-2 border-terracotta-100 pt-3 text-sm">
            <AccountActions fullName={fullName} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
