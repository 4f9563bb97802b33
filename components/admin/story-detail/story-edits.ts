import { toast } from "sonner";
import { mutate } from "swr";
import { fetchJson } from "@/lib/client/fetch-json";
import {
  STORIES_URL,
  storyUrl,
  type EditContentRequest,
  type StorySpanishTitleRequest,
  type StoryChangeResponse,
  type StoryDetailResponse,
  type StoryTitleRequest,
} from "@/lib/api/stories";
import type { EditableField } from "@/lib/stories/model/types";

// The story detail screen's edits, each with its toasts. The answer carries the story as
// saved, which replaces the screen's copy at once; the assets list refreshes behind it.

async function showSaved(id: number, change: StoryChangeResponse) {
  await Promise.all([mutate<StoryDetailResponse>(storyUrl(id), { success: true, story: change.story }, { revalidate: false }), mutate(STORIES_URL)]);
}

export async function editStoryContent(id: number, pageNumber: number, field: EditableField, value: string): Promise<boolean> {
  try {
    const body: EditContentRequest = { pageNumber, field, value };
    await showSaved(id, await fetchJson<StoryChangeResponse>(`${storyUrl(id)}/edit-content`, { method: "PUT", body }));
    toast.success("Content Updated", { description: `Page ${pageNumber} has been saved.` });
    return true;
  } catch {
    toast.error("Update Failed", { description: "Failed to update story content." });
    return false;
  }
}

export async function editStoryTitle(id: number, title: string): Promise<boolean> {
  try {
    const body: StoryTitleRequest = { title };
    await showSaved(id, await fetchJson<StoryChangeResponse>(`${storyUrl(id)}/edit-title`, { method: "PUT", body }));
    toast.success("Title Updated", { description: "The story title has been saved." });
    return true;
  } catch {
    toast.error("Update Failed", { description: "Failed to update story title." });
    return false;
  }
}

export async function editStorySpanishTitle(id: number, spanishTitle: string): Promise<boolean> {
  try {
    const body: StorySpanishTitleRequest = { spanishTitle };
    await showSaved(id, await fetchJson<StoryChangeResponse>(`${storyUrl(id)}/edit-spanish-title`, { method: "PUT", body }));
    toast.success("Title Updated", { description: "The Spanish title has been saved." });
    return true;
  } catch {
    toast.error("Update Failed", { description: "Failed to update the Spanish title." });
    return false;
  }
}
