import { AppError } from "@/lib/core/errors";
import type { StoryGenerationRequest } from "@/lib/api/story-generation";
import type { StoryPage } from "@/lib/stories/model/types";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import type { ActivitySuggestion, StoryProvider } from "@/lib/story-writing/writer-info";

export type { StoryProvider };

export type GeneratedStory = {
  title: string;
  spanishTitle: string;
  pages: StoryPage[];
  /** What the story was written from, shown on the admin story page ('AI Generation Prompt'). */
  fullPrompt: string;
  provider: StoryProvider;
};

export interface StoryWriter {
  readonly provider: StoryProvider;
  /** Human name for the admin UI, so it can say when stories are not written by an AI service. */
  readonly name: string;
  /** The model asked, for AI writers. */
  readonly model?: string;
  /** The exact instructions write() works from, kept as the story's fullPrompt. */
  prompt(request: StoryGenerationRequest): string;
  /**
   * Rejects with an UnusableStoryError when the service answered something that is not a story,
   * and with a GenerationError when the service itself failed.
   */
  write(request: StoryGenerationRequest, options?: { signal?: AbortSignal; storyId?: number }): Promise<GeneratedStory>;
  /** The activities it can write, when it cannot write any: the Generate form suggests them. */
  readonly activities?: readonly ActivitySuggestion[];
  /** Why this writer cannot write the request at all, said before a story is stored; nothing when it can. */
  refusal?(request: StoryGenerationRequest): string | undefined;
}

export type ImageProvider = "openai" | "offline" | "midjourney";

/** `storyId`, when the story has one, varies the offline illustrator's compositions between two stories of one request. */
export type PageImageRequest = { sceneDescription: string; storyTitle: string; pageNumber: number; storyId?: number; scene?: ScenePlan };

export type GeneratedImage = {
  /** Two-tone black line art on white, 1024x1536. */
  png: Buffer;
  provider: ImageProvider;
};

/** Pictures of the story a generator that draws from references may use besides its own. */
export type PageReferences = {
  /** The story's own first page as it is shown, once drawn; null while it has none or it cannot be read. */
  firstPage(): Promise<Buffer | null>;
};

export interface ImageGenerator {
  readonly provider: ImageProvider;
  readonly name: string;
  /** The model asked, for AI generators. */
  readonly model?: string;
  generate(request: PageImageRequest, references?: PageReferences): Promise<GeneratedImage>;
}

/**
 * A generation service failed or answered something unusable; the message says which and why.
 * It is the service's failure, not the request's: 502.
 */
export class GenerationError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("upstream_failed", message);
    this.name = "GenerationError";
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** The service answered, but not with a usable story: asking again may well succeed. */
export class UnusableStoryError extends GenerationError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UnusableStoryError";
  }
}

/** The service's own words for a failure, without the stack or the request. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
