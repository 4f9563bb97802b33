import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { PUBLIC_CACHE_CONTROL } from "@/lib/config/headers.mjs";
import { readOwnImage } from "@/lib/pdf/own-image";
import { parseStoryId } from "@/lib/stories/model/id";
import { cachedPublicStory, cachedUnlessMissing } from "@/lib/stories/server/queries";
import { storyNotFound } from "@/lib/stories/server/responses";
import { toViewerStory, type ViewerStory } from "@/lib/stories/model/view";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// The picture card a link to a story shows where it is pasted (1200 x 630, the size Open Graph
// and X ask for): the story's first picture on the left, its title and the site's name on the
// right, in the language of the page that names it. Home and the library name the site's card,
// which is the same for every visit and so is drawn once per language and process. next/og reads PNG or JPEG, not WebP or SVG, and fonts as bytes: the picture is turned
// into a PNG here and the fonts are read from this folder, so nothing is fetched from the network.
//
// A card exists only for a public story, like its page: any other id answers 404 and nothing is
// kept for it. It is served by a route handler of ours (app/story/[id]/share-card), not by
// Next's opengraph-image convention: Next keeps such a route's answer in its page cache whatever
// the method, so one OPTIONS request stored a 204 that every later GET of the card answered with
// a 500, and next/og sends it immutable for a year, which would outlive the story's unpublication
// in any CDN. The drawn PNG is kept in the data cache under the stories tag instead, dropped with
// the story pages by every change (lib/stories/server/revalidate.ts), so an unpublished story's card is
// gone at once here; a CDN may keep a card only as long as a page.

export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

const WORDS = { en, es } as const;

// The Spanish cards live below the English ones rather than under /es: no rewrite or page
// route stands between their URLs and their handlers (app/story/[id]/share-card/es, app/share-card/es).
const shareCardPath = (id: number, locale: Locale) => `/story/${id}/share-card${locale === "en" ? "" : "/es"}`;
const siteShareCardPath = (locale: Locale) => `/share-card${locale === "en" ? "" : "/es"}`;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function cardMetadata(url: string, alt: string) {
  const image = { url, ...SHARE_CARD_SIZE, type: "image/png", alt };
  return { images: [image], twitter: { card: "summary_large_image" as const, images: [image] } };
}

/** The og:image and twitter:image of a story page, with its alt text, in the page's language. */
export function storyShareCard(locale: Locale, id: number, title: string) {
  const words = WORDS[locale];
  return cardMetadata(shareCardPath(id, locale), fill(words.shareCard.storyAlt, { title, site: words.site.name }));
}

/** The site's card, for the pages that show no one story of their own (Home, the library). */
export function siteShareCard(locale: Locale) {
  const words = WORDS[locale];
  return cardMetadata(siteShareCardPath(locale), fill(words.shareCard.siteAlt, { site: words.site.name }));
}

const FONT_DIR = path.join(process.cwd(), "lib/share-card/fonts");
const PICTURE_HEIGHT = 550;

