import type { DailyAllowance } from "@/lib/generation/allowance";
import { storyUrl } from "./stories";

// The recorded-narration endpoints: their URLs and answers, declared once for the route
// handlers and the story detail screen. Client-safe: no server imports here.

/** Why 'Generate narration' is not offered: recordings are made by OpenAI only. */
export const NARRATION_UNAVAILABLE = "Recorded narration needs an OpenAI API key (OPENAI_API_KEY). Until then visitors hear their browser's own voice.";

export const narrationUrl = (storyId: number) => `${storyUrl(storyId)}/narration`;
export const generateNarrationUrl = (storyId: number) => `${storyUrl(storyId)}/generate-narration`;

/** A page's latest narration job that has not finished well; null once it is done. */
export type NarrationJob = { status: "queued" | "running" | "failed"; lastError: string | null };

export type PageNarration = {
  pageNumber: number;
  /** The page's captions whose recording matches their current text. */
  recorded: number;
  /** The page's captions (English, and Spanish when it has one). */
  wanted: number;
  job: NarrationJob | null;
};

export type NarrationStatusResponse = {
  success: true;
  /** Whether recordings can be made here (OPENAI_API_KEY is set). */
  available: boolean;
  pages: PageNarration[];
  allowance: DailyAllowance;
};

export type GenerateNarrationResponse = { success: true; queued: number[]; message: string };
