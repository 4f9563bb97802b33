import { format } from "date-fns";
import Link from "next/link";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { SmallButton, SmallLink } from "@/components/ui/button";
import { dataTableColumns } from "@/components/ui/data-table";
import type { AssetRow } from "@/lib/stories/asset-table";

export const dateTime = (iso: string) => format(new Date(iso), "MMM d, yyyy h:mm a");
const day = (iso: string) => format(new Date(iso), "MMM d, yyyy");

export type AssetActions = {
  /** The id of the story whose request is running: its buttons are disabled meanwhile. */
  busyId: number | null;
  publish: (row: AssetRow, published: boolean) => void;
  archive: (row: AssetRow, archived: boolean) => void;
  promote: (row: AssetRow) => void;
};

const column = dataTableColumns<AssetRow>();
const onWide = { className: "hidden md:table-cell" };

export function assetColumns(actions: AssetActions) {
  return column.columns([
    column.accessor("title", {
      header: "Title",
      enableSorting: false,
      meta: { className: "whitespace-nowrap font-semibold" },
      cell: ({ row }) => (
        <Link href={row.original.detailUrl} className="text-terracotta-700 hover:underline">
          {row.original.title}
        </Link>
      ),
    }),
    column.accessor("timestamp", { header: "Created", meta: { className: "whitespace-nowrap" }, cell: ({ getValue }) => dateTime(getValue()) }),
    column.accessor("aiLabel", {
      header: "AI",
      enableSorting: false,
      meta: onWide,
      cell: ({ getValue }) => <Badge tone={getValue() === "Static" ? "blue" : "terracotta"}>{getValue()}</Badge>,
    }),
    column.accessor("storyStatus", { header: "Story Status", cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
    column.accessor("storyTitle", { header: "Story Title", meta: { className: "min-w-40 [overflow-wrap:anywhere]" } }),
    column.accessor("imageStatus", { header: "Image Status", meta: onWide, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
    column.accessor("published", {
      header: "Published",
      cell: ({ row }) =>
        row.original.published ? (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone="green">Published</Badge>
            {row.original.publishedAt ? <span className="text-xs whitespace-nowrap text-ink/60">{day(row.original.publishedAt)}</span> : null}
          </span>
        ) : (
          <Badge>Unpublished</Badge>
        ),
    }),
    column.accessor("archived", {
      header: "Archive",
      enableSorting: false,
      meta: onWide,
      cell: ({ row }) =>
        row.original.archived ? (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone="red">Archived</Badge>
            {row.original.archivedAt ? <span className="text-xs whitespace-nowrap text-ink/60">{day(row.original.archivedAt)}</span> : null}
          </span>
        ) : (
          <Badge>Active</Badge>
        ),
    }),
    column.accessor("isHomepage", {
      header: "Homepage",
      enableSorting: false,
      meta: onWide,
      cell: ({ getValue }) => (getValue() ? <Badge tone="yellow">Homepage</Badge> : <span className="text-ink/40">—</span>),
    }),
    column.accessor("storyUrl", {
      header: "Link",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.storyStatus === "complete" ? (
          <SmallLink href={row.original.storyUrl} tone="accent">
            View Story
          </SmallLink>
        ) : (
          <span className="text-ink/40">—</span>
        ),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => <RowActions row={row.original} actions={actions} />,
    }),
  ]);
}

function RowActions({ row, actions }: { row: AssetRow; actions: AssetActions }) {
  const busy = actions.busyId === row.id;
  return (
    <div className="flex min-w-max flex-wrap items-center gap-1.5">
      {row.isOriginal ? null : (
        <>
          <SmallButton tone={row.published ? "neutral" : "positive"} disabled={busy} onClick={() => actions.publish(row, !row.published)}>
            {row.published ? "Unpublish" : "Publish"}
          </SmallButton>
          <SmallButton tone={row.archived ? "positive" : "danger"} disabled={busy} onClick={() => actions.archive(row, !row.archived)}>
            {row.archived ? "Restore" : "Archive"}
          </SmallButton>
          {row.published && !row.isHomepage ? (
            <SmallButton tone="accent" disabled={busy} onClick={() => actions.promote(row)}>
              Promote to Homepage
            </SmallButton>
          ) : null}
        </>
      )}
      <SmallLink href={row.detailUrl}>Details</SmallLink>
    </div>
  );
}
