import "server-only";
import { listAccounts } from "@/lib/auth/accounts";
import { listPendingInvitations } from "@/lib/auth/invitations";
import { getDb } from "@/lib/db";
import { dailyAllowance } from "@/lib/generation/daily-limits";
import { GENERATION_ALLOWANCE_PATH, type GenerationAllowanceResponse } from "@/lib/generation/allowance";
import { INVITATIONS_URL, USERS_URL, type InvitationsResponse, type UsersResponse } from "@/lib/api/auth";
import { GALLERY_URL, type GalleryResponse } from "@/lib/api/images";
import { STORY_WRITER_URL, type StoryWriterInfoResponse } from "@/lib/api/story-generation";
import type { OriginalStoryResponse, StoryDetailResponse } from "@/lib/api/stories";
import { PUBLIC_ORIGINAL_STORY_URL, STORIES_URL, storyUrl } from "@/lib/api/story-urls";
import { imageFirstView, type ImageFirstView } from "@/lib/stories/model/image-table";
import { listGalleryItems } from "@/lib/stories/server/gallery";
import { listImagePages } from "@/lib/stories/server/image-pages";
import { getOriginalStory } from "@/lib/stories/server/original";
import { findAnyStory, toStoryDetail } from "@/lib/stories/server/queries";
import { currentStoryListVersion, storyListEtag, storyListJson } from "@/lib/stories/server/story-list";
import { storyWriterInfo } from "@/lib/story-writing/writer";
import { DEFAULT_PAGE_SIZE } from "@/lib/table/page-window";

// The first answers of each admin screen, read by its server page so that the HTML already
// holds the data (keyed by the URL the screen's SWR hook asks, see components/admin/kit/server-data).
// Each goes through JSON as the API's answer does, so the client gets strings where the API
// sends them (dates), never objects the API would not send.

const asAnswered = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export type ScreenAnswers = Record<string, unknown>;

/** The assets list and the original story's title, with the list's ETag for the screen's first poll. */
export async function storyListAnswers(): Promise<{ etag: string; answers: ScreenAnswers }> {
  const version = await currentStoryListVersion();
  const [list, original] = await Promise.all([storyListJson(version), getOriginalStory()]);
  return {
    etag: storyListEtag(version),
    answers: {
      [STORIES_URL]: JSON.parse(`{"success":true,"stories":${list}}`) as unknown,
      [PUBLIC_ORIGINAL_STORY_URL]: asAnswered<OriginalStoryResponse>({ success: true, story: original }),
    },
  };
}

export async function generateScreenAnswers(): Promise<ScreenAnswers> {
  const db = await getDb();
  const [stories, images] = await Promise.all([dailyAllowance(db, "stories"), dailyAllowance(db, "images")]);
  return {
    [GENERATION_ALLOWANCE_PATH]: asAnswered<GenerationAllowanceResponse>({ success: true, stories, images }),
    [STORY_WRITER_URL]: asAnswered<StoryWriterInfoResponse>({ success: true, ...storyWriterInfo() }),
  };
}

export async function galleryAnswers(): Promise<ScreenAnswers> {
  return { [GALLERY_URL]: asAnswered<GalleryResponse>({ success: true, items: await listGalleryItems() }) };
}

export async function adminsAnswers(): Promise<ScreenAnswers> {
  const [users, invitations] = await Promise.all([listAccounts(), listPendingInvitations()]);
  return {
    [USERS_URL]: asAnswered<UsersResponse>({ success: true, users }),
    [INVITATIONS_URL]: asAnswered<InvitationsResponse>({ success: true, invitations }),
  };
}

/** Empty for an unknown story: the screen then asks the API, which says 'Story Not Found' its own way. */
export async function storyDetailAnswers(id: number): Promise<ScreenAnswers> {
  const story = await findAnyStory(id);
  return story ? { [storyUrl(id)]: asAnswered<StoryDetailResponse>({ success: true, story: toStoryDetail(story) }) } : {};
}

/** The image generation table's first page and counts (the whole list follows from the API). */
export async function imageGenFirstView(): Promise<ImageFirstView> {
  return asAnswered(imageFirstView(await listImagePages(), DEFAULT_PAGE_SIZE));
}
