import { SmallButton } from "@/components/ui/button";
import { IMAGE_SORT_KEYS, type ImageSort, type ImageSortKey } from "@/lib/stories/image-table";

const LABELS: Record<ImageSortKey, string> = { story: "Story", page: "Page", image: "Generated Image" };

/**
 * The sort on narrow screens, where the Page and Generated Image headers step out of the table:
 * the same choices and the same toggle as the headers.
 */
export function ImageSortBar({ sort, onSort }: { sort: ImageSort; onSort: (key: ImageSortKey) => void }) {
  return (
    <div role="group" aria-label="Sort by" className="flex flex-wrap items-center gap-1.5 lg:hidden">
      <span className="text-xs font-bold tracking-wide text-ink/60 uppercase">Sort by</span>
      {IMAGE_SORT_KEYS.map((key) => (
        <SmallButton key={key} aria-pressed={sort.key === key} tone={sort.key === key ? "accent" : "neutral"} onClick={() => onSort(key)}>
          {LABELS[key]}
          {sort.key === key ? <span aria-label={sort.desc ? "descending" : "ascending"}>{sort.desc ? " ↓" : " ↑"}</span> : null}
        </SmallButton>
      ))}
    </div>
  );
}
