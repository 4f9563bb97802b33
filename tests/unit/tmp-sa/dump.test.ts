import { writeFileSync, readFileSync } from "node:fs";
import { it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import type { StoryGenerationRequest } from "@/lib/api/story-generation";

it("dumps", () => {
  const input = JSON.parse(readFileSync("/tmp/sa/requests.json", "utf8")) as (StoryGenerationRequest & { id?: number })[];
  const out: string[] = [];
  for (const { id, ...request } of input) {
    out.push(`=== ${request.activityType} [${request.season}] -> ${themeFor(request.activityType)?.id ?? "REFUSED"}`);
    const refusal = unknownActivityMessage(request.activityType);
    if (refusal) {
      out.push(refusal);
      continue;
    }
    const story = writeOfflineStory(request, id);
    out.push(`TITLE: ${story.title} | ${story.spanishTitle}`);
    for (const page of story.pages) {
      out.push(`${page.pageNumber}. EN: ${page.storyText}`);
      out.push(`   ES: ${page.spanishText}`);
      out.push(
        `   [${page.scene!.setting} ${page.scene!.timeOfDay} ${page.scene!.characters.map((c) => c.pose).join("/")} ${page.scene!.props.join(",")} :: ${page.scene!.action}]`,
      );
    }
  }
  writeFileSync("/tmp/sa/out.txt", out.join("\n"));
});
