import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { stories, type NewStory, type Story } from "@/lib/db/schema";
import type { ImageMap } from "@/lib/schemas/story-json";
import type { StoryPage } from "@/lib/stories/model/types";
import { decodeStoryJson } from "@/lib/stories/model/wire";
import { storyPages } from "../../support/fixtures/stories";

export { storyPages };

/** A finished story straight in the database (generation has its own tests); ten pages unless `pages` says otherwise. */
export async function insertStory(values: Partial<NewStory> & { pages?: StoryPage[] } = {}): Promise<number> {
  const { pages = storyPages(10), ...columns } = values;
  const db = await getDb();
  const [row] = await db
    .insert(stories)
    .values({ activityType: "Garden", season: "Spring", pepitaRole: "Helpful", storyData: { pages }, status: "complete", ...columns })
    .returning({ id: stories.id });
  return row!.id;
}

/** A page image map, from a stored row (a value) or from an API's answer (JSON text); {} when absent. */
export function imagesOf(value: ImageMap | string | null): ImageMap {
  return (typeof value === "string" ? decodeStoryJson("imageData", value) : value) ?? {};
}

/** A story's row as stored, every column. */
export async function storyRow(id: number): Promise<Story> {
  const [row] = await (await getDb()).select().from(stories).where(eq(stories.id, id));
  if (!row) throw new Error(`no story ${id}`);
  return row;
}
