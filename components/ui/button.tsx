import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";

const primary =
  "inline-flex items-center justify-center gap-2 rounded-full bg-terracotta-500 px-5 py-3 font-bold text-white shadow-[0_4px_0_0_var(--color-terracotta-700)] transition hover:bg-terracotta-600 active:translate-y-0.5 active:shadow-[0_2px_0_0_var(--color-terracotta-700)] disabled:cursor-wait disabled:opacity-70";
const secondary =
  "inline-flex items-center justify-center gap-2 rounded-full border-2 border-terracotta-100 bg-white px-5 py-2.5 font-bold text-terracotta-700 transition hover:border-terracotta-500 disabled:cursor-not-allowed disabled:opacity-60";

export function PrimaryButton({ children, className = "w-full", ...props }: ComponentProps<"button">) {
  return (
    <button className={`${primary} ${className}`} {...props}>
      {children}
    </button>
  );
}

export function SecondaryButton({ children, className = "", type = "button", ...props }: ComponentProps<"button">) {
  return (
    <button type={type} className={`${secondary} ${className}`} {...props}>
      {children}
    </button>
  );
}

export function SecondaryLink({ href, children, className = "w-full" }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={`${secondary} ${className}`}>
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

const SMALL_TONES = {
  neutral: "border-terracotta-100 text-terracotta-700 hover:border-terracotta-500",
  positive: "border-leaf-500/40 text-leaf-500 hover:border-leaf-500",
  danger: "border-red-200 text-red-700 hover:border-red-500",
  accent: "border-marigold-300 bg-marigold-100 text-ink hover:border-marigold-500",
} as const;
export type SmallTone = keyof typeof SMALL_TONES;

const small =
  "inline-flex items-center justify-center gap-1 whitespace-nowrap rounded-full border-2 px-3 py-1 text-sm font-bold transition disabled:cursor-not-allowed disabled:opacity-50";

/** The compact pill button of table rows and side cards. */
export function SmallButton({ tone = "neutral", className = "", type = "button", ...props }: ComponentProps<"button"> & { tone?: SmallTone }) {
  return <button type={type} className={`${small} bg-white ${SMALL_TONES[tone]} ${className}`} {...props} />;
}

export function SmallLink({ tone = "neutral", className = "", ...props }: ComponentProps<typeof Link> & { tone?: SmallTone }) {
  return <Link className={`${small} bg-white ${SMALL_TONES[tone]} ${className}`} {...props} />;
}
