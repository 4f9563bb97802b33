import { z } from "zod";

// The image endpoints' request bodies, shared by the route handlers and the screens.

export const manualImageRequestSchema = z.object({
  imageURL: z.string().trim().min(1, "imageURL is required").max(4096, "imageURL is too long"),
});
export type ManualImageRequest = z.infer<typeof manualImageRequestSchema>;
