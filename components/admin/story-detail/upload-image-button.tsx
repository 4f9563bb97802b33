"use client";

import { FileUploadButton } from "@/components/admin/file-upload-button";
import { uploadPageImage } from "@/lib/client/upload-image";
import { UPLOAD_ACCEPT } from "@/lib/api/images";

/** A page's upload control: the chosen file becomes the page's manual image. */
export function UploadImageButton({ storyId, pageNumber }: { storyId: number; pageNumber: number }) {
  return (
    <FileUploadButton
      label="Upload image"
      inputLabel={`Image file for page ${pageNumber}`}
      aria-label={`Upload image for page ${pageNumber}`}
      accept={UPLOAD_ACCEPT}
      upload={(file) => uploadPageImage(storyId, pageNumber, file)}
    />
  );
}
