// What an admin may pick as a page image, checked in the browser before anything is sent; the
// server checks the bytes again when they arrive.

import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from "@/lib/api/images";

export type FileProblem = { title: string; description: string };

export function imageFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!file.type.startsWith("image/")) return { title: "Invalid File", description: "Please select an image file." };
  // An image of another kind (GIF, SVG, HEIC) would be refused after the upload with no more to say.
  if (!(file.type in UPLOAD_IMAGE_TYPES)) return { title: "Invalid File", description: "Please select a PNG, JPEG or WebP image." };
  if (file.size > MAX_UPLOAD_BYTES)
    return { title: "File Too Large", description: `Please select an image smaller than ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB.` };
  return null;
}
