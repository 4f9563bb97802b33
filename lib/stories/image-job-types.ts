// The answers of the batch image endpoints, declared once for the route handlers and the
// detail screen. Client-safe: no server imports here.

/** A page's image job that has not finished well; pages without one are absent. */
export type PageImageJob = { pageNumber: number; status: "queued" | "running" | "failed"; lastError: string | null };

export type ImageJobsResponse = { success: true; jobs: PageImageJob[] };
export type GenerateMissingImagesResponse = { success: true; queued: number[]; message: string };
