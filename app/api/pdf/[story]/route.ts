import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { cachedPdf, pdfCacheKey } from "@/lib/pdf/pdf-cache";
import { parsePdfQuery } from "@/lib/pdf/print-query";
import { buildPagePdf, buildStoryPdf, pagePdfFileName, storyPdfFileName } from "@/lib/pdf/story-pdf";
import { loadStoryForPdf } from "@/lib/pdf/story-source";
import { countRead } from "@/lib/reads/server/counter";

// GET /api/pdf/{id|original}?page=N: that page's coloring sheet; without page, the whole
// story with a cover (layout=booklet: imposed for folding). paper=letter|a4 and lang=en|es
// for any of them. Built here so the browser never downloads pdf-lib. A public story's download
// is counted once its answer is ready (in memory: lib/reads/server/counter.ts); an admin's draft is not.
export const GET = route({}, async ({ request, params }) => {
  const { page: pageNumber, paper, booklet, lang } = parsePdfQuery(request.url);

  const storyKey = String(params.story ?? "");
  const { story, isPublic } = await loadStoryForPdf(request, storyKey);
  const page = pageNumber === undefined ? null : story.pages.find((candidate) => candidate.pageNumber === pageNumber);
  if (pageNumber !== undefined && !page) throw new AppError("not_found", "Page not found");

  const render = () => (page ? buildPagePdf(story, page, { paper, lang }) : buildStoryPdf(story, { paper, lang, booklet }));
  const fileName = page ? pagePdfFileName(page.pageNumber) : storyPdfFileName(story.title, booklet);
  if (!isPublic) return pdfResponse(await render(), fileName, { "cache-control": "private, no-store" });

  // Drafts are for admins and change while they work: only public stories are kept. The cache
  // key names the PDF's content, so it is its ETag: a browser that has it gets a 304.
  const key = pdfCacheKey([story, pageNumber ?? "all", paper, booklet ? "booklet" : "sheets", lang]);
  const etag = `"${key}"`;
  const headers = { "cache-control": "public, max-age=60", etag };
  const kind = page ? "pdf_page" : booklet ? "pdf_booklet" : "pdf_story";
  if (ifNoneMatch(request, etag)) {
    countDownload(request, storyKey, kind);
    return new Response(null, { status: 304, headers });
  }
  const bytes = await cachedPdf(key, render);
  countDownload(request, storyKey, kind);
  return pdfResponse(bytes, fileName, headers);
});

// A HEAD asks whether the file is there, not for the file. The path's key is the story's
// canonical key ("original" or the id as parseStoryId read it, which allows no other spelling).
function countDownload(request: Request, storyKey: string, kind: "pdf_page" | "pdf_story" | "pdf_booklet"): void {
  if (request.method === "GET") countRead(storyKey, kind);
}

function ifNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  return !!header && (header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag));
}

function pdfResponse(bytes: Uint8Array, fileName: string, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${fileName}"`, ...headers },
  });
}
