import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { stories, storyReads } from "@/lib/db/schema";
import type { Season } from "@/lib/api/story-generation";
import { smallestCopy } from "@/lib/storage/image-variants";
import { LIBRARY_PAGE_SIZE, READ_RANKING_DAYS, type LibraryQuery } from "@/lib/stories/model/library-query";
import { MOST_READ_KIND } from "@/lib/reads/model";
import { windowStart } from "@/lib/reads/server/store";
import { foldForSearch } from "@/lib/stories/model/search-text";
import { pickStoryColumns, STORIES_CACHE_TAG } from "@/lib/stories/server/queries";
import { fromStoryRow } from "@/lib/stories/server/row";
import { STORY_STATUS } from "@/lib/stories/model/status";
import { pageImages } from "@/lib/stories/model/story-images";
import { storyTitle } from "@/lib/stories/model/view";

// The public library: every complete, published, unarchived story, newest first or most read
// first, a page at a time, by season and by title in either language with accents ignored.

export type LibraryCard = {
  id: number;
  title: string;
  /** Shown under the title when the story has one; null otherwise. */
  spanishTitle: string | null;
  season: Season;
  /** Page 1's smallest WebP copy (or its image as stored when it has no copies). */
  cover: string | null;
};

export type LibraryPage = { cards: LibraryCard[]; total: number; page: number; pageCount: number };

// Accented letters folded in SQL exactly as foldForSearch folds them in JavaScript, with
// translate() and lower() only: no unaccent extension (PGlite would have to load it) and no
// reliance on the database's collation for non-ASCII case.
export const ACCENTED = "ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ";
export const UNACCENTED = [...ACCENTED].map((letter) => letter.normalize("NFD")[0]).join("");

const folded = (text: SQL) => sql`lower(translate(${text}, ${ACCENTED}, ${UNACCENTED}))`;

// The title as visitors see it: a story without one is named after its activity (storyTitle).
const shownTitle = sql`coalesce(nullif(trim(${stories.title}), ''), 'Abuelita and Pepita: ' || ${stories.activityType})`;

const spanishTitle = sql<string | null>`${stories.spanishTitle}`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditions(query: LibraryQuery): SQL | undefined {
  const parts: SQL[] = [eq(stories.published, true), eq(stories.archived, false), eq(stories.status, STORY_STATUS.complete)];
  if (query.season) parts.push(eq(stories.season, query.season));
  const needle = foldForSearch(query.q);
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    parts.push(sql`(${folded(shownTitle)} like ${pattern} or coalesce(${folded(spanishTitle)}, '') like ${pattern})`);
  }
  return and(...parts);
}

// A story's opens in the ranking's window, read from its counters (their key leads the primary key).
const recentReads = (since: string) =>
  sql`coalesce((select sum(${storyReads.count}) from ${storyReads} where ${storyReads.storyKey} = ${stories.id}::text and ${storyReads.kind} = ${MOST_READ_KIND} and ${storyReads.day} >= ${since}), 0)`;

function order(query: LibraryQuery, today: Date): SQL[] {
  const newest = [desc(stories.createdAt), desc(stories.id)];
  return query.sort === "most-read" ? [desc(recentReads(windowStart(READ_RANKING_DAYS, today))), ...newest] : newest;
}

export async function findLibraryPage(query: LibraryQuery, today = new Date()): Promise<LibraryPage> {
  const db = await getDb();
  const rows = await db
    .select({ ...pickStoryColumns(["id", "title", "activityType", "season", "imageData", "manualImages"]), spanishTitle, total: sql<string>`count(*) over ()` })
    .from(stories)
    .where(conditions(query))
    .orderBy(...order(query, today))
    .limit(LIBRARY_PAGE_SIZE)
    .offset((query.page - 1) * LIBRARY_PAGE_SIZE);
  const total = rows[0] ? Number(rows[0].total) : await countLibrary(query);
  return {
    cards: rows.map(fromStoryRow).map((row) => {
      const cover = pageImages(row)(1)?.url;
      return {
        id: row.id,
        title: storyTitle(row),
        spanishTitle: row.spanishTitle?.trim() || null,
        season: row.season as Season,
        cover: cover ? smallestCopy(cover) : null,
      };
    }),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE)),
  };
}

// A page past the end returns no rows, and so no window count: the total is asked for alone.
async function countLibrary(query: LibraryQuery): Promise<number> {
  if (query.page === 1) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ total: sql<string>`count(*)` })
    .from(stories)
    .where(conditions(query));
  return Number(row?.total ?? 0);
}

// The 'most read' order moves with every read: kept a few minutes at most.
const MOST_READ_KEPT_SECONDS = 300;

/** The library page from the tagged data cache, dropped with every story change. */
export const cachedLibraryPage = (query: LibraryQuery) =>
  unstable_cache(() => findLibraryPage(query), ["library", String(query.page), query.season ?? "", foldForSearch(query.q), query.sort], {
    tags: [STORIES_CACHE_TAG],
    ...(query.sort === "most-read" ? { revalidate: MOST_READ_KEPT_SECONDS } : {}),
  })();
