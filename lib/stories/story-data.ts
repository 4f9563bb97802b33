// Stories written by older generators store storyData as JSON text, as already-parsed data,
// as a bare pages array, or with numbers as strings. The viewer must show what it can of
// any of them rather than fail, so parsing is lenient and never throws.

import { scenePlanSchema } from "@/lib/ai/scene/plan";
import { parseJsonText } from "@/lib/json-text";
import type { StoryPage } from "./types";

export type { StoryPage };

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The raw pages list inside parsed storyData (a bare array or `{ pages }`), or null. */
export function rawPageList(data: unknown): unknown[] | null {
  const list = Array.isArray(data) ? data : data && typeof data === "object" ? (data as { pages?: unknown }).pages : null;
  return Array.isArray(list) ? list : null;
}

/** A raw page's number: its own when it is a positive integer, else its place in the list. */
export function pageNumberOf(page: Record<string, unknown>, index: number): number {
  const number = Number(page.pageNumber ?? page.page ?? index + 1);
  return Number.isInteger(number) && number > 0 ? number : index + 1;
}

export const isRawPage = (raw: unknown): raw is Record<string, unknown> => raw !== null && typeof raw === "object" && !Array.isArray(raw);

function toPage(raw: unknown, index: number): StoryPage | null {
  if (!isRawPage(raw)) return null;
  const page: StoryPage = {
    pageNumber: pageNumberOf(raw, index),
    storyText: text(raw.storyText ?? raw.text ?? raw.englishText),
    spanishText: text(raw.spanishText ?? raw.textSpanish),
    sceneDescription: text(raw.sceneDescription),
  };
  // A plan that no longer parses (an older or hand-edited one) is dropped, not an error: the
  // page's scene description still says what to draw.
  const scene = scenePlanSchema.safeParse(raw.scene);
  return scene.success ? { ...page, scene: scene.data } : page;
}

/** The pages of a story, in page order; [] when storyData holds nothing usable. */
export function parseStoryPages(storyData: unknown): StoryPage[] {
  const list = rawPageList(parseJsonText(storyData));
  if (!list) return [];
  return list
    .map(toPage)
    .filter((page): page is StoryPage => page !== null)
    .sort((a, b) => a.pageNumber - b.pageNumber);
}
