import { AppError } from "@/lib/errors";
import type { StoryGenerationRequest, StoryPage } from "@/lib/schemas/story-generation";

export type StoryProvider = "claude" | "offline";

export type GeneratedStory = {
  title: string;
  pages: StoryPage[];
  /** What the story was written from, shown on the admin story page ('AI Generation Prompt'). */
  fullPrompt: string;
  provider: StoryProvider;
};

export interface StoryWriter {
  readonly provider: StoryProvider;
  /** Human name for the admin UI, so it can say when stories are not written by an AI service. */
  readonly name: string;
  write(request: StoryGenerationRequest): Promise<GeneratedStory>;
}

export type ImageProvider = "openai" | "offline";

export type PageImageRequest = { sceneDescription: string; storyTitle: string; pageNumber: number };

export type GeneratedImage = {
  /** Two-tone black line art on white, 1024x1536. */
  png: Buffer;
  provider: ImageProvider;
};

export interface ImageGenerator {
  readonly provider: ImageProvider;
  readonly name: string;
  generate(request: PageImageRequest): Promise<GeneratedImage>;
}

/**
 * A generation service failed or answered something unusable; the message says which and why.
 * It is the service's failure, not the request's: 502.
 */
export class GenerationError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, message);
    this.name = "GenerationError";
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** The service's own words for a failure, without the stack or the request. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
