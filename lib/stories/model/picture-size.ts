import { responsiveImage } from "@/lib/storage/image-variants";

// The pixel size of a page's picture, known from its URL alone so the viewer can give the
// picture's frame the picture's own shape before it loads (no cream bars, no layout shift).
// Client-safe.

export type PictureSize = { width: number; height: number };

/** Every drawn or uploaded page picture is made this size (portrait, 2:3). */
export const PAGE_PICTURE_SIZE: PictureSize = { width: 1024, height: 1536 };

// The built-in scenes are drawn on an 850 x 1100 canvas (US letter's shape).
const ORIGINAL_SCENE = /^\/original-story\/[\w-]+\.svg$/;
const ORIGINAL_SCENE_SIZE: PictureSize = { width: 850, height: 1100 };

/** A frame for a page whose picture's size is unknown: the printed sheet's shape. */
export const DEFAULT_PICTURE_SIZE: PictureSize = { width: 17, height: 22 };

export function pictureSize(url: string | null): PictureSize {
  if (!url) return DEFAULT_PICTURE_SIZE;
  if (ORIGINAL_SCENE.test(url)) return ORIGINAL_SCENE_SIZE;
  const responsive = responsiveImage(url);
  return responsive ? { width: responsive.width, height: responsive.height } : DEFAULT_PICTURE_SIZE;
}
