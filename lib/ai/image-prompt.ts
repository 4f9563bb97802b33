import type { PageImageRequest } from "./types";

// What every image generator is told about a page: the page's scene plus the fixed references
// that keep the two characters and the coloring-book style the same on every page. Kept in one
// place so the diagnostic endpoint answers exactly what a generator sends.

export const CHARACTER_REFERENCE =
  "Abuelita is a kind Mexican grandmother with silver hair in a bun, round glasses and an apron; " +
  "Pepita is her six-year-old granddaughter with two braids tied with ribbons.";

export const STYLE_REFERENCE =
  "Style: coloring book line art, pure black outlines on a pure white background, thick smooth outlines of even width, " +
  "large simple closed shapes with large empty regions that a young child can color in, friendly rounded characters. " +
  "No color, no grey, no shading, no hatching, no filled black areas, no text, letters or numbers. " +
  "Portrait page with a simple frame of white space around the drawing.";

export type ImagePromptContext = PageImageRequest & { characters: string; style: string };

export function imagePromptContext(request: PageImageRequest): ImagePromptContext {
  return { ...request, characters: CHARACTER_REFERENCE, style: STYLE_REFERENCE };
}

export function coloringPagePrompt(request: PageImageRequest): string {
  const { sceneDescription, storyTitle, pageNumber, characters, style } = imagePromptContext(request);
  return [
    `A children's coloring book page, page ${pageNumber} of the story "${storyTitle}".`,
    `Scene: ${sceneDescription}`,
    characters,
    style,
  ].join("\n");
}
