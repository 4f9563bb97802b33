import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/errors";
import { cachedPublicStories } from "@/lib/stories/queries";

// Built per request from the tagged cache (never at `next build`, which may not open the
// database): the original story at / and every completed public story. While the database
// is down it lists the original only: it needs no database, and this answer is not kept.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = env().publicUrl;
  const stories = await cachedPublicStories().catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return [];
    throw error;
  });
  return [
    { url: `${base}/`, changeFrequency: "weekly", priority: 1 },
    ...stories.map((story) => ({ url: `${base}/story/${story.id}`, changeFrequency: "monthly" as const, priority: 0.8 })),
  ];
}
