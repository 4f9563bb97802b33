"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import useSWR, { useSWRConfig } from "swr";
import { SecondaryButton } from "@/components/ui/button";
import { DataTable, DEFAULT_PAGE_SIZE, type RowRange } from "@/components/ui/data-table";
import { Notice } from "@/components/ui/notice";
import { SortBar, type SortChoice } from "@/components/ui/sort-bar";
import { useColumnSort } from "@/components/ui/use-column-sort";
import { LoadingStatus } from "@/components/ui/spinner";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { versionedFetcher } from "@/lib/client/fetch-versioned";
import { pageOf } from "@/lib/table/page-window";
import { promoteStoryToHomepage, setStoryArchived, setStoryPublished } from "@/lib/client/story-actions";
import { PUBLIC_ORIGINAL_STORY_URL, STORIES_URL, type OriginalStoryResponse, type StoryListResponse } from "@/lib/api/stories";
import {
  assetRowOrders,
  assetRows,
  assetViewFromParams,
  assetViewParams,
  filterAssetRows,
  ASSET_SORT_FIRST_DESC,
  isAssetSortKey,
  noMatchMessage,
  isFiltered,
  NO_FILTERS,
  type AssetFilters,
  type AssetRow,
  type AssetSortKey,
  type AssetView,
} from "@/lib/stories/model/asset-table";
import { LeaveHomeDialog, useLeaveHomeConfirm } from "../leave-home-dialog";
import { MissingPicturesDialog, useMissingPicturesConfirm } from "../missing-pictures-dialog";
import { AssetActionsContext, assetColumns, type AssetActions } from "./asset-columns";
import { AssetFilterBar } from "./asset-filters";

const REFRESH_MS = 5000;
const FALLBACK_ORIGINAL_TITLE = "Original Story";

const fetcher = versionedFetcher<StoryListResponse>();
const originalFetcher = (key: string) => fetchJson<OriginalStoryResponse>(key);
const rowId = (row: AssetRow) => String(row.id);

// Under 640 px the rows are cards without a header row, so this bar sorts, in the headers' order.
const SORT_CHOICES: readonly SortChoice<AssetSortKey>[] = [
  { key: "storyTitle", label: "Title" },
  { key: "timestamp", label: "Created" },
  { key: "storyStatus", label: "Story Status" },
  { key: "imageStatus", label: "Image Status" },
  { key: "published", label: "Published" },
];

// The address gives the first view; from then on the view writes the address. Only this shell
// reads it: Next's router follows every address the view writes (useSearchParams changes), and
// the view, memoized on a first view that never changes, is not drawn again for it.
export function StoryAssetsScreen({ listEtag }: { listEtag?: string }) {
  const searchParams = useSearchParams();
  const served: unknown = useSWRConfig().fallback[STORIES_URL];
  const [initial] = useState(() => {
    if (listEtag && served) fetcher.prime(STORIES_URL, listEtag, served as StoryListResponse);
    const address = searchParams?.toString() ?? "";
    return { address, view: assetViewFromParams(new URLSearchParams(address)) };
  });
  return <StoryAssetsView initial={initial.view} address={initial.address} />;
}

// Writing the address costs Chromium about as much as redrawing the table (the history entry,
// and the favicon fetched and decoded again on every same-document navigation), and Next's router
// follows it with a render of its own. So the address follows the view in a task after the frame
// that shows it, the latest view only: the sorted, filtered or paged list is painted first, and
// Next's render is over long before the next click (a menu opened then stays open).
/** Writes `view` into the address, which read `address` when the screen opened. */
function useAddressOf(view: AssetView, address: string) {
  const pathname = usePathname() ?? "";
  const query = assetViewParams(view).toString();
  const written = useRef(address);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (query === written.current) return;
        written.current = query;
        // The browser's own history, which Next's router follows: the list is all in the page, so
        // a new address must not ask the server to render the page again (router.replace would).
        window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [query, pathname]);
}

