import { NextResponse } from "next/server";
import { z } from "zod";
import { cachedPdf, pdfCacheKey } from "@/lib/pdf/pdf-cache";
import { buildPagePdf, buildStoryPdf, NoImageError, pagePdfFileName, storyPdfFileName } from "@/lib/pdf/story-pdf";
import { loadStoryForPdf } from "@/lib/pdf/story-source";

// GET /api/pdf/{id|original}?page=N: that page's coloring sheet; without page, the whole
// story with a cover. Built here so the browser never downloads pdf-lib.
const query = z.object({
  page: z.coerce.number({ message: "page must be a positive integer" }).int("page must be a positive integer").positive("page must be a positive integer").optional(),
});

function message(status: number, text: string) {
  return NextResponse.json({ success: false, message: text }, { status });
}

export async function GET(request: Request, { params }: { params: Promise<{ story: string }> }) {
  const rawPage = new URL(request.url).searchParams.get("page");
  const parsed = query.safeParse({ page: rawPage ?? undefined });
  if (!parsed.success) return message(400, parsed.error.issues[0]?.message ?? "Invalid page");

  const source = await loadStoryForPdf(request, (await params).story);
  if ("error" in source) {
    return source.error === "bad-id" ? message(400, "Story id must be a positive integer or 'original'") : message(404, "Story not found");
  }
  const { story, isPublic } = source;
  const pageNumber = parsed.data.page;
  const page = pageNumber === undefined ? null : story.pages.find((candidate) => candidate.pageNumber === pageNumber);
  if (pageNumber !== undefined && !page) return message(404, "Page not found");

  try {
    const render = () => (page ? buildPagePdf(story, page) : buildStoryPdf(story));
    // Drafts are for admins and change while they work: only public stories are kept.
    const bytes = isPublic ? await cachedPdf(pdfCacheKey([story, pageNumber ?? "all"]), render) : await render();
    const fileName = page ? pagePdfFileName(page.pageNumber) : storyPdfFileName(story.title);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${fileName}"`,
        "cache-control": isPublic ? "public, max-age=60" : "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof NoImageError) return message(404, error.message);
    throw error;
  }
}
