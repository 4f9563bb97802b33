import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/public-cache";
import { readOwnImage } from "@/lib/pdf/own-image";
import { parseStoryId } from "@/lib/stories/id";
import { cachedPublicStory } from "@/lib/stories/queries";
import { toViewerStory, type ViewerStory } from "@/lib/stories/view";

// The picture card a link to a story shows where it is pasted (1200 x 630, the size Open Graph
// and X ask for): the story's first picture on the left, its title and the site's name on the
// right. next/og reads PNG or JPEG, not WebP or SVG, and fonts as bytes: the picture is turned
// into a PNG here and the fonts are read from this folder, so nothing is fetched from the network.
//
// A card exists only for a public story, like its page. Its route (opengraph-image.tsx and
// twitter-image.tsx beside each story page) is kept in Next's page cache under the same rules
// as the page: an id with no public story answers 404, which is never kept
// (lib/cache/page-cache-rules.mjs), and a kept card is dropped by the revalidation that drops the
// story pages (lib/stories/revalidate.ts), so an unpublished story's card is gone at once here. A
// CDN may keep a card only as long as a page; next/og's own header (immutable, a year) would keep
// it long after its story was unpublished, on a URL that changes only with the build.

export const SHARE_CARD_SIZE = { width: 1200, height: 630 };
export const SITE_NAME = "Abuelita & Pepita's Coloring Stories";

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

async function shareCard(story: ViewerStory): Promise<ImageResponse> {
  const [picture, loadedFonts] = await Promise.all([coverPicture(story), loadFonts()]);
  const title = story.title;
  return new ImageResponse(
    (
      <div style={{ display: "flex", width: "100%", height: "100%", background: "#fffaf0", border: "14px solid #ffd25e", fontFamily: "Baloo 2", color: "#2b2118" }}>
        {picture && (
          <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: 600, padding: 26 }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws an <img>, not a page element */}
            <img src={picture.src} width={picture.width} height={picture.height} alt="" style={{ borderRadius: 24, border: "4px solid #fae0d3" }} />
          </div>
        )}
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flex: 1, padding: "40px 56px 40px 24px" }}>
          <div style={{ fontSize: 30, fontWeight: 500, lineHeight: 1.2, color: "#2a72b5" }}>A free coloring story in English and Spanish</div>
          <div style={{ fontSize: title.length > 40 ? 58 : 72, fontWeight: 700, lineHeight: 1.05, color: "#963f22", marginTop: 12 }}>{title}</div>
          <div style={{ display: "flex", alignItems: "center", marginTop: 36, fontSize: 32, fontWeight: 700, lineHeight: 1.2 }}>
            <div style={{ width: 22, height: 22, flexShrink: 0, borderRadius: 11, background: "#f4a916", marginRight: 14 }} />
            {SITE_NAME}
          </div>
        </div>
      </div>
    ),
    { ...SHARE_CARD_SIZE, fonts: loadedFonts, headers: { "cache-control": PUBLIC_CACHE_CONTROL } },
  );
}

/** The card of `/story/{id}`: the public story's, or 404 when no public story has that id. */
export async function storyShareCard(rawId: string): Promise<Response> {
  const id = parseStoryId(rawId);
  const found = id === null ? null : await cachedPublicStory(id);
  if (!found) return new Response("Story not found", { status: 404, headers: { "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" } });
  return shareCard(toViewerStory(found));
}
