"use client";

import { useState } from "react";
import { toast } from "sonner";
import { errorMessage, HttpError } from "@/lib/client/fetch-json";
import type { PdfLabels } from "@/lib/i18n/labels";
import { fillMessage, type Locale } from "@/lib/i18n/locales";

type Props = { storyKey: string; pageNumber: number; hasImage: boolean; labels: PdfLabels; locale: Locale };

/** The PDF's address; one asked for from a Spanish page carries Spanish titles and labels. */
export function pdfPath(storyKey: string, locale: Locale, pageNumber?: number): string {
  const params = new URLSearchParams();
  if (pageNumber !== undefined) params.set("page", String(pageNumber));
  if (locale !== "en") params.set("lang", locale);
  const query = params.toString();
  return `/api/pdf/${storyKey}${query ? `?${query}` : ""}`;
}

async function download(path: string): Promise<void> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "Abuelita_Pepita.pdf";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The PDF is built by the server (app/api/pdf); this only asks for it and saves it.
export function PdfButtons({ storyKey, pageNumber, hasImage, labels, locale }: Props) {
  const [busy, setBusy] = useState(false);

  async function run(path: string, done: string) {
    setBusy(true);
    const id = toast.loading(labels.generating, { description: labels.pleaseWait });
    try {
      await download(path);
      toast.success(labels.downloaded, { id, description: done });
    } catch (error) {
      toast.error(labels.error, { id, description: errorMessage(error, labels.failed) });
    } finally {
      setBusy(false);
    }
  }

  function downloadPage() {
    if (!hasImage) {
      toast.error(labels.noImageTitle, { description: labels.noImageText });
      return;
    }
    void run(pdfPath(storyKey, locale, pageNumber), fillMessage(labels.pageDone, { page: pageNumber }));
  }

  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <button
        type="button"
        onClick={downloadPage}
        disabled={!hasImage || busy}
        className="inline-flex items-center gap-2 rounded-full bg-terracotta-500 px-6 py-3 text-lg font-bold text-white shadow-md transition hover:bg-terracotta-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />
        </svg>
        {labels.downloadPage}
      </button>
      <button
        type="button"
        onClick={() => void run(pdfPath(storyKey, locale), labels.storyDone)}
        disabled={busy}
        className="rounded-full border-2 border-terracotta-500 px-5 py-2.5 font-bold text-terracotta-700 transition hover:bg-terracotta-50 disabled:opacity-50"
      >
        {labels.downloadStory}
      </button>
    </div>
  );
}