const StoryAssetsView = memo(function StoryAssetsView({ initial, address }: { initial: AssetView; address: string }) {
  // Each poll sends the list's ETag back, so an unchanged list costs an empty 304 and SWR keeps
  // the same data object: no body read, parsed or compared, no row rebuilt.
  const list = useSWR(STORIES_URL, fetcher, { ...swrDefaults, refreshInterval: REFRESH_MS });
  const original = useSWR(PUBLIC_ORIGINAL_STORY_URL, originalFetcher, swrDefaults);
  const [filters, setFilters] = useState<AssetFilters>(initial.filters);
  const [pageIndex, setPageIndex] = useState(initial.pageIndex);
  const { sort, sorting, changeSort, onSortingChange } = useColumnSort(initial.sort, { isKey: isAssetSortKey, firstDesc: ASSET_SORT_FIRST_DESC, setPageIndex });
  useAddressOf({ filters, sort, pageIndex }, address);
  const [busyId, setBusyId] = useState<number | null>(null);
  const leaveHome = useLeaveHomeConfirm();
  const askLeaveHome = leaveHome.ask;
  const missingPictures = useMissingPicturesConfirm();
  const askMissingPictures = missingPictures.ask;

  const stories = list.data?.stories;
  const originalTitle = original.data?.story.title ?? FALLBACK_ORIGINAL_TITLE;
  const rows = useMemo(() => (stories ? assetRows(stories, originalTitle) : []), [stories, originalTitle]);
  const orders = useMemo(() => assetRowOrders(rows), [rows]);
  const sorted = useMemo(() => filterAssetRows(orders(sort), filters), [orders, sort, filters]);
  // Only the page shown goes to the table: 10,000 stories would otherwise be 10,000 table rows
  // built again on every sort, filter and poll.
  const { range } = pageOf(sorted.length, pageIndex, DEFAULT_PAGE_SIZE);
  const pageRows = useMemo(() => sorted.slice(range.from - 1, range.to), [sorted, range.from, range.to]);

  const run = useCallback(async (id: number, action: () => Promise<boolean>) => {
    setBusyId(id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  }, []);

  const actions = useMemo<AssetActions>(
    () => ({
      busyId,
      publish: (row, published) => {
        const change = () => run(row.id, () => setStoryPublished(row.id, published));
        if (published) askMissingPictures(row.pictures, "publish", change);
        else askLeaveHome(row.onHome, row.storyTitle, "unpublish", change);
      },
      archive: (row, archived) => askLeaveHome(row.onHome && archived, row.storyTitle, "archive", () => run(row.id, () => setStoryArchived(row.id, archived))),
      promote: (row) => askMissingPictures(row.pictures, "promote", () => run(row.id, () => promoteStoryToHomepage(row.id))),
    }),
    [busyId, run, askLeaveHome, askMissingPictures],
  );

  const changeFilters = useCallback((next: AssetFilters) => {
    setFilters(next);
    setPageIndex(0);
  }, []);

  if (list.isLoading && !stories) {
    return <LoadingStatus>Loading stories...</LoadingStatus>;
  }
  if (!stories) return <Notice tone="error">{errorMessage(list.error, "Could not load the stories.")}</Notice>;

  const filteredView = isFiltered(filters);
  const counter = (range: RowRange) =>
    filteredView ? `Showing ${range.total} of ${rows.length} stories (filtered)` : `Showing ${range.from}-${range.to} of ${range.total} stories`;

  return (
    <div className="space-y-5">
      <AssetFilterBar filters={filters} onChange={changeFilters} onReset={() => changeFilters(NO_FILTERS)} />
      <SortBar choices={SORT_CHOICES} sort={sort} onSort={changeSort} className="sm:hidden" />
      <AssetActionsContext value={actions}>
        <DataTable
          label="Story Assets"
          data={pageRows}
          rowCount={sorted.length}
          columns={assetColumns}
          getRowId={rowId}
          manualSorting
          manualFiltering
          sortDescFirst
          sorting={sorting}
          onSortingChange={onSortingChange}
          pageIndex={pageIndex}
          onPageIndexChange={setPageIndex}
          counter={counter}
          cardsOnPhones
          rowClassName={(row) => (row.isOriginal ? "bg-marigold-100/40" : row.archived ? "bg-ink/[0.03] text-ink/70" : "")}
          empty={
            <EmptyState
              title="No Stories Match Your Filters"
              action={<SecondaryButton onClick={() => changeFilters(NO_FILTERS)}>Reset Filters</SecondaryButton>}
            >
              {noMatchMessage(filters)}
            </EmptyState>
          }
        />
      </AssetActionsContext>
      {stories.length === 0 && !filteredView ? (
        <EmptyState
          title="No Stories Yet"
          action={
            <Link href="/admin" className="font-bold text-terracotta-600 underline decoration-marigold-300 decoration-2 underline-offset-4">
              Generate a story
            </Link>
          }
        >
          Generated stories appear here, next to the built-in Original Story.
        </EmptyState>
      ) : null}
      {list.error ? <Notice tone="error">{errorMessage(list.error, "Could not refresh the stories.")}</Notice> : null}
      <LeaveHomeDialog {...leaveHome.dialog} />
      <MissingPicturesDialog {...missingPictures.dialog} />
    </div>
  );
});

function EmptyState({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-marigold-300 bg-marigold-100/50 px-6 py-10 text-center">
      <h2 className="font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700">{title}</h2>
      <p className="text-ink/70">{children}</p>
      <div className="mt-2">{action}</div>
    </section>
  );
}
