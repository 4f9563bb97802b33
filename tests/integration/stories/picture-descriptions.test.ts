import { beforeAll, describe, expect, it, vi } from "vitest";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { getStorage, objectUrl } from "@/lib/storage";
import { toViewerStory } from "@/lib/stories/model/view";
import { findPublicStory } from "@/lib/stories/server/queries";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import type { StoryDetail, StoryPage } from "@/lib/stories/model/types";
import { decodeStoryJson } from "@/lib/stories/model/wire";
import { signedInAdmin } from "../support/accounts";
import { routeCallerAs } from "../support/route-caller";
import { insertStory, storyRow } from "../support/stories";
import { drawnPages, pageText } from "../../support/pdf-text";

// A page's picture description: stored with the page, edited by admins only through the one
// rule the form uses, shown to the public viewer, and printed in no PDF.

const { PUT: editContent } = await import("@/app/api/stories/[id]/edit-content/route");
const { GET: pdf } = await import("@/app/api/pdf/[story]/route");

vi.mock("@/lib/stories/server/revalidate", () => ({ revalidateStory: () => {} }));

let cookie: string;
const api = routeCallerAs(() => cookie);
const edit = (id: number, body: unknown, as?: { cookie?: string }) =>
  api(editContent, "PUT", "/api/stories/[id]/edit-content", { params: { id }, body, ...as });

const PAGES: StoryPage[] = [
  {
    pageNumber: 1,
    storyText: "Pepita stirs the chocolate.",
    spanishText: "Pepita menea el chocolate.",
    sceneDescription: "A kitchen",
    descriptionEn: "Abuelita and Pepita stand by a clay pot in the kitchen.",
    descriptionEs: "Abuelita y Pepita están junto a una olla de barro en la cocina.",
  },
  { pageNumber: 2, storyText: "They plant marigolds.", spanishText: "Plantan cempasúchiles.", sceneDescription: "A garden" },
];

const stored = async (id: number) => (await storyRow(id)).storyData!.pages;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});

describe("PUT /api/stories/{id}/edit-content: picture descriptions", () => {
  it("stores an admin's description in either language, trimmed, and answers with the story as saved", async () => {
    const id = await insertStory({ pages: PAGES, published: true });
    const response = await edit(id, { pageNumber: 2, field: "descriptionEn", value: "  Pepita kneels by the marigolds.  " });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { story: StoryDetail };
    expect(decodeStoryJson("storyData", body.story.storyData)!.pages[1]).toMatchObject({ descriptionEn: "Pepita kneels by the marigolds." });
    expect((await edit(id, { pageNumber: 2, field: "descriptionEs", value: "Pepita se arrodilla junto al cempasúchil." })).status).toBe(200);
    expect((await stored(id))[1]).toEqual({
      ...PAGES[1],
      descriptionEn: "Pepita kneels by the marigolds.",
      descriptionEs: "Pepita se arrodilla junto al cempasúchil.",
    });
    expect((await stored(id))[0]).toEqual(PAGES[0]);
  });

  it("clears a description with an empty value, so the caption stands in again", async () => {
    const id = await insertStory({ pages: PAGES, published: true });
    expect((await edit(id, { pageNumber: 1, field: "descriptionEs", value: "   " })).status).toBe(200);
    const page = (await stored(id))[0]!;
    expect(page.descriptionEs).toBeUndefined();
    expect(page.descriptionEn).toBe(PAGES[0]!.descriptionEn);
  });

  it("refuses a description over 300 characters with a clear message and changes nothing", async () => {
    const id = await insertStory({ pages: PAGES, published: true });
    const before = (await storyRow(id)).storyData;
    const response = await edit(id, { pageNumber: 1, field: "descriptionEn", value: "a".repeat(301) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      message: "A picture description must be at most 300 characters",
      errors: { value: "A picture description must be at most 300 characters" },
    });
    expect((await edit(id, { pageNumber: 1, field: "descriptionEs", value: 7 })).status).toBe(400);
    expect((await edit(id, { pageNumber: 9, field: "descriptionEs", value: "x" })).status).toBe(400);
    expect((await storyRow(id)).storyData).toEqual(before);
    // Exactly 300 is allowed; the page's other texts keep their own, longer bound.
    expect((await edit(id, { pageNumber: 1, field: "descriptionEn", value: "b".repeat(300) })).status).toBe(200);
    expect((await edit(id, { pageNumber: 1, field: "english", value: "c".repeat(301) })).status).toBe(200);
    expect((await stored(id))[0]).toMatchObject({ descriptionEn: "b".repeat(300), storyText: "c".repeat(301) });
  });

  it("refuses visitors (401) and accounts without admin access (403), and changes nothing", async () => {
    const id = await insertStory({ pages: PAGES, published: true });
    const before = (await storyRow(id)).storyData;
    expect((await edit(id, { pageNumber: 1, field: "descriptionEn", value: "Hacked" }, { cookie: undefined })).status).toBe(401);
    const { cookie: visitor } = await signedInAdmin({ isAdmin: false });
    expect((await edit(id, { pageNumber: 1, field: "descriptionEn", value: "Hacked" }, { cookie: visitor })).status).toBe(403);
    expect((await storyRow(id)).storyData).toEqual(before);
  });
});

