import { z } from "zod";

// The image endpoints' request bodies, shared by the route handlers and the screens.

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
