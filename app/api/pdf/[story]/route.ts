import { z } from "zod";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { cachedPdf, pdfCacheKey } from "@/lib/pdf/pdf-cache";
import { buildPagePdf, buildStoryPdf, pagePdfFileName, storyPdfFileName } from "@/lib/pdf/story-pdf";
import { loadStoryForPdf } from "@/lib/pdf/story-source";

// GET /api/pdf/{id|original}?page=N: that page's coloring sheet; without page, the whole
// story with a cover. Built here so the browser never downloads pdf-lib.
const PAGE_NUMBER = "page must be a positive integer";
const query = z.object({
  page: z.coerce.number({ message: PAGE_NUMBER }).int(PAGE_NUMBER).positive(PAGE_NUMBER).optional(),
});

export const GET = route({}, async ({ request, params }) => {
  const parsed = query.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? PAGE_NUMBER);

  const { story, isPublic } = await loadStoryForPdf(request, String(params.story ?? ""));
  const pageNumber = parsed.data.page;
  const page = pageNumber === undefined ? null : story.pages.find((candidate) => candidate.pageNumber === pageNumber);
  if (pageNumber !== undefined && !page) throw new AppError("not_found", "Page not found");

  const render = () => (page ? buildPagePdf(story, page) : buildStoryPdf(story));
  const fileName = page ? pagePdfFileName(page.pageNumber) : storyPdfFileName(story.title);
  if (!isPublic) return pdfResponse(await render(), fileName, { "cache-control": "private, no-store" });

  // Drafts are for admins and change while they work: only public stories are kept. The cache
  // key names the PDF's content, so it is its ETag: a browser that has it gets a 304.
  const key = pdfCacheKey([story, pageNumber ?? "all"]);
  const etag = `"${key}"`;
  const headers = { "cache-control": "public, max-age=60", etag };
  if (ifNoneMatch(request, etag)) return new Response(null, { status: 304, headers });
  return pdfResponse(await cachedPdf(key, render), fileName, headers);
});

function ifNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  return !!header && (header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag));
}

function pdfResponse(bytes: Uint8Array, fileName: string, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${fileName}"`, ...headers },
  });
}
