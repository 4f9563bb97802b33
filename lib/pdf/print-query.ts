import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { DEFAULT_PAPER, PAPERS, type PrintChoices } from "./print-choices";
import { LANGUAGES } from "@/lib/db/enums";

const PAGE_NUMBER = "page must be a positive integer";

const query = z.object({
  page: z.coerce.number({ message: PAGE_NUMBER }).int(PAGE_NUMBER).positive(PAGE_NUMBER).optional(),
  paper: z.enum(PAPERS, { message: "paper must be letter or a4" }).default(DEFAULT_PAPER),
  layout: z.enum(["booklet"], { message: "layout must be booklet" }).optional(),
  lang: z.enum(LANGUAGES, { message: "lang must be en or es" }).default("en"),
});

export type PdfRequest = PrintChoices & { page: number | undefined };

/** The PDF route's query: `page`, `paper=letter|a4`, `layout=booklet` (whole story only), `lang=en|es`. */
export function parsePdfQuery(url: string): PdfRequest {
  const params = new URL(url).searchParams;
  const raw = Object.fromEntries(["page", "paper", "layout", "lang"].map((name) => [name, params.get(name) ?? undefined]));
  const parsed = query.safeParse(raw);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid PDF options");
  const { page, paper, layout, lang } = parsed.data;
  if (layout === "booklet" && page !== undefined) throw new AppError("bad_request", "A booklet is made of the whole story: leave out page");
  return { page, paper, booklet: layout === "booklet", lang };
}
