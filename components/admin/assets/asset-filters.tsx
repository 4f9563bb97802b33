"use client";

import { useEffect, useRef, useState } from "react";
import { SecondaryButton } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { ARCHIVE_FILTERS, PUBLISHED_FILTERS, STORY_STATUS_FILTERS, type AssetFilters } from "@/lib/stories/model/asset-table";

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

/** How many of the three filters are set; the search shows itself. */
export const activeFilterCount = (filters: AssetFilters) => [filters.storyStatus, filters.published, filters.archive].filter((value) => value !== "all").length;

// Under 640 px the three filters fold behind a 'Filters' button that says how many are set, so
// the list starts on the first screen; the search stays in view, with Filters and Reset side by
// side under it and the unfolded filters below them.
export function AssetFilterBar({ filters, onChange, onReset }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const folded = open ? "col-span-2 grid gap-3 max-sm:order-last sm:contents" : "hidden sm:contents";
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,16rem)_repeat(3,minmax(0,12rem))_auto] lg:items-end lg:justify-start">
      <div className="col-span-2 sm:col-span-1">
        <TitleSearch value={filters.query} onSearch={(query) => onChange({ ...filters, query })} />
      </div>
      <SecondaryButton aria-expanded={open} aria-controls="asset-filters" onClick={() => setOpen((current) => !current)} className="py-2 sm:hidden">
        {active > 0 ? `Filters (${active})` : "Filters"}
      </SecondaryButton>
      <div id="asset-filters" className={folded}>
        <FilterSelect
          label="Story Status"
          id="filter-story-status"
          value={filters.storyStatus}
          options={STORY_STATUS_FILTERS}
          onChange={(storyStatus) => onChange({ ...filters, storyStatus })}
        />
        <FilterSelect
          label="Published"
          id="filter-published"
          value={filters.published}
          options={PUBLISHED_FILTERS}
          onChange={(published) => onChange({ ...filters, published })}
        />
        <FilterSelect
          label="Archive Status"
          id="filter-archive"
          value={filters.archive}
          options={ARCHIVE_FILTERS}
          onChange={(archive) => onChange({ ...filters, archive })}
        />
      </div>
      <SecondaryButton onClick={onReset} className="self-end py-2 lg:justify-self-start">
        Reset Filters
      </SecondaryButton>
    </div>
  );
}

function FilterSelect<T extends string>({
  label,
  id,
  value,
  options,
  onChange,
}: {
  label: string;
  id: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
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

const SEARCH_DELAY_MS = 250;

// Typing filters the list a moment after the last key, not on every key; a value changed from
// outside (Reset Filters, the address) replaces the draft.
function TitleSearch({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      onSearch(draft);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);
  return (
    <Field
      label="Search titles"
      id="filter-title"
      type="search"
      value={draft}
      placeholder="Title or story #"
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}
