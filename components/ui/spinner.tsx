import type { ReactNode } from "react";

export function Spinner({ className = "h-10 w-10" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-4 border-marigold-300 border-t-terracotta-500 ${className}`} />;
}

/** A screen's place while its data loads: a spinner and what is coming. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-ink/70" role="status">
      <Spinner className="h-8 w-8" />
      {children}
    </div>
  );
}
