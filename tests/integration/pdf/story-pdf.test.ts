import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { getDb } from "@/lib/db";
import { stories, type NewStory } from "@/lib/db/schema";
import type { StoryPage } from "@/lib/stories/model/types";
import { env } from "@/lib/core/env";
import { getStorage, objectUrl } from "@/lib/storage";
import { drawnPages, embeddedImages, fontNames, imagePlacements, pageText } from "../../support/pdf-text";

const admin = vi.hoisted(() => ({ signedIn: false }));
vi.mock("@/lib/auth/require-admin", async () => (await import("../support/admin-switch")).switchableAdmin(admin));

const { GET } = await import("@/app/api/pdf/[story]/route");

const pages: StoryPage[] = [
  {
    pageNumber: 1,
    storyText: "Pepita stirs the chocolate while Abuelita hums.",
    spanishText: "Pepita menea el chocolate mientras Abuelita tararea una canción.",
    sceneDescription: "",
  },
  { pageNumber: 2, storyText: "They plant marigolds.", spanishText: "Plantan cempasúchiles en el jardín, ¡qué bonito!", sceneDescription: "" },
  { pageNumber: 3, storyText: "A picture from somewhere else.", spanishText: "Una imagen de otro sitio.", sceneDescription: "" },
  { pageNumber: 4, storyText: "No picture yet.", spanishText: "Todavía sin dibujo.", sceneDescription: "" },
];

async function insert(values: Partial<NewStory>): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(stories)
    .values({ activityType: "cooking", season: "Winter", pepitaRole: "helper", status: "complete", storyData: { pages }, ...values })
    .returning({ id: stories.id });
  return row!.id;
}

async function get(key: string | number, page?: string | number, options: Record<string, string> = {}) {
  const params = new URLSearchParams(options);
  if (page !== undefined) params.set("page", String(page));
  const query = params.size ? `?${params}` : "";
  return GET(new Request(`http://localhost:3000/api/pdf/${key}${query}`), { params: Promise.resolve({ story: String(key) }) });
}

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
}

let published: number;
let draft: number;

beforeAll(async () => {
  const png = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: "#ffffff" } })
    .composite([
      { input: Buffer.from('<svg width="1024" height="1536"><circle cx="512" cy="768" r="400" fill="none" stroke="black" stroke-width="20"/></svg>') },
    ])
    .png()
    .toBuffer();
  await getStorage().put("generated/page-one-image.png", png, "image/png");
  const images = {
    "1": objectUrl("generated/page-one-image.png"),
    "2": "/original-story/04-garden-of-marigolds.svg",
    "3": "https://example.com/elsewhere.png",
  };
  published = await insert({ title: "Cocoa & Marigolds", published: true, imageData: images });
  draft = await insert({ title: "Draft", published: false, imageData: images });
});

describe("GET /api/pdf/{id}?page=N", () => {
  it("builds one US-letter sheet with the title, the subtitle with our host, the image and both captions", async () => {
    const response = await get(published, 1);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Abuelita_Pepita_Page_1.pdf"');
    const doc = await pdfOf(response);
    expect(doc.getPageCount()).toBe(1);
    const page = doc.getPage(0);
    expect(page.getSize()).toEqual({ width: 612, height: 792 });
    const text = pageText(page);
    expect(text[0]).toBe("Cocoa & Marigolds");
    expect(text).toContain("Abuelita and Pepita's Coloring Stories brought to you by localhost:3000");
    expect(text).toContain("English:");
    expect(text).toContain("Español:");
    expect(text.join(" ")).toContain("Pepita menea el chocolate mientras Abuelita tararea una canción.");
    expect(fontNames(doc)).toEqual(["Helvetica", "Helvetica-Bold"]);
    expect(embeddedImages(doc).map((image) => image.filter)).toEqual(["/DCTDecode"]);
    const [placement] = imagePlacements(page);
    expect(placement!.width).toBeLessThanOrEqual(7 * 72);
    expect(placement!.height).toBeLessThanOrEqual(8 * 72);
    expect(placement!.height).toBeGreaterThan(5 * 72);
  });

  it("rasterises an SVG original from public/ and keeps accents and ñ", async () => {
    const doc = await pdfOf(await get(published, 2));
    expect(embeddedImages(doc).map((image) => image.filter)).toEqual(["/DCTDecode"]);
    expect(pageText(doc.getPage(0)).join(" ")).toContain("Plantan cempasúchiles en el jardín, ¡qué bonito!");
  });

  it("never fetches an image from another site: such a page has no image", async () => {
    const response = await get(published, 3);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "No image available for PDF generation" });
  });

  it("answers 404 for a page without an image and for a page that does not exist", async () => {
    expect((await get(published, 4)).status).toBe(404);
    const missing = await get(published, 99);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Page not found" });
  });

  it("answers 400 for a bad page or story id", async () => {
    expect((await get(published, "two")).status).toBe(400);
    expect((await get(published, 0)).status).toBe(400);
    const badId = await get("abc", 1);
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { message: string }).message).toMatch(/positive integer/);
  });

  it("hides unpublished stories from visitors and serves them to admins, uncached", async () => {
    admin.signedIn = false;
    expect((await get(draft, 1)).status).toBe(404);
    admin.signedIn = true;
    const response = await get(draft, 1);
    expect(response.headers.get("cache-control")).toContain("no-store");
    await pdfOf(response);
    admin.signedIn = false;
  });
});

