"use client";

import { useMemo, useState } from "react";
import { toast } from "sonner";
import useSWR, { type KeyedMutator } from "swr";
import { FileUploadButton } from "@/components/admin/file-upload-button";
import { SecondaryButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { LoadingStatus } from "@/components/ui/spinner";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { uploadAttachedAsset } from "@/lib/client/upload-image";
import { GALLERY_URL, UPLOAD_ACCEPT, type GalleryItem, type GalleryResponse, type ImageDeletedResponse } from "@/lib/api/images";
import { GalleryCard } from "./gallery-card";
import {
  deleteConfirmText,
  deletedText,
  deletePath,
  withoutItem,
  emptyGalleryText,
  filterGallery,
  GALLERY_BATCH,
  GALLERY_FILTERS,
  showMoreText,
  galleryCounts,
  type GalleryFilter,
} from "./gallery-rules";

const fetcher = (key: string) => fetchJson<GalleryResponse>(key);

// After a delete the card leaves at once (the chosen filter stays) and the list is fetched
// again, so every count comes from the server.
async function deleteItem(item: GalleryItem, mutate: KeyedMutator<GalleryResponse>) {
  if (!window.confirm(deleteConfirmText(item))) return;
  try {
    await fetchJson<ImageDeletedResponse>(deletePath(item), { method: "DELETE" });
  } catch {
    window.alert("Failed to delete image");
    return;
  }
  toast.success("Success", { description: deletedText(item) });
  await mutate((current) => withoutItem(current, item));
}

export function GalleryScreen() {
  const gallery = useSWR(GALLERY_URL, fetcher, swrDefaults);
  const [filter, setFilter] = useState<GalleryFilter>("all");
  const [drawn, setDrawn] = useState(GALLERY_BATCH);
  const items = gallery.data?.items;
  const counts = useMemo(() => galleryCounts(items ?? []), [items]);
  const shown = useMemo(() => filterGallery(items ?? [], filter), [items, filter]);

  if (gallery.isLoading && !items) {
    return <LoadingStatus>Loading images...</LoadingStatus>;
  }
  if (!items) return <Notice tone="error">{errorMessage(gallery.error, "Could not load the images.")}</Notice>;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div role="group" aria-label="Image type" className="flex flex-wrap gap-2">
          {GALLERY_FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setDrawn(GALLERY_BATCH);
              }}
              className={`inline-flex items-center gap-2 rounded-full border-2 px-4 py-1.5 text-sm font-bold transition ${
                filter === value
                  ? "border-terracotta-500 bg-terracotta-500 text-white"
                  : "border-terracotta-100 bg-white text-terracotta-700 hover:border-terracotta-500"
              }`}
            >
              {label}
              <span className={`rounded-full px-2 text-xs ${filter === value ? "bg-terracotta-700" : "bg-terracotta-50"}`}>{counts[value]}</span>
            </button>
          ))}
        </div>
        <UploadAssetButton onUploaded={() => void gallery.mutate()} />
      </div>
      {shown.length === 0 ? (
        <section className="flex flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-marigold-300 bg-marigold-100/50 px-6 py-10 text-center">
          <h2 className="font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700">No Images Found</h2>
          <p className="text-ink/70">{emptyGalleryText(filter)}</p>
        </section>
      ) : (
        <>
          <ul aria-label="Images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 2xl:grid-cols-5">
            {shown.slice(0, drawn).map((item) => (
              <GalleryCard key={item.id} item={item} onDelete={(target) => void deleteItem(target, gallery.mutate)} />
            ))}
          </ul>
          {shown.length > drawn ? (
            <div className="flex flex-col items-center gap-2 text-sm text-ink/70">
              <p>
                Showing {drawn} of {shown.length} images.
              </p>
              <SecondaryButton onClick={() => setDrawn((current) => current + GALLERY_BATCH)}>{showMoreText(shown.length - drawn)}</SecondaryButton>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** 'Upload asset': a picked image becomes an attached asset, served from /attached_assets/{name}. */
function UploadAssetButton({ onUploaded }: { onUploaded: () => void }) {
  return (
    <FileUploadButton
      label="Upload asset"
      inputLabel="Asset image file"
      accept={UPLOAD_ACCEPT}
      tone="accent"
      upload={async (file) => {
        if (await uploadAttachedAsset(file)) onUploaded();
      }}
    />
  );
}
