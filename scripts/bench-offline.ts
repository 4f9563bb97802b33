import sharp from "sharp";
import { renderPage } from "@/lib/images/offline-generator";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { sharedInk } from "@/lib/images/page-measures";

import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import { variedRequests } from "../tests/support/varied-requests";

// The embedded story writer and illustrator: how long a story's text and a page's picture take
// on this machine, and how different the pages and stories come out, over the same twenty varied
// requests the tests use.

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

export async function benchOfflineGenerators(storyCount = Number(process.env.BENCH_OFFLINE_STORIES ?? 5)): Promise<string[][]> {
  const all = variedRequests(20);
  const textStart = performance.now();
  const stories = all.map((request) => writeOfflineStory(request));
  const textMs = (performance.now() - textStart) / all.length;

  const pages = new Set(stories.flatMap((story) => story.pages.map((page) => page.storyText)));
  const settings = stories.map((story) => new Set(story.pages.map((page) => page.scene!.setting)).size);

  const pageMs: number[] = [];
  const sharedWithin: number[] = [];
  for (const story of stories.slice(0, storyCount)) {
    const inks: Uint8Array[] = [];
    for (const page of story.pages) {
      const start = performance.now();
      const { png } = await renderPage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, scene: page.scene! });
      pageMs.push(performance.now() - start);
      inks.push(new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer()));
    }
    for (let i = 0; i < inks.length; i++) for (let j = i + 1; j < inks.length; j++) sharedWithin.push(sharedInk(inks[i]!, inks[j]!, PAGE_PICTURE_SIZE.width));
  }
  return [
    ["offline story text (ten pages, both languages, plans)", `${textMs.toFixed(2)} ms a story`],
    [
      `offline page image, ${pageMs.length} pages of ${storyCount} stories (aim under 300 ms)`,
      `p50 ${percentile(pageMs, 50).toFixed(0)} ms, p95 ${percentile(pageMs, 95).toFixed(0)} ms`,
    ],
    [
      "ink two pages of one story share (IoU of 4 px cells; rule: at most 70%)",
      `median ${(percentile(sharedWithin, 50) * 100).toFixed(0)}%, max ${(Math.max(...sharedWithin) * 100).toFixed(0)}%`,
    ],
    [`distinct English pages over ${all.length} stories`, `${pages.size} of ${all.length * 10}`],
    ["settings per story", `min ${Math.min(...settings)}, median ${percentile(settings, 50)}, max ${Math.max(...settings)}`],
  ];
}
