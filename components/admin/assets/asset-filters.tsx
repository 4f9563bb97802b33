import { SecondaryButton } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { ARCHIVE_FILTERS, PUBLISHED_FILTERS, STORY_STATUS_FILTERS, type AssetFilters } from "@/lib/stories/asset-table";

const LABELS: Record<string, string> = {
  all: "All",
  complete: "Complete",
  "generating-story": "Generating Story",
  "generating-images": "Generating Images",
  failed: "Failed",
  pending: "Pending",
  published: "Published",
  unpublished: "Unpublished",
  active: "Active",
  archived: "Archived",
};

type FilterBarProps = { filters: AssetFilters; onChange: (filters: AssetFilters) => void; onReset: () => void };

export function AssetFilterBar({ filters, onChange, onReset }: FilterBarProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto] lg:items-end lg:justify-start">
      <FilterSelect label="Story Status" id="filter-story-status" value={filters.storyStatus} options={STORY_STATUS_FILTERS} onChange={(storyStatus) => onChange({ ...filters, storyStatus })} />
      <FilterSelect label="Published" id="filter-published" value={filters.published} options={PUBLISHED_FILTERS} onChange={(published) => onChange({ ...filters, published })} />
      <FilterSelect label="Archive Status" id="filter-archive" value={filters.archive} options={ARCHIVE_FILTERS} onChange={(archive) => onChange({ ...filters, archive })} />
      <SecondaryButton onClick={onReset} className="self-end py-2 lg:justify-self-start">
        Reset Filters
      </SecondaryButton>
    </div>
  );
}

function FilterSelect<T extends string>({ label, id, value, options, onChange }: { label: string; id: string; value: T; options: readonly T[]; onChange: (value: T) => void }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-ink/80">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {LABELS[option] ?? option}
          </option>
        ))}
      </Select>
    </div>
  );
}
