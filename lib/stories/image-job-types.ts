// The answers of the batch image endpoints, declared once for the route handlers and the
// detail screen. Client-safe: no server imports here.

/** A page's image job that has not finished well; pages without one are absent. */
export type PageImageJob = { storyId: number; pageNumber: number; status: "queued" | "running" | "failed"; lastError: string | null };

export type ImageJobsResponse = { success: true; jobs: PageImageJob[] };
export type GenerateMissingImagesResponse = { success: true; queued: number[]; message: string };
/** 'Generate all missing images' in the image generation table, over every story. */
export type GenerateAllMissingImagesResponse = { success: true; queued: { storyId: number; pageNumber: number }[]; message: string };
