// How much generation is left today, as `GET /api/admin/generation-allowance` answers it and
// the back office words it. Client-safe: no server imports here.

export type DailyAllowance = {
  /** The day's limit (DAILY_STORY_LIMIT or DAILY_IMAGE_LIMIT). */
  limit: number;
  /** What may still be started before the day ends. */
  left: number;
  /** When the count starts again: the next midnight UTC, as an ISO time. */
  resetsAt: string;
};

export type GenerationAllowanceResponse = { success: true; stories: DailyAllowance; images: DailyAllowance };

export const GENERATION_ALLOWANCE_PATH = "/api/admin/generation-allowance";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 h 12 min', '45 min', 'less than a minute': how long until `resetsAt`. */
export function timeUntil(resetsAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(resetsAt) - now) / 60_000));
  if (minutes < 1) return "less than a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'It resets at midnight UTC, in 3 h 12 min.' */
export function resetSentence(resetsAt: string, now = Date.now()): string {
  return `It resets at midnight UTC, in ${timeUntil(resetsAt, now)}.`;
}

/** 'Stories left today: 17 of 20.' */
export function storiesLeftText(allowance: DailyAllowance): string {
  return `Stories left today: ${allowance.left} of ${allowance.limit}.`;
}

/** 'Images left today: 180 of 200.' */
export function imagesLeftText(allowance: DailyAllowance): string {
  return `Images left today: ${allowance.left} of ${allowance.limit}.`;
}

/** The 429 refusal once the day's stories are used up. */
export function storyLimitReached(allowance: DailyAllowance, now = Date.now()): string {
  return `The daily limit of ${plural(allowance.limit, "new story", "new stories")} has been reached. ${resetSentence(allowance.resetsAt, now)}`;
}

/** The 429 refusal once the day's images are used up. */
export function imageLimitReached(allowance: DailyAllowance, now = Date.now()): string {
  return `The daily limit of ${plural(allowance.limit, "generated image", "generated images")} has been reached. ${resetSentence(allowance.resetsAt, now)}`;
}

/** 'Pages left to narrate today: 90 of 100.' */
export function narrationsLeftText(allowance: DailyAllowance): string {
  return `Pages left to narrate today: ${allowance.left} of ${allowance.limit}.`;
}

/** The 429 refusal once the day's narrated pages are used up. */
export function narrationLimitReached(allowance: DailyAllowance, now = Date.now()): string {
  return `The daily limit of ${plural(allowance.limit, "narrated page", "narrated pages")} has been reached. ${resetSentence(allowance.resetsAt, now)}`;
}
