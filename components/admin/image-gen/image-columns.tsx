import { Badge } from "@/components/ui/badge";
import { SmallButton } from "@/components/ui/button";
import { dataTableColumns } from "@/components/ui/data-table";
import type { ImagePageRow } from "@/lib/stories/image-types";
import { truncateScene } from "@/lib/stories/image-table";

/** Which request a row has running: its generation buttons wait for it. */
export type RowBusy = "generate" | "discord";

export type ImageRowActions = {
  busy: (row: ImagePageRow) => RowBusy | undefined;
  generate: (row: ImagePageRow) => void;
  discord: (row: ImagePageRow) => void;
  testRag: (row: ImagePageRow) => void;
  testDiscordRag: (row: ImagePageRow) => void;
};

const column = dataTableColumns<ImagePageRow>();

// The column ids are the sort keys of lib/stories/image-table.ts.
export function imageColumns(actions: ImageRowActions) {
  return column.columns([
    column.accessor((row) => row.storyId, {
      id: "story",
      header: "Story",
      meta: { className: "min-w-32 sm:min-w-40" },
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <span className="font-semibold [overflow-wrap:anywhere] text-ink">{row.original.storyTitle}</span>
          <span className="text-xs whitespace-nowrap text-ink/60">ID: {row.original.storyId}</span>
        </span>
      ),
    }),
    column.accessor((row) => row.pageNumber, {
      id: "page",
      header: "Page",
      meta: { className: "min-w-40" },
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <span className="font-semibold whitespace-nowrap">Page {row.original.pageNumber}</span>
          <span className="text-xs text-ink/60" title={row.original.sceneDescription}>
            {truncateScene(row.original.sceneDescription)}
          </span>
        </span>
      ),
    }),
    column.accessor((row) => row.imageUrl !== null, {
      id: "image",
      header: "Generated Image",
      cell: ({ row }) =>
        row.original.imageUrl ? (
          <span className="flex flex-col items-start gap-1">
            <a
              href={row.original.imageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-bold whitespace-nowrap text-terracotta-600 underline decoration-marigold-300 decoration-2 underline-offset-4 hover:text-terracotta-700"
            >
              View Image
            </a>
            {row.original.imageSource === "manual" ? <Badge tone="blue">Manual Upload</Badge> : null}
          </span>
        ) : (
          <span className="whitespace-nowrap text-ink/50">No image generated</span>
        ),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => <RowActions row={row.original} actions={actions} />,
    }),
  ]);
}

function RowActions({ row, actions }: { row: ImagePageRow; actions: ImageRowActions }) {
  const busy = actions.busy(row);
  return (
    <div className="flex w-44 flex-wrap items-center gap-1.5 sm:w-60">
      <SmallButton tone="accent" disabled={busy !== undefined} onClick={() => actions.generate(row)}>
        {busy === "generate" ? "Generating..." : "Generate (DALL-E)"}
      </SmallButton>
      <SmallButton disabled={busy !== undefined} onClick={() => actions.discord(row)}>
        {busy === "discord" ? "Starting..." : "Discord MJ"}
      </SmallButton>
      <SmallButton onClick={() => actions.testRag(row)}>Test RAG</SmallButton>
      <SmallButton onClick={() => actions.testDiscordRag(row)}>Test Discord RAG</SmallButton>
    </div>
  );
}
