// What a family may choose when printing, shared by the PDF route (which checks it) and the
// viewer (which asks for it). Client-safe and free of zod, so the viewer's bundle stays small.

import type { Language } from "@/lib/db/enums";

export const PAPERS = ["letter", "a4"] as const;
export type Paper = (typeof PAPERS)[number];
export const DEFAULT_PAPER: Paper = "letter";

export type PrintChoices = { paper: Paper; booklet: boolean; lang: Language };

/** The query string of a PDF request; defaults are left out so the plain URLs stay as they were. */
export function pdfQuery(choices: Partial<PrintChoices> & { page?: number }): string {
  const params = new URLSearchParams();
  if (choices.page !== undefined) params.set("page", String(choices.page));
  if (choices.paper && choices.paper !== DEFAULT_PAPER) params.set("paper", choices.paper);
  if (choices.booklet) params.set("layout", "booklet");
  if (choices.lang && choices.lang !== "en") params.set("lang", choices.lang);
  const query = params.toString();
  return query ? `?${query}` : "";
}