describe("the public story's picture descriptions", () => {
  it("reach the viewer with each page, and a page without one has none", async () => {
    const id = await insertStory({ pages: PAGES, published: true });
    const view = toViewerStory((await findPublicStory(id))!);
    expect(view.pages[0]).toMatchObject({ descriptionEn: PAGES[0]!.descriptionEn, descriptionEs: PAGES[0]!.descriptionEs });
    expect(view.pages[1]).not.toHaveProperty("descriptionEn");
    expect(view.pages[1]).not.toHaveProperty("descriptionEs");
  });
});

describe("PDFs print no picture description", () => {
  const get = (key: string | number, options: Record<string, string> = {}) => {
    const query = new URLSearchParams(options);
    return pdf(new Request(`http://localhost:3000/api/pdf/${key}${query.size ? `?${query}` : ""}`), { params: Promise.resolve({ story: String(key) }) });
  };

  /**
   * Every string drawn on every sheet (a booklet's halves are drawn forms), as one line of text:
   * a caption wrapped over several lines reads whole again.
   */
  async function textOf(response: Response, booklet = false): Promise<string> {
    expect(response.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    return doc
      .getPages()
      .flatMap((page) => (booklet ? drawnPages(page).flatMap((half) => half.text) : pageText(page)))
      .join(" ")
      .replace(/\s+/g, " ");
  }
  const flat = (text: string) => text.replace(/\s+/g, " ");

  it("leaves them out of a story's page, whole-story and booklet PDFs, in both languages", async () => {
    const png = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await getStorage().put("generated/described-page.png", png, "image/png");
    const images = { "1": objectUrl("generated/described-page.png"), "2": "/original-story/04-garden-of-marigolds.svg" };
    const id = await insertStory({ pages: PAGES, published: true, imageData: images, title: "Described" });
    const asked: Record<string, string>[] = [
      { page: "1" },
      {},
      { layout: "booklet" },
      { page: "1", lang: "es" },
      { lang: "es" },
      { layout: "booklet", lang: "es" },
    ];
    for (const options of asked) {
      const text = await textOf(await get(id, options), options.layout === "booklet");
      expect(text, JSON.stringify(options)).toContain(PAGES[0]!.storyText);
      expect(text, JSON.stringify(options)).toContain(PAGES[0]!.spanishText);
      for (const description of [PAGES[0]!.descriptionEn!, PAGES[0]!.descriptionEs!]) expect(text, JSON.stringify(options)).not.toContain(description);
    }
  });

  it("leaves the built-in story's descriptions out of its PDF", async () => {
    const text = await textOf(await get("original"));
    for (const page of ORIGINAL_STORY_PAGES) {
      expect(text).toContain(flat(page.caption).split(". ")[0]);
      expect(text).not.toContain(flat(page.descriptionEn));
      expect(text).not.toContain(flat(page.descriptionEs));
    }
  });
});
