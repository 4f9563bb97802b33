import { z } from "zod";
import type { StoryDetail } from "@/lib/stories/model/types";
import type { ImageCredit } from "@/lib/schemas/story-json";

// The image endpoints: their request bodies, answers and URLs, declared once for the route
// handlers and the screens. Client-safe: no server imports here.

export const IMAGE_PAGES_URL = "/api/admin/image-pages";
export const GALLERY_URL = "/api/admin/gallery";
export const ATTACHED_ASSETS_URL = "/api/admin/attached-assets";
export const UPLOAD_URL = "/api/objects/upload";
/** The largest image an admin may upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The raster types a page image may have, and their file extensions; the PDF and the coloring page need pixels, not SVG. */
export const UPLOAD_IMAGE_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** The file picker's `accept`: only the types an upload may have. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(",");

export const GENERATE_ALL_MISSING_IMAGES_URL = "/api/admin/generate-missing-images";

export type GalleryItemType = "generated" | "manual" | "attached";

export type GalleryItem = {
  id: string;
  url: string;
  /** 0 for attached assets. */
  storyId: number;
  storyTitle: string;
  /** 0 for attached assets. */
  pageNumber: number;
  type: GalleryItemType;
  createdAt: string;
  publishedStory: boolean;
};

export type GalleryResponse = { success: true; items: GalleryItem[] };
export type AttachedAssetsResponse = { success: true; assets: { name: string; createdAt: string }[] };
export type AttachedAssetCreatedResponse = { success: true; asset: { name: string; createdAt: string; url: string }; message: string };
export type UploadURLResponse = { success: true; uploadURL: string; url: string };
/** `credit`: who drew the picture, so the toast can name it. */
export type ImageGeneratedResponse = { success: true; imageUrl: string; story: StoryDetail; credit: ImageCredit; message: string };
export type ImagePromptResponse = {
  success: true;
  provider: string;
  model: string | null;
  prompt: string;
  context: { sceneDescription: string; storyTitle: string; pageNumber: number; characters: string; style: string };
};
/** Deleting a page image or an attached asset. */
export type ImageDeletedResponse = { success: true; message: string; story?: StoryDetail };

/** One page of one story, as the image generation table lists it. */
export type ImagePageRow = {
  storyId: number;
  storyTitle: string;
  pageNumber: number;
  english: string;
  spanish: string;
  sceneDescription: string;
  /** The image the page shows (the manual one over the generated one), or null. */
  imageUrl: string | null;
  imageSource: "manual" | "generated" | null;
  /** Who drew the generated picture shown; null for a manual one or one never recorded. */
  imageCredit: ImageCredit | null;
  /** The background job drawing a page that has no image yet, or null. */
  job: PageImageJob | null;
};
export type ImagePagesResponse = { success: true; rows: ImagePageRow[] };

export const manualImageRequestSchema = z.object({
  imageURL: z.string().trim().min(1, "imageURL is required").max(4096, "imageURL is too long"),
});
export type ManualImageRequest = z.infer<typeof manualImageRequestSchema>;

/** 'Upload asset' in the gallery: the uploaded file and the name it had on the admin's machine. */
export const attachedAssetRequestSchema = z.object({
  imageURL: manualImageRequestSchema.shape.imageURL,
  fileName: z.string().trim().min(1, "fileName is required").max(255, "fileName is too long"),
});
export type AttachedAssetRequest = z.infer<typeof attachedAssetRequestSchema>;

// The batch image endpoints.

/** A page's image job that has not finished well; pages without one are absent. */
export type PageImageJob = { storyId: number; pageNumber: number; status: "queued" | "running" | "failed"; lastError: string | null };

export type ImageJobsResponse = { success: true; jobs: PageImageJob[] };
export type GenerateMissingImagesResponse = { success: true; queued: number[]; message: string };
/** 'Generate all missing images' in the image generation table, over every story. */
export type GenerateAllMissingImagesResponse = { success: true; queued: { storyId: number; pageNumber: number }[]; message: string };

// The Midjourney-through-Discord endpoints.

export type DiscordGenerationStartedResponse = { success: true; message: string };

/** 'Test Discord RAG': the /imagine prompt for the page, and whether Discord is configured to send it. */
export type DiscordPromptResponse = ImagePromptResponse & { provider: "midjourney"; configured: boolean };
