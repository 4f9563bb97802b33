import { dateTime } from "@/components/admin/assets/asset-columns";
import { Panel } from "@/components/ui/card";
import type { StoryJsonValues } from "@/lib/schemas/story-json";
import type { StoryDetail } from "@/lib/stories/model/types";
import { InfoList } from "@/components/admin/kit/info-list";

export function StoryInfoCard({ story, customization }: { story: StoryDetail; customization: StoryJsonValues["pepitaCustomization"] }) {
  const items = [
    { label: "Activity Type", value: story.activityType },
    { label: "Season", value: story.season },
    { label: "Pepita's Role", value: story.pepitaRole },
    { label: "Created", value: dateTime(story.createdAt) },
    { label: "Story ID", value: story.id },
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

export function PromptCard({ prompt }: { prompt: string }) {
  return (
    <Panel title="AI Generation Prompt">
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