describe("GET /api/pdf/{id} (whole story)", () => {
  it("puts a cover before every page, one page per sheet", async () => {
    const response = await get(published);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Abuelita_Pepita_Cocoa_Marigolds.pdf"');
    const doc = await pdfOf(response);
    expect(doc.getPageCount()).toBe(1 + pages.length);
    expect(doc.getPages().every((page) => page.getWidth() === 612 && page.getHeight() === 792)).toBe(true);
    expect(pageText(doc.getPage(0))).toContain("A coloring story in English and Spanish");
    expect(pageText(doc.getPage(4)).join(" ")).toContain("Todavía sin dibujo.");
  });

  it("shows the Spanish title under the English one on the cover, and only the English one when there is none", async () => {
    const titled = await insert({ title: "Cocoa Day", spanishTitle: "Día de chocolate", published: true });
    const cover = pageText((await pdfOf(await get(titled))).getPage(0)).join(" ");
    expect(cover).toContain("Cocoa Day");
    expect(cover).toContain("Día de chocolate");
    const untitled = pageText((await pdfOf(await get(published))).getPage(0)).join(" ");
    expect(untitled).toContain("Cocoa & Marigolds");
    expect(untitled).not.toContain("Día de");
  });

  it("is kept on disk under the story's version and answers a browser that has it with 304", async () => {
    const first = await get(published);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const body = Buffer.from(await first.arrayBuffer());
    expect(readdirSync(path.join(env().dataDir, "pdf-cache"))).toContain(`${etag.slice(1, -1)}.pdf`);

    const again = await get(published);
    expect(again.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);

    const notModified = await GET(new Request(`http://localhost:3000/api/pdf/${published}`, { headers: { "if-none-match": `W/${etag}` } }), {
      params: Promise.resolve({ story: String(published) }),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");

    const db = await getDb();
    await db.update(stories).set({ title: "Cocoa & Marigolds, Revised" }).where(eq(stories.id, published));
    const edited = await GET(new Request(`http://localhost:3000/api/pdf/${published}`, { headers: { "if-none-match": etag } }), {
      params: Promise.resolve({ story: String(published) }),
    });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("etag")).not.toBe(etag);
    await db.update(stories).set({ title: "Cocoa & Marigolds" }).where(eq(stories.id, published));
  });
});

describe("GET /api/pdf/original", () => {
  it("builds a built-in scene's sheet headed by its title", async () => {
    const response = await get("original", 1);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Abuelita_Pepita_Page_1.pdf"');
    const doc = await pdfOf(response);
    expect(pageText(doc.getPage(0))[0]).toBe("The Weekly Arrival");
  });
});

describe("print choices: paper, page numbers, titles", () => {
  it("numbers each printed page and names a one-page PDF without repeating the title", async () => {
    const doc = await pdfOf(await get(published, 2));
    expect(pageText(doc.getPage(0))).toContain("Page 2 of 4");
    expect(doc.getTitle()).toBe("Cocoa & Marigolds - Page 2");
    const original = await pdfOf(await get("original", 1));
    expect(original.getTitle()).toBe("Original Story - The Weekly Arrival");
    const whole = await pdfOf(await get(published));
    expect(pageText(whole.getPage(0)).some((line) => line.startsWith("Page "))).toBe(false);
    expect(pageText(whole.getPage(4))).toContain("Page 4 of 4");
  });

  it("prints on A4 when asked, keeping Letter as the default, each from its own cache entry", async () => {
    expect((await pdfOf(await get(published, 1))).getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const a4 = await pdfOf(await get(published, 1, { paper: "a4" }));
    expect(a4.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    const [placement] = imagePlacements(a4.getPage(0));
    expect(placement!.width).toBeLessThanOrEqual(595.28 - 72);
    const whole = await pdfOf(await get(published, undefined, { paper: "a4" }));
    expect(whole.getPages().every((page) => page.getWidth() === 595.28)).toBe(true);
    expect((await pdfOf(await get(published, 1, { paper: "letter" }))).getPage(0).getWidth()).toBe(612);
  });

  it("refuses a paper, layout or language it does not know, and a booklet of one page, with a message", async () => {
    for (const [options, message] of [
      [{ paper: "legal" }, "paper must be letter or a4"],
      [{ layout: "poster" }, "layout must be booklet"],
      [{ lang: "fr" }, "lang must be en or es"],
    ] as const) {
      const response = await get(published, undefined, options);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message });
    }
    const onePage = await get(published, 1, { layout: "booklet" });
    expect(onePage.status).toBe(400);
    expect(((await onePage.json()) as { message: string }).message).toMatch(/whole story/);
  });
});

describe("GET /api/pdf/{id}?layout=booklet", () => {
  it("imposes the cover, pages and the printing advice two to a landscape sheet in saddle-stitch order, padded with blanks", async () => {
    const response = await get(published, undefined, { layout: "booklet" });
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Abuelita_Pepita_Cocoa_Marigolds_Booklet.pdf"');
    const doc = await pdfOf(response);
    // A cover, 4 pages and the back cover: 6, padded to 8, on 2 sheets printed on both sides.
    expect(doc.getPageCount()).toBe(4);
    expect(doc.getPages().every((page) => page.getWidth() === 792 && page.getHeight() === 612)).toBe(true);
    const label = (text: string[]) =>
      text.includes("A coloring story in English and Spanish")
        ? "cover"
        : text.includes("How to print this booklet")
          ? "advice"
          : (text.find((line) => /^Page \d of 4$/.test(line)) ?? "?");
    const sides = doc.getPages().map((page) => drawnPages(page).map((drawn) => ({ half: drawn.x < 396 ? "left" : "right", page: label(drawn.text) })));
    // Sheet 1: back cover (the advice) | cover, then page 1 | blank; sheet 2: blank | page 2, then page 3 | page 4.
    expect(sides).toEqual([
      [
        { half: "left", page: "advice" },
        { half: "right", page: "cover" },
      ],
      [{ half: "left", page: "Page 1 of 4" }],
      [{ half: "right", page: "Page 2 of 4" }],
      [
        { half: "left", page: "Page 3 of 4" },
        { half: "right", page: "Page 4 of 4" },
      ],
    ]);
  });

  it("says on its first sheet, in the PDF's language and at 10 pt or more, to print double-sided flipping on the short edge", async () => {
    for (const [lang, expected] of [
      ["en", ["How to print this booklet", "Print double-sided, flipping on the short edge.", "Fold the stack in half."]],
      ["es", ["Cómo imprimir este librito", "Imprime a doble cara, volteando por el borde corto.", "Dobla las hojas por la mitad."]],
    ] as const) {
      for (const paper of ["letter", "a4"]) {
        const doc = await pdfOf(await get(published, undefined, { layout: "booklet", lang, paper }));
        const [advice] = drawnPages(doc.getPage(0));
        expect(advice!.x).toBe(0);
        for (const line of expected) expect(advice!.text).toContain(line);
        // Everything but the line naming our host, at its foot.
        expect(Math.min(...advice!.printed.slice(0, -1).map((run) => run.size))).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it("prints its captions at 10 pt or more, in English and Spanish, on Letter and A4", async () => {
    for (const options of [{}, { lang: "es" }, { paper: "a4" }, { paper: "a4", lang: "es" }] as Record<string, string>[]) {
      const doc = await pdfOf(await get(published, undefined, { layout: "booklet", ...options }));
      const captions = doc
        .getPages()
        .flatMap((sheet) => drawnPages(sheet))
        .flatMap(({ printed }) => {
          // Each story page prints its title, the subtitle, then the captions, then the page number.
          const first = printed.findIndex((run) => /^(English|Español|Inglés):$/.test(run.text));
          return first < 0 ? [] : printed.slice(first, -1);
        });
      expect(captions.map((run) => run.text).join(" ")).toContain(options.lang === "es" ? "Plantan cempasúchiles" : "They plant marigolds.");
      expect(Math.min(...captions.map((run) => run.size))).toBeGreaterThanOrEqual(10);
    }
  });

  it("makes an A4 booklet on landscape A4 sheets", async () => {
    const doc = await pdfOf(await get(published, undefined, { layout: "booklet", paper: "a4" }));
    expect(doc.getPages().every((page) => page.getWidth() === 841.89 && page.getHeight() === 595.28)).toBe(true);
  });
});

describe("Spanish PDFs (lang=es)", () => {
  it("prints Spanish headings, labels and page numbers in the same layout, the Spanish caption first", async () => {
    const doc = await pdfOf(await get("original", 1, { lang: "es" }));
    const text = pageText(doc.getPage(0));
    expect(text[0]).toBe("La visita de cada semana");
    expect(text).toContain("Cuentos para colorear de Abuelita y Pepita, cortesía de localhost:3000");
    expect(text.indexOf("Español:")).toBeLessThan(text.indexOf("Inglés:"));
    expect(text).toContain("Página 1 de 10");
    expect(doc.getTitle()).toBe("Cuento original - La visita de cada semana");
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("gives a Spanish whole story a Spanish cover, apart from the English one in the cache", async () => {
    const english = await pdfOf(await get(published));
    const spanish = await pdfOf(await get(published, undefined, { lang: "es" }));
    expect(pageText(english.getPage(0))).toContain("A coloring story in English and Spanish");
    expect(pageText(spanish.getPage(0))).toContain("Un cuento para colorear en español e inglés");
    expect(pageText(spanish.getPage(1))).toContain("Página 1 de 4");
  });
});
