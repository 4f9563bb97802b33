// Which story writer the server uses, as `GET /api/stories/generator` answers it, and the
// label the Generate New Story form shows. Client-safe: no server imports here.

export type StoryProvider = "claude" | "offline";

export type StoryWriterInfo = { provider: StoryProvider; name: string; model?: string };

export const OFFLINE_WRITER_LABEL = "Offline generator (no API key set)";

export function storyWriterLabel(info: StoryWriterInfo): string {
  if (info.provider === "offline") return OFFLINE_WRITER_LABEL;
  return info.model ? `${info.name}, ${info.model}` : info.name;
}
