import { createContext, use } from "react";
import { JobProgress } from "@/components/admin/job-progress";
import { Badge } from "@/components/ui/badge";
import { SmallButton } from "@/components/ui/button";
import { dataTableColumns } from "@/components/ui/data-table";
import type { ImagePageRow } from "@/lib/api/images";
import { isDrawing, truncateScene } from "@/lib/stories/model/image-table";
import { pictureCredit } from "@/lib/stories/model/credits";

/** Which request a row has running: its generation buttons wait for it. */
export type RowBusy = "generate" | "discord";

export type ImageRowActions = {
  busy: (row: ImagePageRow) => RowBusy | undefined;
  /** Why 'Discord MJ' cannot be used on this server, or null when Discord is configured. */
  discordOff: string | null;
  generate: (row: ImagePageRow) => void;
  discord: (row: ImagePageRow) => void;
  testRag: (row: ImagePageRow) => void;
  testDiscordRag: (row: ImagePageRow) => void;
};

/**
 * The screen's row actions reach the cells through a context, not as an argument of the columns:
 * new columns are new cell components, so React would mount every cell again each time a request
 * starts or ends, and the button just pressed would lose the keyboard's focus.
 */
export const ImageRowActionsContext = createContext<ImageRowActions | null>(null);

const column = dataTableColumns<ImagePageRow>();
const wide = "hidden lg:table-cell";

// The column ids are the sort keys of lib/stories/model/image-table.ts.
export const imageColumns = column.columns([
  column.accessor((row) => row.storyId, {
    id: "story",
    header: "Story",
    meta: { className: "min-w-32 sm:min-w-40" },
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-0.5">
        <span className="font-semibold [overflow-wrap:anywhere] text-ink">{row.original.storyTitle}</span>
        <span className="text-xs whitespace-nowrap text-ink/60">ID: {row.original.storyId}</span>
        {/* Below 1024 px the Page and Generated Image columns step out and show here instead. */}
        <span className="mt-1.5 flex flex-col items-start gap-1 lg:hidden">
          <PageCell row={row.original} />
          <ImageCell row={row.original} />
        </span>
      </span>
    ),
  }),
  column.accessor((row) => row.pageNumber, {
    id: "page",
    header: "Page",
    meta: { className: `min-w-40 ${wide}` },
    cell: ({ row }) => <PageCell row={row.original} />,
  }),
  column.accessor((row) => row.imageUrl !== null, {
    id: "image",
    header: "Generated Image",
    meta: { className: wide },
    cell: ({ row }) => <ImageCell row={row.original} />,
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <RowActions row={row.original} />,
  }),
]);

function PageCell({ row }: { row: ImagePageRow }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className="font-semibold whitespace-nowrap">Page {row.pageNumber}</span>
      <span className="text-xs text-ink/60" title={row.sceneDescription}>
        {truncateScene(row.sceneDescription)}
      </span>
    </span>
  );
}

function ImageCell({ row }: { row: ImagePageRow }) {
  if (!row.imageUrl) {
    return (
      <span className="flex flex-col items-start gap-1">
        <span className="whitespace-nowrap text-ink/60">No image generated</span>
        {row.job ? <JobProgress job={row.job} /> : null}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1">
      <a
        href={row.imageUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="font-bold whitespace-nowrap text-terracotta-600 underline decoration-marigold-300 decoration-2 underline-offset-4 hover:text-terracotta-700"
      >
        View Image
      </a>
      {row.imageSource === "manual" ? <Badge tone="blue">Manual Upload</Badge> : null}
      {row.imageSource ? <span className="w-full text-xs text-ink/60">{pictureCredit(row.imageSource, row.imageCredit)}</span> : null}
    </span>
  );
}

// One column of buttons on phones, two by two from 640 px.
// A page being drawn in the background takes no second request until its job ends.
function RowActions({ row }: { row: ImagePageRow }) {
  const actions = use(ImageRowActionsContext);
  if (!actions) throw new Error("Image generation cells need the screen's ImageRowActionsContext");
  const busy = actions.busy(row);
  const drawing = isDrawing(row);
  return (
    <div className="grid w-max grid-cols-1 gap-1.5 sm:grid-cols-2">
      <SmallButton tone="accent" disabled={busy !== undefined || drawing} onClick={() => actions.generate(row)}>
        {busy === "generate" ? "Generating..." : "Generate (DALL-E)"}
      </SmallButton>
      <SmallButton
        disabled={busy !== undefined || drawing || actions.discordOff !== null}
        title={actions.discordOff ?? undefined}
        onClick={() => actions.discord(row)}
      >
        {busy === "discord" ? "Starting..." : "Discord MJ"}
      </SmallButton>
      <SmallButton onClick={() => actions.testRag(row)}>Test RAG</SmallButton>
      <SmallButton onClick={() => actions.testDiscordRag(row)}>Test Discord RAG</SmallButton>
    </div>
  );
}
