import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";

// The small set of building blocks the account screens share: a warm card on paper, labelled
// fields with their validation message, and two button styles.

export function CrayonMark({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <path d="M6 26 20 6l6 4-14 20H6z" fill="#ffd25e" stroke="#963f22" strokeWidth="2" strokeLinejoin="round" />
      <path d="M20 6l6 4" stroke="#963f22" strokeWidth="2" />
    </svg>
  );
}

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

type FieldProps = ComponentProps<"input"> & { label: string; error?: string };

export function Field({ label, error, id, ...input }: FieldProps) {
  const fieldId = id ?? input.name;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-bold text-ink/80">
        {label}
      </label>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="w-full rounded-xl border-2 border-terracotta-100 bg-paper px-3.5 py-2.5 text-base outline-none transition placeholder:text-ink/40 focus:border-terracotta-500 focus:bg-white read-only:cursor-not-allowed read-only:bg-terracotta-50 read-only:text-ink/70 aria-[invalid]:border-red-400"
        {...input}
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PrimaryButton({ children, className = "", ...props }: ComponentProps<"button">) {
  return (
    <button
      className={`inline-flex w-full items-center justify-center gap-2 rounded-full bg-terracotta-500 px-5 py-3 font-bold text-white shadow-[0_4px_0_0_var(--color-terracotta-700)] transition hover:bg-terracotta-600 active:translate-y-0.5 active:shadow-[0_2px_0_0_var(--color-terracotta-700)] disabled:cursor-wait disabled:opacity-70 ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}

export function SecondaryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex w-full items-center justify-center rounded-full border-2 border-terracotta-100 bg-white px-5 py-2.5 font-bold text-terracotta-700 transition hover:border-terracotta-500"
    >
      {children}
    </Link>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-bold text-terracotta-600 underline decoration-marigold-300 decoration-2 underline-offset-4 hover:text-terracotta-700">
      {children}
    </Link>
  );
}

export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const colors = tone === "success" ? "border-leaf-500/40 bg-leaf-500/10 text-leaf-500" : "border-red-300 bg-red-50 text-red-800";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-2xl border-2 px-4 py-3 text-sm font-semibold ${colors}`}>
      {children}
    </div>
  );
}

export function Spinner({ className = "h-10 w-10" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-4 border-marigold-300 border-t-terracotta-500 ${className}`} />;
}

export function LockIcon() {
  return (
    <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-terracotta-100">
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="#963f22" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="4" y="11" width="16" height="10" rx="2" fill="#ffd25e" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
    </span>
  );
}

export function EnvelopeIcon() {
  return (
    <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-marigold-100">
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="#963f22" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" fill="#fffaf0" />
        <path d="m3 7 9 6 9-6" />
      </svg>
    </span>
  );
}
