// Stories written by older generators store storyData as JSON text, as already-parsed data,
// as a bare pages array, or with numbers as strings. The viewer must show what it can of
// any of them rather than fail, so parsing is lenient and never throws.

import { parseJsonText } from "@/lib/json-text";
import type { StoryPage } from "./types";

export type { StoryPage };

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function toPage(raw: unknown, index: number): StoryPage | null {
  if (!raw || typeof raw !== "object") return null;
  const page = raw as Record<string, unknown>;
  const number = Number(page.pageNumber ?? page.page ?? index + 1);
  return {
    pageNumber: Number.isInteger(number) && number > 0 ? number : index + 1,
    storyText: text(page.storyText ?? page.text ?? page.englishText),
    spanishText: text(page.spanishText ?? page.textSpanish),
    sceneDescription: text(page.sceneDescription),
  };
}

/** The pages of a story, in page order; [] when storyData holds nothing usable. */
export function parseStoryPages(storyData: unknown): StoryPage[] {
  const data = parseJsonText(storyData);
  const list = Array.isArray(data) ? data : data && typeof data === "object" ? (data as { pages?: unknown }).pages : null;
  if (!Array.isArray(list)) return [];
  return list
    .map(toPage)
    .filter((page): page is StoryPage => page !== null)
    .sort((a, b) => a.pageNumber - b.pageNumber);
}
