import { toast } from "sonner";
import { mutate } from "swr";
import { fetchJson } from "@/lib/client/fetch-json";
import {
  ORIGINAL_PROMOTE_URL,
  ORIGINAL_TITLE_URL,
  PUBLIC_ORIGINAL_STORY_URL,
  STORIES_URL,
  type OriginalPromoteResponse,
  type OriginalTitleRequest,
  type OriginalTitleResponse,
} from "@/lib/api/stories";

// The original story's two server calls, each with its toasts. The assets list shows the
// original's title (from the public answer) and the homepage flags, so both are refreshed.

/** The saved title (trimmed by the server), or null when saving failed. */
export async function saveOriginalTitle(title: string): Promise<string | null> {
  try {
    const body: OriginalTitleRequest = { title };
    const answer = await fetchJson<OriginalTitleResponse>(ORIGINAL_TITLE_URL, { method: "PUT", body });
    toast.success("Title Updated", { description: "Story title has been updated and will appear in the public dropdown." });
    void mutate(PUBLIC_ORIGINAL_STORY_URL);
    return answer.title;
  } catch {
    toast.error("Update Failed", { description: "Failed to update story title. Please try again." });
    return null;
  }
}

export async function promoteOriginalToHomepage(): Promise<boolean> {
  try {
    await fetchJson<OriginalPromoteResponse>(ORIGINAL_PROMOTE_URL, { method: "PATCH" });
    toast.success("Promoted to Homepage", { description: "The original story is now featured on the homepage." });
    void mutate(STORIES_URL);
    return true;
  } catch {
    toast.error("Promotion Failed", { description: "Failed to promote story to homepage. Please try again." });
    return false;
  }
}
