"use client";

import { useCallback, useMemo, useState } from "react";
import useSWR from "swr";
import { SmallButton } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { SortBar, type SortChoice } from "@/components/ui/sort-bar";
import { useColumnSort } from "@/components/ui/use-column-sort";
import { ImageProviderNote } from "../image-provider-note";
import { Notice } from "@/components/ui/notice";
import { LoadingStatus } from "@/components/ui/spinner";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { IMAGE_PAGES_URL, type ImagePageRow, type ImagePagesResponse } from "@/lib/api/images";
import {
  DEFAULT_IMAGE_SORT,
  IMAGE_SORT_FIRST_DESC,
  imageRowId,
  isDrawing,
  isImageSortKey,
  isMissingImage,
  sortImageRows,
  type ImageFirstView,
  type ImageSortKey,
} from "@/lib/stories/model/image-table";
import { generateAllMissingImages, generatePageImage, showPromptContext, startDiscordGeneration } from "./image-gen-calls";
import { ImageRowActionsContext, imageColumns, type ImageRowActions, type RowBusy } from "./image-columns";

const fetcher = (key: string) => fetchJson<ImagePagesResponse>(key);

// Below 1024 px the Page and Generated Image headers step out of the table, so a bar sorts.
const SORT_CHOICES: readonly SortChoice<ImageSortKey>[] = [
  { key: "story", label: "Story" },
  { key: "page", label: "Page" },
  { key: "image", label: "Generated Image" },
];

// While background jobs draw pages, the rows are asked for this often, so each picture appears
// once it is drawn.
const POLL_MS = 2500;

/** Why 'Discord MJ' is disabled when the server has no Discord settings; named once for the note and the buttons. */
export const DISCORD_OFF_REASON = "Midjourney through Discord is not configured on this server.";

type ImageGenerationScreenProps = {
  /** Whether 'Discord MJ' can send to Midjourney; when not, its buttons are disabled with the reason. */
  discordConfigured: boolean;
  /** The image service 'Generate (DALL-E)' uses: OpenAI or the offline illustrator. */
  imageProvider: string;
  /** The first page and the counts, sent by the server page, shown until the whole list arrives. */
  firstView?: ImageFirstView;
};

export function ImageGenerationScreen({ discordConfigured, imageProvider, firstView }: ImageGenerationScreenProps) {
  const list = useSWR(IMAGE_PAGES_URL, fetcher, {
    ...swrDefaults,
    refreshInterval: (latest) => (latest?.rows.some(isDrawing) ? POLL_MS : 0),
  });
  const [queueing, setQueueing] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const { sort, sorting, changeSort, onSortingChange } = useColumnSort(DEFAULT_IMAGE_SORT, {
    isKey: isImageSortKey,
    firstDesc: IMAGE_SORT_FIRST_DESC,
    setPageIndex,
  });
  // Several rows may run at once; each row's buttons wait only for its own request.
  const [busyRows, setBusyRows] = useState<ReadonlyMap<string, RowBusy>>(new Map());

  const rows = list.data?.rows;
  const sorted = useMemo(() => (rows ? sortImageRows(rows, sort) : []), [rows, sort]);

  const reload = list.mutate;
  const run = useCallback(
    async (row: ImagePageRow, kind: RowBusy, call: (row: ImagePageRow) => Promise<boolean>) => {
      const id = imageRowId(row);
      setBusyRows((current) => new Map(current).set(id, kind));
      try {
        if ((await call(row)) && kind === "generate") await reload();
      } finally {
        setBusyRows((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        });
      }
    },
    [reload],
  );

  const actions = useMemo<ImageRowActions>(
    () => ({
      busy: (row) => busyRows.get(imageRowId(row)),
      discordOff: discordConfigured ? null : DISCORD_OFF_REASON,
      generate: (row) => void run(row, "generate", generatePageImage),
      discord: (row) => void run(row, "discord", startDiscordGeneration),
      testRag: (row) => void showPromptContext(row, "image"),
      testDiscordRag: (row) => void showPromptContext(row, "midjourney"),
    }),
    [busyRows, run, discordConfigured],
  );

  if (!rows && list.isLoading && !firstView) {
    return <LoadingStatus>Loading image generation interface...</LoadingStatus>;
  }
  if (!rows && !firstView) return <Notice tone="error">{errorMessage(list.error, "Could not load the story pages.")}</Notice>;
  const total = rows ? rows.length : (firstView?.total ?? 0);
  if (total === 0) {
    return (
      <section className="rounded-3xl border-2 border-dashed border-marigold-300 bg-marigold-100/50 px-6 py-10 text-center text-ink/70">
        No stories found. Create a story first to generate images.
      </section>
    );
  }

  const missing = rows ? rows.filter(isMissingImage).length : (firstView?.missing ?? 0);
  const drawing = rows ? rows.filter(isDrawing).length : (firstView?.drawing ?? 0);
  const generateAll = async () => {
    if (!rows) return;
    setQueueing(true);
    try {
      if (await generateAllMissingImages(rows)) await reload();
    } finally {
      setQueueing(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {/* It counts and confirms from the whole list, which arrives after the first paint. */}
        <SmallButton tone="accent" disabled={queueing || missing === 0 || !rows} onClick={() => void generateAll()}>
          {queueing ? "Starting..." : "Generate all missing images"}
        </SmallButton>
        <p role="status" className="text-sm text-ink/70">
          {missing === 0 && drawing === 0 ? "Every page has an image." : null}
          {missing > 0 ? `${missing} ${missing === 1 ? "page" : "pages"} without an image.` : null}
          {missing > 0 && drawing > 0 ? " " : null}
          {drawing > 0 ? `${drawing} being generated in the background.` : null}
        </p>
      </div>
      <ImageProviderNote provider={imageProvider}>{discordConfigured ? null : ` Discord MJ is off: ${DISCORD_OFF_REASON}`}</ImageProviderNote>
      <SortBar choices={SORT_CHOICES} sort={sort} onSort={changeSort} className="lg:hidden" />
      <ImageRowActionsContext value={actions}>
        <DataTable
          label="Image Generation"
          data={rows ? sorted : (firstView?.rows ?? [])}
          rowCount={rows ? undefined : total}
          columns={imageColumns}
          getRowId={imageRowId}
          manualSorting
          sorting={sorting}
          onSortingChange={onSortingChange}
          pageIndex={pageIndex}
          onPageIndexChange={setPageIndex}
        />
      </ImageRowActionsContext>
      {list.error ? <Notice tone="error">{errorMessage(list.error, "Could not refresh the story pages.")}</Notice> : null}
    </div>
  );
}
