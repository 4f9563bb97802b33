"use client";

import { saveFile } from "@/lib/client/save-file";
import { useEffect, useId, useState } from "react";
import { toast } from "@/lib/client/toast";
import { errorMessage, HttpError } from "@/lib/client/fetch-json";
import type { PdfLabels } from "@/lib/i18n/labels";
import { fillMessage, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_PAPER, type Paper } from "@/lib/pdf/print-choices";
import { storyPdfUrl } from "@/lib/api/story-urls";
import { unsavedPrintOffline } from "@/lib/offline/unsaved-print";
import { ButtonIcon } from "@/components/ui/icons";

// The family's paper size is remembered on this device for every story.
const PAPER_KEY = "pdf-paper";
const PAPER_LABEL_KEYS = { letter: "paperLetter", a4: "paperA4" } as const satisfies Record<Paper, keyof PdfLabels>;

/** The paper chosen on this device; the colouring page prints on it too. */
export function storedPaper(): Paper {
  try {
    const value = window.localStorage.getItem(PAPER_KEY);
    return value === "a4" || value === "letter" ? value : DEFAULT_PAPER;
  } catch {
    return DEFAULT_PAPER;
  }
}

function rememberPaper(paper: Paper): void {
  try {
    window.localStorage.setItem(PAPER_KEY, paper);
  } catch {
    // Storage may be off (private browsing): the choice then lasts for this page only.
  }
}

type Props = {
  storyKey: string;
  pageNumber: number;
  hasImage: boolean;
  labels: PdfLabels;
  /** A PDF asked for from a Spanish page carries Spanish titles and labels. */
  locale: Locale;
  /** Further actions sharing the row (the Share button). */
  children?: React.ReactNode;
};

async function download(path: string): Promise<void> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "Abuelita_Pepita.pdf";
  saveFile(await response.blob(), name);
}

// The PDF is built by the server (app/api/pdf); this only asks for it and saves it.
export function PdfButtons({ storyKey, pageNumber, hasImage, labels, locale, children }: Props) {
  const lang = locale;
  const [busy, setBusy] = useState(false);
  const [paper, setPaper] = useState<Paper>(DEFAULT_PAPER);
  const bookletAdviceId = useId();

  // Read after hydration: the server-rendered page cannot know this device's choice.
  useEffect(() => setPaper(storedPaper()), []);

  function choosePaper(next: Paper) {
    setPaper(next);
    rememberPaper(next);
  }

  async function run(path: string, done: string) {
    setBusy(true);
    const id = toast.loading(labels.generating, { description: labels.pleaseWait });
    try {
      await download(path);
      toast.success(labels.downloaded, { id, description: done });
    } catch (error) {
      if (unsavedPrintOffline(error)) toast.error(labels.notSavedTitle, { id, description: labels.notSavedText });
      else toast.error(labels.error, { id, description: errorMessage(error, labels.failed) });
    } finally {
      setBusy(false);
    }
  }

  function downloadPage() {
    if (!hasImage) {
      toast.error(labels.noImageTitle, { description: labels.noImageText });
      return;
    }
    void run(storyPdfUrl(storyKey, { page: pageNumber, paper, lang }), fillMessage(labels.pageDone, { page: pageNumber }));
  }

  const secondary =
    "rounded-full border-2 border-terracotta-500 px-5 py-2.5 font-bold text-terracotta-700 transition hover:bg-terracotta-50 disabled:opacity-50";

  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <button
        type="button"
        onClick={downloadPage}
        disabled={!hasImage || busy}
        className="inline-flex items-center gap-2 rounded-full bg-terracotta-500 px-6 py-3 text-lg font-bold lg:py-2.5 text-white shadow-md transition hover:bg-terracotta-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none"
      >
        <ButtonIcon d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />
        {labels.downloadPage}
      </button>
      <button type="button" onClick={() => void run(storyPdfUrl(storyKey, { paper, lang }), labels.storyDone)} disabled={busy} className={secondary}>
        {labels.downloadStory}
      </button>
      <button
        type="button"
        onClick={() => void run(storyPdfUrl(storyKey, { paper, lang, booklet: true }), labels.bookletDone)}
        disabled={busy}
        aria-describedby={bookletAdviceId}
        className={secondary}
      >
        {labels.printBooklet}
      </button>
      {/* A booklet comes out right only printed double-sided and flipped on the short edge, so the
          advice sits on a line of its own right under the button's row, before anyone downloads.
          Pulled into the row gaps: on a laptop the pager must still fit on the first screen. */}
      <p id={bookletAdviceId} className="-my-2 basis-full text-center text-xs leading-4 text-stone-600">
        {labels.bookletAdvice}
      </p>
      <fieldset className="flex items-center gap-1 rounded-full bg-terracotta-50 p-1 text-sm font-bold">
        <legend className="sr-only">{labels.paperSize}</legend>
        <span aria-hidden="true" className="pl-2 pr-1 text-stone-600">
          {labels.paper}
        </span>
        {(Object.keys(PAPER_LABEL_KEYS) as Paper[]).map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full px-3 py-1.5 text-terracotta-700 has-[:checked]:bg-terracotta-500 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-500"
          >
            <input type="radio" name="pdf-paper" value={option} checked={paper === option} onChange={() => choosePaper(option)} className="sr-only" />
            {labels[PAPER_LABEL_KEYS[option]]}
          </label>
        ))}
      </fieldset>
      {children}
    </div>
  );
}
