"use client";

import { useEffect, useState } from "react";
import { toast } from "sonner";
import { errorMessage, HttpError } from "@/lib/client/fetch-json";
import { DEFAULT_PAPER, pdfQuery, type Paper, type PdfLang } from "@/lib/pdf/print-choices";

const PDF_FAILED = "Could not generate PDF. Please try again.";

// The family's paper size is remembered on this device for every story.
const PAPER_KEY = "pdf-paper";
const PAPER_LABELS: Record<Paper, string> = { letter: "Letter", a4: "A4" };

function storedPaper(): Paper {
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
  lang?: PdfLang;
  /** Further actions sharing the row (the Share button). */
  children?: React.ReactNode;
};

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
export function PdfButtons({ storyKey, pageNumber, hasImage, lang = "en", children }: Props) {
  const [busy, setBusy] = useState(false);
  const [paper, setPaper] = useState<Paper>(DEFAULT_PAPER);

  // Read after hydration: the server-rendered page cannot know this device's choice.
  useEffect(() => setPaper(storedPaper()), []);

  function choosePaper(next: Paper) {
    setPaper(next);
    rememberPaper(next);
  }

  async function run(path: string, done: string) {
    setBusy(true);
    const id = toast.loading("Generating PDF...", { description: "Please wait while we prepare your file." });
    try {
      await download(path);
      toast.success("PDF downloaded!", { id, description: done });
    } catch (error) {
      toast.error("Error", { id, description: errorMessage(error, PDF_FAILED) });
    } finally {
      setBusy(false);
    }
  }

  function downloadPage() {
    if (!hasImage) {
      toast.error("No Image Available", { description: "This page doesn't have a coloring image yet. Please generate an image first." });
      return;
    }
    void run(`/api/pdf/${storyKey}${pdfQuery({ page: pageNumber, paper, lang })}`, `Page ${pageNumber} downloaded successfully.`);
  }

  const secondary =
    "rounded-full border-2 border-terracotta-500 px-5 py-2.5 font-bold text-terracotta-700 transition hover:bg-terracotta-50 disabled:opacity-50";

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
        Download PDF
      </button>
      <button
        type="button"
        onClick={() => void run(`/api/pdf/${storyKey}${pdfQuery({ paper, lang })}`, "The whole story downloaded successfully.")}
        disabled={busy}
        className={secondary}
      >
        Download whole story
      </button>
      <button
        type="button"
        onClick={() => void run(`/api/pdf/${storyKey}${pdfQuery({ paper, lang, booklet: true })}`, "The booklet downloaded successfully.")}
        disabled={busy}
        className={secondary}
      >
        Print as booklet
      </button>
      <fieldset className="flex items-center gap-1 rounded-full bg-terracotta-50 p-1 text-sm font-bold">
        <legend className="sr-only">Paper size</legend>
        <span aria-hidden="true" className="pl-2 pr-1 text-stone-600">
          Paper
        </span>
        {(Object.keys(PAPER_LABELS) as Paper[]).map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full px-3 py-1.5 text-terracotta-700 has-[:checked]:bg-terracotta-500 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-500"
          >
            <input type="radio" name="pdf-paper" value={option} checked={paper === option} onChange={() => choosePaper(option)} className="sr-only" />
            {PAPER_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {children}
    </div>
  );
}
