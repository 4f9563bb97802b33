// The story endpoints' URLs, apart from their schemas (lib/api/stories.ts): the public pages'
// scripts call some of them and must not carry a schema library to do so.

export const STORIES_URL = "/api/stories";
export const storyUrl = (id: number | string) => `${STORIES_URL}/${encodeURIComponent(id)}`;
export const PUBLIC_STORIES_URL = "/api/public/stories";
export const publicStoryUrl = (id: number | string) => `${PUBLIC_STORIES_URL}/${id}`;
export const PUBLIC_ORIGINAL_STORY_URL = "/api/public/original-story";
export const HOMEPAGE_STORY_URL = "/api/homepage-story";
export const ORIGINAL_TITLE_URL = "/api/admin/original-story/title";
export const ORIGINAL_PROMOTE_URL = "/api/admin/original-story/promote-homepage";
