"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { imageFileProblem } from "@/lib/client/image-file";

/**
 * Picked images shown in place of the original story's pictures, in this browser only (object
 * URLs): the built-in art lives in the code, so nothing is sent anywhere. A replaced preview's
 * URL is released, and all of them when the screen closes.
 */
export function useLocalImages() {
  const [images, setImages] = useState<Record<number, string>>({});
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const pick = (pageNumber: number, file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    let url: string;
    try {
      url = URL.createObjectURL(file);
    } catch {
      toast.error("Upload Failed", { description: "Failed to upload image." });
      return;
    }
    const previous = images[pageNumber];
    if (previous) {
      URL.revokeObjectURL(previous);
      urls.current.delete(previous);
    }
    urls.current.add(url);
    setImages((current) => ({ ...current, [pageNumber]: url }));
    toast.success("Image Uploaded", {
      description: `Page ${pageNumber} image uploaded successfully. Note: This replaces the image locally for admin preview.`,
    });
  };

  return { images, pick };
}
