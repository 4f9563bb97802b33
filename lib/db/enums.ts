// The values each status column may hold. Plain data with no imports, so the database schema,
// server code and client components share one list (a CHECK constraint enforces it in SQL).

export const STORY_STATUSES = ["generating", "complete", "failed"] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const IMAGE_STATUSES = ["pending", "generating", "complete", "failed"] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export const INVITATION_STATUSES = ["sent", "used", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * What a background job does: write a story's text, draw one page's image, wait for the
 * image of one page that Midjourney draws on Discord, or record one page's narration.
 */
export const JOB_KINDS = ["story-text", "page-image", "discord-image", "page-narration"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** The jobs that end with a page image: a page's progress and the story's image status count them all. */
export const PAGE_IMAGE_JOB_KINDS = ["page-image", "discord-image"] as const satisfies readonly JobKind[];

export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The site's languages: every page, PDF and recorded narration comes in each (the public site
 * calls them its locales, lib/i18n/locales.ts).
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Who wrote a story's text: Claude, the offline writer, the seed command's sample text, or
 * 'unknown' for stories written before the writer was recorded.
 */
export const STORY_WRITERS = ["claude", "offline", "seed", "unknown"] as const;
export type StoryWriterId = (typeof STORY_WRITERS)[number];

/**
 * Who drew a page's generated picture: OpenAI's image model, the offline illustrator, Midjourney
 * through Discord, or the seed command's sample line art. A picture with no recorded illustrator
 * was drawn before illustrators were recorded.
 */
export const ILLUSTRATORS = ["openai", "offline", "midjourney", "seed"] as const;
export type Illustrator = (typeof ILLUSTRATORS)[number];

/**
 * What families do with a story that is counted, per story and per day (lib/reads): a story
 * opened in the viewer, a PDF downloaded (one page's sheet, the whole story's sheets, the folded
 * booklet), a page coloured on screen and printed, Listen started, the story shared.
 */
export const READ_KINDS = ["page_view", "pdf_page", "pdf_story", "pdf_booklet", "colouring_printed", "listen", "share"] as const;
export type ReadKind = (typeof READ_KINDS)[number];

/** The kinds the browser reports by beacon; PDF downloads are counted by the PDF route itself. */
export const BEACON_READ_KINDS = ["page_view", "colouring_printed", "listen", "share"] as const satisfies readonly ReadKind[];
export type BeaconReadKind = (typeof BEACON_READ_KINDS)[number];
