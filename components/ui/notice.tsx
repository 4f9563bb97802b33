import type { ReactNode } from "react";

// Text on the notice's own background: success 5.8:1, error 7.6:1, info 9.8:1.
const TONES = {
  success: "border-leaf-500/40 bg-leaf-500/10 text-leaf-700",
  error: "border-red-300 bg-red-50 text-red-800",
  info: "border-marigold-300 bg-marigold-100 text-ink/80",
} as const;

// Errors interrupt a screen reader (alert); successes and information wait their turn (status).
export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-2xl border-2 px-4 py-3 text-sm font-semibold ${TONES[tone]}`}>
      {children}
    </div>
  );
}
