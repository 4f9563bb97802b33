import type { ReactNode } from "react";

const TONES = {
  green: "bg-leaf-500/15 text-leaf-500 ring-leaf-500/30",
  yellow: "bg-marigold-100 text-[#8a5a00] ring-marigold-300",
  red: "bg-red-50 text-red-700 ring-red-200",
  gray: "bg-ink/5 text-ink/70 ring-ink/15",
  blue: "bg-sky-500/10 text-sky-500 ring-sky-500/30",
  terracotta: "bg-terracotta-50 text-terracotta-700 ring-terracotta-100",
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "gray", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}

/** Complete is green, anything generating yellow, failed red; pending and any other value gray. */
export function statusTone(status: string): BadgeTone {
  if (status === "complete") return "green";
  if (status.startsWith("generating")) return "yellow";
  if (status === "failed") return "red";
  return "gray";
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}