let fonts: Promise<{ name: string; data: Buffer; weight: 500 | 700 }[]> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    ([500, 700] as const).map(async (weight) => ({
      name: "Baloo 2",
      weight,
      data: await readFile(path.join(FONT_DIR, `baloo-2-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** The first page picture as a PNG data URL with its drawn size, or null when the story has none of ours. */
async function coverPicture(story: ViewerStory): Promise<{ src: string; width: number; height: number } | null> {
  const url = story.pages.find((page) => page.image)?.image ?? null;
  const bytes = await readOwnImage(url).catch(() => null);
  if (!bytes) return null;
  const png = await sharp(bytes, { density: 150 })
    .flatten({ background: "#ffffff" })
    .resize({ height: PICTURE_HEIGHT, width: 560, fit: "inside" })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer({ resolveWithObject: true });
  return { src: `data:image/png;base64,${png.data.toString("base64")}`, width: png.info.width, height: png.info.height };
}

type CardText = { kicker: string; title: string; footer: string };

async function drawCard(picture: Awaited<ReturnType<typeof coverPicture>>, { kicker, title, footer }: CardText): Promise<Buffer> {
  const loadedFonts = await loadFonts();
  const response = new ImageResponse(
    <div
      style={{ display: "flex", width: "100%", height: "100%", background: "#fffaf0", border: "14px solid #ffd25e", fontFamily: "Baloo 2", color: "#2b2118" }}
    >
      {picture ? (
        <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: 600, padding: 26 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws an <img>, not a page element */}
          <img src={picture.src} width={picture.width} height={picture.height} alt="" style={{ borderRadius: 24, border: "4px solid #fae0d3" }} />
        </div>
      ) : (
        <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: 420 }}>
          <svg viewBox="0 0 32 32" width={300} height={300}>
            <path d="M6 26 20 6l6 4-14 20H6z" fill="#ffd25e" stroke="#963f22" strokeWidth="2" strokeLinejoin="round" />
            <path d="M20 6l6 4" stroke="#963f22" strokeWidth="2" />
          </svg>
        </div>
      )}
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flex: 1, padding: "40px 56px 40px 24px" }}>
        <div style={{ fontSize: 30, fontWeight: 500, lineHeight: 1.2, color: "#2a72b5" }}>{kicker}</div>
        <div style={{ fontSize: title.length > 40 ? 58 : 72, fontWeight: 700, lineHeight: 1.05, color: "#963f22", marginTop: 12 }}>{title}</div>
        <div style={{ display: "flex", alignItems: "center", marginTop: 36, fontSize: 32, fontWeight: 700, lineHeight: 1.2 }}>
          <div style={{ width: 22, height: 22, flexShrink: 0, borderRadius: 11, background: "#f4a916", marginRight: 14 }} />
          {footer}
        </div>
      </div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts: loadedFonts },
  );
  return Buffer.from(await response.arrayBuffer());
}

async function storyCard(story: ViewerStory, locale: Locale): Promise<Buffer> {
  const words = WORDS[locale];
  return drawCard(await coverPicture(story), { kicker: words.shareCard.storyTagline, title: story.title, footer: words.site.name });
}

// Kept per story and language like the story itself; an id with no public story keeps nothing.
async function cachedCard(id: number, locale: Locale): Promise<Buffer | null> {
  const base64 = await cachedUnlessMissing(["share-card", String(id), locale], async () => {
    const story = await cachedPublicStory(id);
    return story && (await storyCard(toViewerStory(story), locale)).toString("base64");
  });
  return base64 === null ? null : Buffer.from(base64, "base64");
}

const pngResponse = (png: Buffer) => new Response(new Uint8Array(png), { headers: { "content-type": "image/png", "cache-control": PUBLIC_CACHE_CONTROL } });

/** The answer of `/story/{id}/share-card` (and `/es` after it): the public story's card, else 404. */
export async function shareCardResponse(rawId: string | string[] | undefined, locale: Locale): Promise<Response> {
  const id = typeof rawId === "string" ? parseStoryId(rawId) : null;
  const png = id === null ? null : await cachedCard(id, locale);
  if (!png) throw storyNotFound();
  return pngResponse(png);
}

const siteCards = new Map<Locale, Promise<Buffer>>();

/** The answer of `/share-card` and `/share-card/es`: the site's card. */
export async function siteShareCardResponse(locale: Locale): Promise<Response> {
  const words = WORDS[locale];
  let card = siteCards.get(locale);
  if (!card) {
    card = drawCard(null, { kicker: words.header.home, title: words.site.name, footer: words.shareCard.siteTagline });
    // A failed drawing is tried again at the next request rather than kept.
    card.catch(() => siteCards.delete(locale));
    siteCards.set(locale, card);
  }
  return pngResponse(await card);
}
