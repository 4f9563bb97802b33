// What an admin may pick as a page image, checked in the browser before anything is sent; the
// server checks the bytes again when they arrive.

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type FileProblem = { title: string; description: string };

export function imageFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!file.type.startsWith("image/")) return { title: "Invalid File", description: "Please select an image file." };
  if (file.size > MAX_IMAGE_BYTES) return { title: "File Too Large", description: "Please select an image smaller than 10MB." };
  return null;
}
