import type { ReactNode } from "react";

// Every badge says what it means in words; the tone only adds to it. Text contrast on the badge's
// own background: green 5.4:1, yellow 5.3:1, red 5.9:1, gray 7.0:1, blue 5.7:1, terracotta 6.4:1.
const TONES = {
  green: "bg-leaf-500/15 text-leaf-700 ring-leaf-500/30",
  yellow: "bg-marigold-100 text-marigold-800 ring-marigold-300",
  red: "bg-red-50 text-red-700 ring-red-200",
  gray: "bg-ink/5 text-ink/70 ring-ink/15",
  blue: "bg-sky-500/10 text-sky-700 ring-sky-500/30",
  terracotta: "bg-terracotta-50 text-terracotta-700 ring-terracotta-100",
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "gray", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
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
