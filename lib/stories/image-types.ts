import type { PageImageJob } from "./image-job-types";
import type { StoryDetail } from "./types";

// The image endpoints' answers, declared once for the route handlers and the screens.
// Client-safe: no server imports here.

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
export type ImageGeneratedResponse = { success: true; imageUrl: string; story: StoryDetail; message: string };
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
  /** The background job drawing a page that has no image yet, or null. */
  job: PageImageJob | null;
};
export type ImagePagesResponse = { success: true; rows: ImagePageRow[] };
