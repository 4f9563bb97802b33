import type { ReadKind } from "@/lib/db/enums";

// Each kind's colour in the reads chart and its legend, from the site's palette; told apart by
// the legend's order and the table below the chart too, never by colour alone.
export const READ_KIND_COLOURS: Record<ReadKind, string> = {
  page_view: "#2a72b5",
  pdf_page: "#b9532d",
  pdf_story: "#963f22",
  pdf_booklet: "#8a5a00",
  colouring_printed: "#3a7f36",
  listen: "#f4a916",
  share: "#7d4f9e",
};
