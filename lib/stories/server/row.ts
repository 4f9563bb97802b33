import "server-only";
import { checkStoryJson, STORY_JSON_COLUMNS, type StoryJsonColumn, type StoryJsonValues } from "@/lib/schemas/story-json";

// The one place story rows are checked on their way out of the database: each JSON column read
// is parsed by its schema. A stored value of another shape (written by hand, or by a writer
// this code no longer knows) reads as absent, as a missing value would, and is reported once
// per story and column rather than failing the page that shows it.

const reported = new Set<string>();

function report(id: number, column: StoryJsonColumn): void {
  const key = `${id}:${column}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`Story ${id}: its stored ${column} does not match its schema and is ignored`);
}

/** The row with each JSON column it holds checked: a value that fails its schema becomes null. */
export function fromStoryRow<T extends { id: number } & Partial<Record<StoryJsonColumn, unknown>>>(row: T): T {
  const checked: Partial<StoryJsonValues> = {};
  for (const column of Object.keys(STORY_JSON_COLUMNS) as StoryJsonColumn[]) {
    if (!(column in row)) continue;
    const { value, valid } = checkStoryJson(column, row[column]);
    if (!valid) report(row.id, column);
    (checked as Record<StoryJsonColumn, unknown>)[column] = value;
  }
  return { ...row, ...checked };
}
