import type { ReactNode } from "react";

/** Label and value pairs of a detail card, two columns from small screens up. */
export function InfoList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-bold uppercase tracking-wide text-ink/60">{item.label}</dt>
          <dd className="mt-0.5 font-semibold text-ink [overflow-wrap:anywhere]">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The status side card's rows: a label, its badge, and a date or note under it. */
export function StatusList({ items }: { items: { label: string; badge: ReactNode; note?: ReactNode }[] }) {
  return (
    <dl className="space-y-3">
      {items.map((item) => (
        <div key={item.label} className="flex items-start justify-between gap-3">
          <dt className="text-sm font-bold text-ink/70">{item.label}</dt>
          <dd className="flex flex-col items-end gap-0.5 text-right">
            {item.badge}
            {item.note ? <span className="text-xs text-ink/60">{item.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
