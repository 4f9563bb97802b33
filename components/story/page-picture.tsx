"use client";

import { preload } from "react-dom";
import { responsiveImage } from "@/lib/storage/image-variants";

// The picture frame is the full width of the page card up to 34rem: the main's 1rem padding
// and the card's 0.75rem (1.25rem from 640px) on each side come off the viewport until then.
// From 1024px it shares the card with the texts and is at most 4/11 of a 72rem card wide.
export const PAGE_IMAGE_SIZES = "(min-width: 1024px) 400px, (min-width: 616px) 544px, calc(100vw - 56px)";

type Props = { url: string; alt: string };

/**
 * The coloring image of the page on screen: its sized WebP copies when it has them (preloaded
 * and fetched first), else the stored file or static SVG as it is.
 */
export function PagePicture({ url, alt }: Props) {
  const responsive = responsiveImage(url);
  if (responsive) {
    // React hoists this into the server-rendered <head>, so the image starts before any script.
    preload(responsive.src, { as: "image", imageSrcSet: responsive.srcSet, imageSizes: PAGE_IMAGE_SIZES, fetchPriority: "high" });
  }
  return (
    // A plain <img>: the copies are made once when the image is stored, never per request.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={responsive?.src ?? url}
      srcSet={responsive?.srcSet}
      sizes={responsive ? PAGE_IMAGE_SIZES : undefined}
      width={responsive?.width}
      height={responsive?.height}
      alt={alt}
      className="h-full w-full object-contain"
      decoding="async"
      fetchPriority="high"
    />
  );
}

/**
 * Starts loading a page's image so paging to it is instant. Sized copies are warmed through an
 * Image, which lets the browser pick the copy it would show and decodes it only when shown; any
 * other picture (the built-in scenes are SVGs) is only fetched into the cache, because an SVG
 * an Image loads is parsed on the main thread at once.
 */
export function warmPageImage(url: string): void {
  const responsive = responsiveImage(url);
  if (responsive) {
    const image = new Image();
    image.sizes = PAGE_IMAGE_SIZES;
    image.srcset = responsive.srcSet;
    image.src = responsive.src;
    return;
  }
  const prefetches = document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]');
  if ([...prefetches].some((link) => link.getAttribute("href") === url)) return;
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.setAttribute("as", "image");
  link.href = url;
  document.head.append(link);
}
