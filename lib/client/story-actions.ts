import { toast } from "sonner";
import { mutate } from "swr";
import { STORIES_URL, storyUrl, type StoryChangeResponse } from "@/lib/api/stories";
import { errorMessage, fetchJson } from "./fetch-json";

// The story lifecycle calls the back office makes, each with its toasts, shared by the assets
// list and the story detail screen. Each refreshes the list and that story's cached answer, and
// resolves to whether it worked.

async function refreshStory(id: number) {
  await Promise.all([mutate(STORIES_URL), mutate(storyUrl(id))]);
}

export async function setStoryPublished(id: number, published: boolean): Promise<boolean> {
  try {
    await fetchJson<StoryChangeResponse>(`${storyUrl(id)}/publish`, { method: "PATCH", body: { published } });
    toast.success(published ? "Story Published" : "Story Unpublished", {
      description: published ? "The story is now visible to the public." : "The story is now hidden from the public.",
    });
    await refreshStory(id);
    return true;
  } catch (error) {
    // The server's reason matters here: a story held for review cannot be published yet.
    toast.error("Failed to update story publication status.", { description: errorMessage(error, "") || undefined });
    return false;
  }
}

export async function setStoryArchived(id: number, archived: boolean): Promise<boolean> {
  try {
    await fetchJson<StoryChangeResponse>(`${storyUrl(id)}/${archived ? "archive" : "unarchive"}`, { method: "POST" });
    toast.success(archived ? "Story Archived" : "Story Restored", {
      description: archived ? "The story has been removed from public access." : "The story is back in public access when published.",
    });
    await refreshStory(id);
    return true;
  } catch (error) {
    toast.error("Archive Failed", { description: errorMessage(error, "Failed to update archive status.") });
    return false;
  }
}

export async function promoteStoryToHomepage(id: number): Promise<boolean> {
  try {
    await fetchJson<StoryChangeResponse>(`${storyUrl(id)}/promote-homepage`, { method: "PATCH" });
    toast.success("Story promoted to homepage successfully");
    await refreshStory(id);
    return true;
  } catch (error) {
    toast.error("Error", { description: errorMessage(error, "Failed to promote story to homepage") });
    return false;
  }
}

export async function clearStoryReview(id: number): Promise<boolean> {
  try {
    const { message } = await fetchJson<StoryChangeResponse>(`${storyUrl(id)}/clear-review`, { method: "POST" });
    toast.success("Review Cleared", { description: message });
    await refreshStory(id);
    return true;
  } catch (error) {
    toast.error("Review Not Cleared", { description: errorMessage(error, "The review could not be cleared.") });
    return false;
  }
}
