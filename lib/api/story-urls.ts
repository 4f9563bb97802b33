import { pdfQuery, type PrintChoices } from "@/lib/pdf/print-choices";

// The story endpoints' URLs, apart from their schemas (lib/api/stories.ts): the public pages'
// scripts call some of them and must not carry a schema library to do so. Every caller builds
// an endpoint's URL here.

export const STORIES_URL = "/api/stories";
export const storyUrl = (id: number | string) => `${STORIES_URL}/${encodeURIComponent(id)}`;
/** Where a story being written stands, polled by the Generate New Story screen. */
export const storyProgressUrl = (id: number) => `${storyUrl(id)}/progress`;
export const PUBLIC_STORIES_URL = "/api/public/stories";
export const publicStoryUrl = (id: number | string) => `${PUBLIC_STORIES_URL}/${id}`;
export const PUBLIC_ORIGINAL_STORY_URL = "/api/public/original-story";
/** Where the story pages' beacons report what a family did with a story (lib/client/read-beacon.ts). */
export const READS_URL = "/api/public/reads";
export const HOMEPAGE_STORY_URL = "/api/homepage-story";
export const ORIGINAL_TITLE_URL = "/api/admin/original-story/title";
export const ORIGINAL_PROMOTE_URL = "/api/admin/original-story/promote-homepage";

/** A story's PDF: one page, the whole story, or its booklet, in the paper and language chosen. */
export const storyPdfUrl = (storyKey: number | string, choices: Partial<PrintChoices> & { page?: number } = {}) => `/api/pdf/${storyKey}${pdfQuery(choices)}`;
/** An action on one page of a story ("generate-image", "manual-image", "image-prompt", ...). */
export const storyPageActionUrl = (storyId: number, action: string, pageNumber: number) => `${storyUrl(storyId)}/${action}/${pageNumber}`;
/** A page's stored image of one source (generated or manual), which an admin may delete. */
export const storedPageImageUrl = (storyId: number, source: string, pageNumber: number) => `/api/admin/stories/${storyId}/images/${source}/${pageNumber}`;
/** An attached asset, by its file name. */
export const attachedAssetUrl = (name: string) => `/api/admin/attached-assets/${encodeURIComponent(name)}`;
