import { dateTime } from "@/components/admin/assets/asset-columns";
import { Panel } from "@/components/ui/card";
import type { StoryJsonValues } from "@/lib/schemas/story-json";
import type { StoryDetail } from "@/lib/stories/model/types";
import { InfoList } from "@/components/admin/kit/info-list";
import { writerCredit, writtenByAI } from "@/lib/stories/model/credits";

export function StoryInfoCard({ story, customization }: { story: StoryDetail; customization: StoryJsonValues["pepitaCustomization"] }) {
  const items = [
    { label: "Activity Type", value: story.activityType },
    { label: "Season", value: story.season },
    { label: "Pepita's Role", value: story.pepitaRole },
    { label: "Created", value: dateTime(story.createdAt) },
    { label: "Story ID", value: story.id },
    { label: "Written By", value: writerCredit(story.writer, story.writerModel) },
  ];
  if (customization) {
    items.push(
      { label: "Personality", value: customization.personality.join(", ") || "—" },
      { label: "Favorite Activity", value: customization.favoriteActivity || "—" },
    );
  }
  return (
    <Panel title="Story Information">
      <InfoList items={items} />
    </Panel>
  );
}

/** The prompt the story was written from; it is an AI's prompt only when an AI wrote the story. */
export function PromptCard({ prompt, writer }: { prompt: string; writer: StoryDetail["writer"] }) {
  return (
    <Panel title={writtenByAI(writer) ? "AI Generation Prompt" : "Generation Prompt"}>
      <pre className="max-h-72 overflow-y-auto rounded-2xl bg-paper p-4 font-mono text-xs whitespace-pre-wrap text-ink/80 [overflow-wrap:anywhere]">
        {prompt}
      </pre>
    </Panel>
  );
}

export function ErrorDetailsCard({ message }: { message: string }) {
  return (
    <Panel title="Error Details">
      <p
        role="alert"
        className="rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold whitespace-pre-wrap text-red-800 [overflow-wrap:anywhere]"
      >
        {message}
      </p>
    </Panel>
  );
}
