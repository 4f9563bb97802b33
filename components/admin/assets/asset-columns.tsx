import { format } from "date-fns";
import Link from "next/link";
import { createContext, use } from "react";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { SmallLink } from "@/components/ui/button";
import { dataTableColumns } from "@/components/ui/data-table";
import type { AssetRow } from "@/lib/stories/model/asset-table";
import { ORIGINAL_WRITER_LABEL, WRITER_LABEL } from "@/lib/stories/model/credits";
import { RowMenu, type RowMenuItem } from "./row-menu";

export const dateTime = (iso: string) => format(new Date(iso), "MMM d, yyyy h:mm a");
const day = (iso: string) => format(new Date(iso), "MMM d, yyyy");

export type AssetActions = {
  /** The id of the story whose request is running: its buttons are disabled meanwhile. */
  busyId: number | null;
  publish: (row: AssetRow, published: boolean) => void;
  archive: (row: AssetRow, archived: boolean) => void;
  promote: (row: AssetRow) => void;
};

/**
 * The screen's row actions reach the cells through a context, not as an argument of the columns:
 * new columns are new cell components, so React would mount every cell again each time a request
 * starts or ends, closing a '⋯' menu opened meanwhile and dropping the keyboard's focus.
 */
export const AssetActionsContext = createContext<AssetActions | null>(null);

const column = dataTableColumns<AssetRow>();

// A row's links are not prefetched: every sort, filter or page shows 20 other stories, and
// watching their 40 links come into view and fetching each page cost more than the redraw itself.

// From 1280 px every column but Homepage shows (its 'On Home' badge sits in Published until
// 1536 px), so a laptop sees the AI label and sorts by image status without scrolling sideways.
// Narrower, the least used columns step out and what they showed moves, small, into a
// neighbouring cell (the `*:hidden` spans), so no row and no phone card loses a fact.
const from = { sm: "hidden sm:table-cell", md: "hidden md:table-cell", xl: "hidden xl:table-cell", xxl: "hidden 2xl:table-cell" };

// Claude's stories keep the terracotta of AI work; a story no AI wrote is plain gray.
const aiBadge = (label: AssetRow["aiLabel"]) => (
  <Badge tone={label === ORIGINAL_WRITER_LABEL ? "blue" : label === WRITER_LABEL.claude ? "terracotta" : undefined}>{label}</Badge>
);
const onHomeBadge = <Badge tone="yellow">On Home</Badge>;
const archivedBadge = (row: AssetRow) => (
  <span className="flex flex-col items-start gap-0.5">
    <Badge tone="red">Archived</Badge>
    {row.archivedAt ? <span className="text-xs whitespace-nowrap text-ink/60">{day(row.archivedAt)}</span> : null}
  </span>
);

export const assetColumns = column.columns([
  // One title column: the story's title (its activity type, muted, while it has none), sorted
  // naturally, with the row's name ('Story #48', 'Original Story') small beneath it.
  column.accessor("storyTitle", {
    header: "Title",
    meta: { className: "min-w-40 [overflow-wrap:anywhere] max-sm:col-span-2" },
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <Link
          href={row.original.detailUrl}
          prefetch={false}
          className={`font-semibold hover:underline ${row.original.titled ? "text-terracotta-700" : "text-ink/60 italic"}`}
        >
          {row.original.storyTitle}
        </Link>
        <span className="text-xs whitespace-nowrap text-ink/60">{row.original.title}</span>
        <span className="xl:hidden">{aiBadge(row.original.aiLabel)}</span>
        <span className="text-xs text-ink/60 sm:hidden">{dateTime(row.original.timestamp)}</span>
      </span>
    ),
  }),
  column.accessor("timestamp", {
    header: "Created",
    meta: { className: from.sm },
    cell: ({ getValue }) => (
      // One 'MMM d, yyyy h:mm a' date, allowed to break between the day and the time.
      <>
        <span className="whitespace-nowrap">{format(new Date(getValue()), "MMM d, yyyy")}</span>{" "}
        <span className="whitespace-nowrap">{format(new Date(getValue()), "h:mm a")}</span>
      </>
    ),
  }),
  column.accessor("aiLabel", { header: "AI", enableSorting: false, meta: { className: from.xl }, cell: ({ getValue }) => aiBadge(getValue()) }),
  column.accessor("storyStatus", {
    header: "Story Status",
    meta: { cardLabel: "Story Status" },
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <StatusBadge status={row.original.storyStatus} />
        {row.original.needsReview ? <Badge tone="red">Needs review</Badge> : null}
        <span className="text-xs whitespace-nowrap text-ink/60 xl:hidden">Images: {row.original.imageStatus}</span>
      </span>
    ),
  }),
  column.accessor("imageStatus", { header: "Image Status", meta: { className: from.xl }, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  column.accessor("published", {
    header: "Published",
    meta: { cardLabel: "Published" },
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-0.5">
        {row.original.published ? <Badge tone="green">Published</Badge> : <Badge>Unpublished</Badge>}
        {row.original.published && row.original.publishedAt ? (
          <span className="text-xs whitespace-nowrap text-ink/60">{day(row.original.publishedAt)}</span>
        ) : null}
        {row.original.onHome ? <span className="mt-0.5 2xl:hidden">{onHomeBadge}</span> : null}
        {row.original.archived ? <span className="mt-0.5 md:hidden">{archivedBadge(row.original)}</span> : null}
      </span>
    ),
  }),
  column.accessor("archived", {
    header: "Archive",
    enableSorting: false,
    meta: { className: from.md },
    cell: ({ row }) => (row.original.archived ? archivedBadge(row.original) : <Badge>Active</Badge>),
  }),
  column.accessor("onHome", {
    header: "Homepage",
    enableSorting: false,
    meta: { className: from.xxl },
    cell: ({ getValue }) => (getValue() ? onHomeBadge : <span className="text-ink/60">—</span>),
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { className: "max-sm:col-span-2" },
    cell: ({ row }) => <RowActions row={row.original} />,
  }),
]);

// One primary action per row (View Story once the text is written, else Details) and a '⋯' menu
// with the rest, always in the same order: Details, Publish/Unpublish, Archive/Restore, Promote.
function RowActions({ row }: { row: AssetRow }) {
  const actions = use(AssetActionsContext);
  if (!actions) throw new Error("Story Assets cells need the screen's AssetActionsContext");
  const busy = actions.busyId === row.id;
  const more: RowMenuItem[] = [];
  if (row.storyComplete) more.push({ label: "Details", href: row.detailUrl });
  if (!row.isOriginal) {
    more.push({ label: row.published ? "Unpublish" : "Publish", disabled: busy, onSelect: () => actions.publish(row, !row.published) });
    more.push({ label: row.archived ? "Restore" : "Archive", disabled: busy, onSelect: () => actions.archive(row, !row.archived) });
    if (row.published && !row.isHomepage && !row.onHome) more.push({ label: "Promote to Homepage", disabled: busy, onSelect: () => actions.promote(row) });
  }
  return (
    <div className="flex items-center gap-1.5">
      {row.storyComplete ? (
        <SmallLink href={row.storyUrl} prefetch={false} tone="accent" className="whitespace-nowrap">
          View Story
        </SmallLink>
      ) : (
        <SmallLink href={row.detailUrl} prefetch={false}>
          Details
        </SmallLink>
      )}
      {more.length > 0 ? <RowMenu label={`More actions for ${row.storyTitle}`} items={more} /> : null}
    </div>
  );
}
