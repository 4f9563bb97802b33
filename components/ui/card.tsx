import type { ComponentProps, ReactNode } from "react";
import { CrayonMark } from "./icons";

/** A single centred card on a warm wash: the sign-in, account and guard screens. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-[radial-gradient(circle_at_top,var(--color-marigold-100),var(--color-paper)_60%)] px-4 py-10">
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}

export function Card({ title, subtitle, children, icon }: { title: string; subtitle?: ReactNode; children: ReactNode; icon?: ReactNode }) {
  return (
    <section className="rounded-3xl border-2 border-terracotta-100 bg-white/90 p-7 shadow-[0_8px_0_0_var(--color-terracotta-100)] sm:p-9">
      <div className="mb-6 flex flex-col items-center gap-2 text-center">
        {icon ?? <CrayonMark />}
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold text-terracotta-700">{title}</h1>
        {subtitle ? <p className="text-sm text-ink/70">{subtitle}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A page holding one card, its body spaced (and centred, for a message). */
export function PageCard({ centered = false, children, ...card }: Omit<ComponentProps<typeof Card>, "children"> & { centered?: boolean; children: ReactNode }) {
  return (
    <AuthPage>
      <Card {...card}>
        <div className={centered ? "space-y-5 text-center" : "space-y-5"}>{children}</div>
      </Card>
    </AuthPage>
  );
}

/** A titled section of an admin screen. */
export function Panel({ title, actions, children, className = "" }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl border-2 border-terracotta-100 bg-white p-5 shadow-[0_6px_0_0_var(--color-terracotta-100)] sm:p-6 ${className}`}>
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? <h2 className="font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700">{title}</h2> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
