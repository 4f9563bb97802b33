import { SmallButton } from "./button";

export type SortChoice<K extends string> = { key: K; label: string };

/**
 * A table's sort where its headers are out of sight (narrow screens): the same choices and the
 * same toggle as the headers. `className` says from which width it steps aside for them.
 */
export function SortBar<K extends string>({
  choices,
  sort,
  onSort,
  className,
}: {
  choices: readonly SortChoice<K>[];
  sort: { key: K; desc: boolean };
  onSort: (key: K) => void;
  className: string;
}) {
  return (
    <div role="group" aria-label="Sort by" className={`flex flex-wrap items-center gap-1.5 ${className}`}>
      <span className="text-xs font-bold tracking-wide text-ink/60 uppercase">Sort by</span>
      {choices.map(({ key, label }) => (
        <SmallButton key={key} aria-pressed={sort.key === key} tone={sort.key === key ? "accent" : "neutral"} onClick={() => onSort(key)}>
          {label}
          {sort.key === key ? <span aria-label={sort.desc ? "descending" : "ascending"}>{sort.desc ? " ↓" : " ↑"}</span> : null}
        </SmallButton>
      ))}
    </div>
  );
}
