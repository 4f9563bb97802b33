import { colourUnder, composite, compositeBox, compositeSpans, outlineMask, paintSpans, shadeOf, spanBounds, type Box } from "./layer";
import { labelRegions, regionSpans, type Regions } from "./regions";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

// The page picture as the colouring page works on it. Browser-only.

/** A stored page is 1024x1536; anything bigger is scaled down to this many pixels so a fill stays fast. */
export const MAX_PIXELS = PAGE_PICTURE_SIZE.width * PAGE_PICTURE_SIZE.height;

export type Picture = { width: number; height: number; shade: Uint8Array; mask: Uint8Array; regions: Regions };

/** The working size: a raster picture is never enlarged, a vector one is drawn at the full budget. */
export function workingSize(width: number, height: number, vector: boolean): { width: number; height: number } {
  const fit = Math.sqrt(MAX_PIXELS / (width * height));
  const scale = vector ? fit : Math.min(1, fit);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

export async function loadPicture(url: string): Promise<Picture> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const { width, height } = workingSize(image.naturalWidth || 850, image.naturalHeight || 1100, /\.svg$/i.test(url));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const shade = shadeOf(context.getImageData(0, 0, width, height).data);
  const mask = outlineMask(shade);
  return { width, height, shade, mask, regions: labelRegions(mask, width, height) };
}

/**
 * Draws the coloured picture onto a canvas of the picture's size from `pixels`, the page as last
 * drawn: only what changed when given (the runs of a fill or its undo, the box of a brush
 * stroke's latest stretch), else all of it.
 */
export function repaint(canvas: HTMLCanvasElement, picture: Picture, layer: Uint32Array, pixels: ImageData, changed?: Int32Array | Box): void {
  const context = canvas.getContext("2d")!;
  if (!changed) {
    composite(picture.shade, layer, pixels.data);
    context.putImageData(pixels, 0, 0);
    return;
  }
  let bounds: Box;
  if (changed instanceof Int32Array) {
    compositeSpans(picture.shade, layer, pixels.data, picture.width, changed);
    bounds = spanBounds(changed);
  } else {
    compositeBox(picture.shade, layer, pixels.data, picture.width, changed);
    bounds = changed;
  }
  context.putImageData(pixels, 0, 0, bounds.x, bounds.y, bounds.width, bounds.height);
}

/**
 * Runs a fill's loops over the largest region without changing a pixel (each pixel's own colour
 * is written back), so that they are compiled before the first tap: cold, the first fill of a
 * big region took about ten times as long as the same fill later (npm run bench). Meant for an
 * idle moment once the picture is shown.
 */
export function warmUpFill(picture: Picture, layer: Uint32Array, pixels: Pick<ImageData, "data">): void {
  const { regions, width } = picture;
  let largest = 0;
  for (let label = 1; label <= regions.count; label++) if (regions.sizes[label]! > regions.sizes[largest]!) largest = label;
  if (!largest) return;
  const spans = regionSpans(regions, largest);
  paintSpans(layer, width, spans, colourUnder(layer, width, spans));
  compositeSpans(picture.shade, layer, pixels.data, width, spans);
  spanBounds(spans);
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be encoded."))), type, quality),
  );
}

/** The fill layer as a PNG (transparent where nothing is coloured), or null when it is blank. */
export async function layerPng(picture: Picture, layer: Uint32Array): Promise<Blob | null> {
  if (!layer.some((colour) => colour !== 0)) return null;
  const canvas = document.createElement("canvas");
  canvas.width = picture.width;
  canvas.height = picture.height;
  const pixels = new ImageData(new Uint8ClampedArray(layer.slice().buffer), picture.width, picture.height);
  canvas.getContext("2d")!.putImageData(pixels, 0, 0);
  return canvasBlob(canvas, "image/png");
}

/** Reads a kept layer back; null when it no longer matches the picture's size. */
export async function readLayer(picture: Picture, png: Blob): Promise<Uint32Array | null> {
  const bitmap = await createImageBitmap(png, { premultiplyAlpha: "none", colorSpaceConversion: "none" });
  if (bitmap.width !== picture.width || bitmap.height !== picture.height) return null;
  const canvas = document.createElement("canvas");
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  const layer = new Uint32Array(context.getImageData(0, 0, picture.width, picture.height).data.buffer);
  // A layer pixel is a whole crayon or nothing; anything half-transparent is read as nothing.
  for (let i = 0; i < layer.length; i++) if (layer[i]! >>> 24 !== 0xff) layer[i] = 0;
  return layer;
}

export function coloured(canvas: HTMLCanvasElement, type: "image/png" | "image/jpeg"): Promise<Blob> {
  return canvasBlob(canvas, type, type === "image/jpeg" ? 0.95 : undefined);
}
