import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { cachedPdf, pdfCacheKey } from "@/lib/pdf/pdf-cache";
import { parsePdfQuery } from "@/lib/pdf/print-query";
import { buildPagePdf, buildStoryPdf, pagePdfFileName, storyPdfFileName } from "@/lib/pdf/story-pdf";
import { loadStoryForPdf } from "@/lib/pdf/story-source";

// GET /api/pdf/{id|original}?page=N: that page's coloring sheet; without page, the whole
// story with a cover (layout=booklet: imposed for folding). paper=letter|a4 and lang=en|es
// for any of them. Built here so the browser never downloads pdf-lib.
export const GET = route({}, async ({ request, params }) => {
  const { page: pageNumber, paper, booklet, lang } = parsePdfQuery(request.url);

  const { story, isPublic } = await loadStoryForPdf(request, String(params.story ?? ""));
  const page = pageNumber === undefined ? null : story.pages.find((candidate) => candidate.pageNumber === pageNumber);
  if (pageNumber !== undefined && !page) throw new AppError(404, "Page not found");

  const render = () => (page ? buildPagePdf(story, page, { paper, lang }) : buildStoryPdf(story, { paper, lang, booklet }));
  // Drafts are for admins and change while they work: only public stories are kept.
  const cacheKey = pdfCacheKey([story, pageNumber ?? "all", paper, booklet ? "booklet" : "sheets", lang]);
  const bytes = isPublic ? await cachedPdf(cacheKey, render) : await render();
  const fileName = page ? pagePdfFileName(page.pageNumber) : storyPdfFileName(story.title, booklet);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": isPublic ? "public, max-age=60" : "private, no-store",
    },
  });
});
