import "server-only";
import { isNotNull, or } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import { attachedAssetUrl, listAttachedAssets } from "@/lib/storage/attached-assets";
import { objectKeyFromUrl, objectKeyTime } from "@/lib/storage";
import type { GalleryItem } from "@/lib/api/images";
import { fromStoryRow } from "@/lib/stories/server/row";
import type { ImageMap, ImageSource } from "@/lib/stories/model/story-images";
import { pickStoryColumns } from "@/lib/stories/server/queries";

// Every image the back office holds: each story's generated and manual page images, and the
// attached assets, newest first. A page image is dated by its key when the key says when it
// was made, else by its story.

export async function listGalleryItems(): Promise<GalleryItem[]> {
  const db = await getDb();
  const rows = await db
    .select(pickStoryColumns(["id", "title", "published", "createdAt", "imageData", "manualImages"]))
    .from(stories)
    .where(or(isNotNull(stories.imageData), isNotNull(stories.manualImages)));

  const items: GalleryItem[] = [];
  for (const row of rows.map(fromStoryRow)) {
    const storyTitle = row.title?.trim() || `Story ${row.id}`;
    const maps: [ImageSource, ImageMap | null][] = [
      ["generated", row.imageData],
      ["manual", row.manualImages],
    ];
    for (const [type, value] of maps) {
      for (const [page, url] of Object.entries(value ?? {})) {
        const key = objectKeyFromUrl(url);
        const created = (key && objectKeyTime(key)) || row.createdAt;
        items.push({
          id: `${type}-${row.id}-${page}`,
          url,
          storyId: row.id,
          storyTitle,
          pageNumber: Number(page),
          type,
          createdAt: created.toISOString(),
          publishedStory: row.published,
        });
      }
    }
  }
  for (const asset of await listAttachedAssets()) {
    items.push({
      id: `attached-${asset.id}`,
      url: attachedAssetUrl(asset.name),
      storyId: 0,
      storyTitle: asset.name,
      pageNumber: 0,
      type: "attached",
      createdAt: asset.createdAt.toISOString(),
      publishedStory: false,
    });
  }
  // ISO times of the same form sort as text.
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}
