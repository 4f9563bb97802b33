import type { ReadKind } from "@/lib/db/enums";

// What 'most read' means, wherever stories are ranked (the back office's list, the library's
// order): how many times the story was opened in the viewer. Downloads, listens and prints are
// shown beside it but do not rank, so a story printed page by page does not outrank one read
// on screen ten times. Client-safe.
export const MOST_READ_KIND = "page_view" satisfies ReadKind;

/** One story's count of each kind. */
export type KindCounts = Record<ReadKind, number>;
/** A line of the back office's 'most read this month': the opens rank it. */
export type MostReadRow = { storyKey: string; title: string; opens: number; counts: KindCounts };
/** One story's counts for each of its last days, oldest first, the days without any included. */
export type DailyReads = { storyKey: string; title: string; days: { day: string; counts: KindCounts }[] };
