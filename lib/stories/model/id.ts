// Story ids in paths: a positive integer that fits PostgreSQL's integer column. Plain code, no
// schema library: the public story pages parse ids in the browser too (their not-found view),
// and zod would be a third of their scripts.
const STORY_ID = /^[1-9]\d{0,9}$/;
const LARGEST_ID = 2_147_483_647;

export function parseStoryId(value: string): number | null {
  if (!STORY_ID.test(value)) return null;
  const id = Number(value);
  return id <= LARGEST_ID ? id : null;
}
