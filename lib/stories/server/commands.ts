import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import type { ImageStatus, StoryWriterId } from "@/lib/db/enums";
import { originalStorySettings, stories, type NewStory, type Story } from "@/lib/db/schema";
import { AppError } from "@/lib/core/errors";
import { takeDailyAllowance } from "@/lib/generation/daily-limits";
import { pageJobPending } from "@/lib/jobs/queue";
import { toStoryDetail, type StoryRecord } from "@/lib/stories/server/queries";
import { storyNotFound } from "@/lib/stories/server/responses";
import { fromStoryRow } from "@/lib/stories/server/row";
import type { ImageCredit } from "@/lib/schemas/story-json";
import { revalidateStory } from "@/lib/stories/server/revalidate";
import { forgetStoryList } from "@/lib/stories/server/story-list";
import { canImageTransition, IMAGE_STATUS, imageStatusesLeadingTo, isStoryComplete, STORY_STATUS, storyStatusesLeadingTo } from "@/lib/stories/model/status";
import { storyPages } from "@/lib/stories/model/story-data";
import { everyPageHasImage, imageStatusAfter, withPageImage, type ImageSource } from "@/lib/stories/model/story-images";
import { EDITABLE_FIELDS, type EditableField, type StoryDetail, type StoryPage } from "@/lib/stories/model/types";

// Every write to stories and to the original story's settings. Each command revalidates the
// cached public pages itself once its change is committed, so no caller can forget to; a change
// to a story nobody sees (unpublished or archived) keeps them, and refreshes only the back
// office's list.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a command tells `committed` about its change: whether visitors could see it. */
type PublicChange = {
  /** The change shows on public pages (the homepage, publication, the original story). */
  always(): void;
  /** The change is to this story: it shows if the story is public (published, not archived). */
  of(story: Pick<Story, "published" | "archived">): void;
};

/** A change's tracker, and what to revalidate once the change is written. */
function publicChange(): { change: PublicChange; revalidate(): void } {
  let visible = false;
  return {
    change: { always: () => void (visible = true), of: (story) => void (visible ||= story.published && !story.archived) },
    revalidate: () => (visible ? revalidateStory() : forgetStoryList()),
  };
}

async function committed<T>(work: (tx: Tx, change: PublicChange) => Promise<T>): Promise<T> {
  const db = await getDb();
  const { change, revalidate } = publicChange();
  const result = await db.transaction((tx) => work(tx, change));
  revalidate();
  return result;
}

/**
 * The story row, its JSON columns checked, locked until the transaction ends so that concurrent
 * writers apply in turn; null for a story that does not exist.
 */
export async function findLockedStory(tx: Tx, id: number): Promise<Story | null> {
  const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for("update");
  return row ? fromStoryRow(row) : null;
}

async function lockStory(tx: Tx, id: number): Promise<Story> {
  const story = await findLockedStory(tx, id);
  if (!story) throw storyNotFound();
  return story;
}

async function updateStory(tx: Tx, id: number, values: Partial<NewStory>): Promise<StoryDetail> {
  const [row] = await tx.update(stories).set(values).where(eq(stories.id, id)).returning();
  if (!row) throw storyNotFound();
  return toStoryDetail(fromStoryRow(row));
}

async function setOriginalHomepage(tx: Tx, isHomepage: boolean): Promise<void> {
  await tx.insert(originalStorySettings).values({ id: 1, isHomepage }).onConflictDoUpdate({ target: originalStorySettings.id, set: { isHomepage } });
}

// The homepage.

export const PROMOTE_REFUSALS = {
  unpublished: "Only a published story can be promoted to the homepage",
  archived: "An archived story cannot be promoted to the homepage",
  incomplete: "Only a complete story can be promoted to the homepage",
  already: "This story is already the homepage story",
} as const;

/**
 * Makes a story the homepage story. Writing the original's settings row first locks it, so
 * promotions run one at a time and the clearing of every other mark (the original's included)
 * happens in the same transaction.
 */
export async function promoteStoryToHomepage(id: number): Promise<StoryDetail> {
  return committed(async (tx, change) => {
    change.always();
    await setOriginalHomepage(tx, false);
    const story = await lockStory(tx, id);
    refuseWhileHeld(story);
    if (story.isHomepage) throw new AppError("bad_request", PROMOTE_REFUSALS.already);
    if (!story.published) throw new AppError("bad_request", PROMOTE_REFUSALS.unpublished);
    if (story.archived) throw new AppError("bad_request", PROMOTE_REFUSALS.archived);
    if (!isStoryComplete(story.status)) throw new AppError("bad_request", PROMOTE_REFUSALS.incomplete);
    await tx
      .update(stories)
      .set({ isHomepage: false })
      .where(and(eq(stories.isHomepage, true), ne(stories.id, id)));
    return updateStory(tx, id, { isHomepage: true });
  });
}

/** Gives the homepage to the built-in story; promoting it again changes nothing. */
export async function promoteOriginalToHomepage(): Promise<void> {
  await committed(async (tx, change) => {
    change.always();
    await setOriginalHomepage(tx, true);
    await tx.update(stories).set({ isHomepage: false }).where(eq(stories.isHomepage, true));
  });
}

// Review. A story the moderation flagged stays unpublished until an admin has read it and
// cleared it; the reason stays, beside who cleared it and when.

export const HELD_FOR_REVIEW = "This story needs review before it can be published: an admin must read it and mark it as read and cleared on its story page.";
export const NOT_HELD_FOR_REVIEW = "This story is not waiting for review";

function refuseWhileHeld(story: Pick<Story, "needsReview">): void {
  if (story.needsReview) throw new AppError("conflict", HELD_FOR_REVIEW);
}

export async function clearStoryReview(id: number, clearedBy: string): Promise<StoryDetail> {
  return committed(async (tx) => {
    const story = await lockStory(tx, id);
    if (!story.needsReview) throw new AppError("conflict", NOT_HELD_FOR_REVIEW);
    return updateStory(tx, id, { needsReview: false, reviewClearedBy: clearedBy, reviewClearedAt: new Date() });
  });
}

// Publication and archive. A story that stops being public also stops being the homepage
// story, and the original takes its place.

export async function setStoryPublished(id: number, published: boolean): Promise<StoryDetail> {
  return committed(async (tx, change) => {
    const story = await lockStory(tx, id);
    if (story.published === published) return toStoryDetail(story);
    if (published) refuseWhileHeld(story);
    change.of({ published: true, archived: story.archived });
    if (!published && story.isHomepage) await setOriginalHomepage(tx, true);
    return updateStory(tx, id, published ? { published, publishedAt: new Date() } : { published, publishedAt: null, isHomepage: false });
  });
}

export async function setStoryArchived(id: number, archived: boolean): Promise<StoryDetail> {
  return committed(async (tx, change) => {
    const story = await lockStory(tx, id);
    if (story.archived === archived) return toStoryDetail(story);
    change.of({ published: story.published, archived: false });
    if (archived && story.isHomepage) await setOriginalHomepage(tx, true);
    return updateStory(tx, id, archived ? { archived, archivedAt: new Date(), isHomepage: false } : { archived, archivedAt: null });
  });
}

// Texts.

/** An empty Spanish title clears it: the English title then shows in its place. */
export async function setStorySpanishTitle(id: number, spanishTitle: string): Promise<StoryDetail> {
  return committed(async (tx) => {
    await lockStory(tx, id);
    return updateStory(tx, id, { spanishTitle: spanishTitle.trim() || null });
  });
}

/** An empty title clears it: the back office then shows its '{activityType} Story - {season}' name. */
export async function setStoryTitle(id: number, title: string): Promise<StoryDetail> {
  return committed(async (tx, change) => {
    change.of(await lockStory(tx, id));
    return updateStory(tx, id, { title: title.trim() });
  });
}

export const pageNotFound = (pageNumber: number) => new AppError("bad_request", `Page ${pageNumber} does not exist in this story`);

/**
 * Changes one field of one page of the stored story. The row stays locked from read to write,
 * so two admins editing different pages at once both keep their change.
 */
export async function editStoryPage(id: number, pageNumber: number, field: EditableField, value: string): Promise<StoryDetail> {
  return committed(async (tx, change) => {
    const story = await lockStory(tx, id);
    change.of(story);
    const pages = storyPages(story.storyData);
    if (!pages.some((page) => page.pageNumber === pageNumber)) throw pageNotFound(pageNumber);
    const key = EDITABLE_FIELDS[field];
    const edited = pages.map((page) => {
      if (page.pageNumber !== pageNumber) return page;
      const changed: StoryPage = { ...page, [key]: value };
      // A cleared description is no description: the caption is the picture's alt text again.
      if (!value && (key === "descriptionEn" || key === "descriptionEs")) delete changed[key];
      return changed;
    });
    return updateStory(tx, id, { storyData: { pages: edited } });
  });
}

export async function setOriginalTitle(title: string): Promise<string> {
  const trimmed = title.trim();
  if (!trimmed) throw new AppError("bad_request", "Title is required");
  await committed((tx, change) => {
    change.always();
    return tx
      .insert(originalStorySettings)
      .values({ id: 1, title: trimmed })
      .onConflictDoUpdate({ target: originalStorySettings.id, set: { title: trimmed } });
  });
  return trimmed;
}

// The generation pipeline's writes. Each status change is guarded by the allowed transitions
// in the UPDATE itself, so a late or repeated writer changes nothing; they answer whether the
// change was made. Given the caller's transaction (to finish a job in the same commit), they
// drop the page cache before that commit: harmless, as none of these changes is visible to
// visitors until a story is published.

export type NewGeneratingStory = Pick<NewStory, "activityType" | "season" | "pepitaRole" | "pepitaCustomization" | "fullPrompt" | "writer" | "writerModel">;

/**
 * Stores a story that is being written, within today's story limit (429 beyond it); `alsoDo`
 * runs in the same transaction (to queue its job).
 */
export async function createGeneratingStory(values: NewGeneratingStory, alsoDo?: (tx: Tx, id: number) => Promise<unknown>): Promise<number> {
  return committed(async (tx) => {
    await takeDailyAllowance(tx, "stories", 1);
    const [row] = await tx
      .insert(stories)
      .values({ ...values, status: STORY_STATUS.generating })
      .returning({ id: stories.id });
    if (!row) throw new Error("The story was not created");
    await alsoDo?.(tx, row.id);
    return row.id;
  });
}

async function guardedUpdate(id: number, values: Partial<NewStory>, guard: ReturnType<typeof and>, tx?: Tx): Promise<boolean> {
  const run = async (db: Tx, change: PublicChange) => {
    const rows = await db
      .update(stories)
      .set(values)
      .where(and(eq(stories.id, id), guard))
      .returning({ published: stories.published, archived: stories.archived });
    rows.forEach(change.of);
    return rows.length > 0;
  };
  if (!tx) return committed(run);
  const { change, revalidate } = publicChange();
  const changed = await run(tx, change);
  revalidate();
  return changed;
}

/** Who wrote a story's text, as it is recorded with it. */
export type WriterCredit = { writer: StoryWriterId; writerModel: string | null };

/** Stores the written story; `review`, what the moderation found, holds it for an admin to read. */
export async function completeStoryText(
  id: number,
  text: { title: string | null; spanishTitle?: string | null; pages: StoryPage[]; review?: string | null },
  by: WriterCredit,
  tx?: Tx,
): Promise<boolean> {
  return guardedUpdate(
    id,
    {
      title: text.title,
      spanishTitle: text.spanishTitle ?? null,
      storyData: { pages: text.pages },
      status: STORY_STATUS.complete,
      errorMessage: null,
      writer: by.writer,
      writerModel: by.writerModel,
      needsReview: Boolean(text.review),
      reviewReason: text.review || null,
    },
    inArray(stories.status, storyStatusesLeadingTo(STORY_STATUS.complete)),
    tx,
  );
}

export async function failStory(id: number, errorMessage: string, tx?: Tx): Promise<boolean> {
  return guardedUpdate(id, { status: STORY_STATUS.failed, errorMessage }, inArray(stories.status, storyStatusesLeadingTo(STORY_STATUS.failed)), tx);
}

export async function setImageStatus(id: number, imageStatus: ImageStatus, tx?: Tx): Promise<boolean> {
  return guardedUpdate(id, { imageStatus }, inArray(stories.imageStatus, imageStatusesLeadingTo(imageStatus)), tx);
}

// Page images. A page's manual image and its generated one are kept apart (the manual one is
// shown); each change also settles the story's image status, in the same UPDATE.

const IMAGE_COLUMN = { manual: "manualImages", generated: "imageData" } as const satisfies Record<ImageSource, keyof Story>;

/** The story as it now is, and the URL the change took off the page (its object is the caller's to delete). */
export type PageImageChange = { story: StoryDetail; previous: string | null };

/** The credits with a generated picture's illustrator set, or removed when it has no picture or no known illustrator. */
function withCredit(credits: Story["imageCredits"], pageNumber: number, credit: ImageCredit | null): NonNullable<Story["imageCredits"]> {
  const next = { ...credits };
  if (credit) next[pageNumber] = credit;
  else delete next[pageNumber];
  return next;
}

async function changePageImage(
  tx: Tx,
  story: Story,
  pageNumber: number,
  source: ImageSource,
  url: string | null,
  credit: ImageCredit | null = null,
): Promise<PageImageChange> {
  const column = IMAGE_COLUMN[source];
  const { map, previous } = withPageImage(story[column], pageNumber, url);
  // A generated picture carries who drew it; replacing or removing it replaces or drops that.
  const credits = source === "generated" ? { imageCredits: withCredit(story.imageCredits, pageNumber, url === null ? null : credit) } : {};
  const after = { ...story, [column]: map };
  const complete = everyPageHasImage(
    after,
    storyPages(story.storyData).map((page) => page.pageNumber),
  );
  const imageStatus = imageStatusAfter(
    story.imageStatus,
    complete,
    source === "generated" && url !== null,
    // A batch of page generations keeps the story 'generating' until its last page is drawn.
    await pageJobPending(tx, story.id, { except: pageNumber }),
  );
  return { story: await updateStory(tx, story.id, { [column]: map, imageStatus, ...credits }), previous };
}

/**
 * Sets a page's manual or generated image; the page must exist in the story. A generated one is
 * recorded with who drew it (`credit`; none leaves it unrecorded).
 */
export async function setPageImage(id: number, pageNumber: number, source: ImageSource, url: string, credit?: ImageCredit): Promise<PageImageChange> {
  return committed(async (tx, change) => {
    const story = await lockStory(tx, id);
    change.of(story);
    if (!storyPages(story.storyData).some((page) => page.pageNumber === pageNumber)) throw pageNotFound(pageNumber);
    return changePageImage(tx, story, pageNumber, source, url, credit);
  });
}

/**
 * Swaps image URLs for their replacements wherever the story still holds the old one (an image
 * changed meanwhile keeps its change), leaving the story's updated time as it was: the images
 * look the same. Returns the old URLs swapped; none for a story deleted meanwhile.
 */
export async function replaceImageUrls(id: number, replacements: ReadonlyMap<string, string>): Promise<string[]> {
  return committed(async (tx, change) => {
    const story = await findLockedStory(tx, id);
    if (!story) return [];
    change.of(story);
    const swapped: string[] = [];
    const values: Partial<NewStory> = {};
    for (const column of Object.values(IMAGE_COLUMN)) {
      const map = { ...story[column] };
      let changed = false;
      for (const [page, url] of Object.entries(map)) {
        const next = replacements.get(url);
        if (next === undefined) continue;
        map[Number(page)] = next;
        swapped.push(url);
        changed = true;
      }
      if (changed) values[column] = map;
    }
    if (swapped.length > 0)
      await tx
        .update(stories)
        .set({ ...values, updatedAt: story.updatedAt })
        .where(eq(stories.id, id));
    return swapped;
  });
}

export const noPageImage = (pageNumber: number, source: ImageSource) => new AppError("not_found", `Page ${pageNumber} has no ${source} image`);

/** Takes a page's manual or generated image off the story. */
export async function removePageImage(id: number, pageNumber: number, source: ImageSource): Promise<PageImageChange> {
  return committed(async (tx, change) => {
    const story = await lockStory(tx, id);
    change.of(story);
    if (!story[IMAGE_COLUMN[source]]?.[pageNumber]) throw noPageImage(pageNumber, source);
    return changePageImage(tx, story, pageNumber, source, null);
  });
}

/**
 * Runs `queue` on the locked story (to add its page jobs in this transaction), then marks its
 * images as being drawn if `queue` added any. A refusal thrown by `queue` changes nothing.
 */
export async function startPageImageJobs<T extends readonly unknown[]>(
  id: number,
  queue: (tx: Tx, story: StoryRecord) => Promise<T>,
): Promise<{ story: StoryDetail; queued: T }> {
  return committed(async (tx) => {
    const row = await lockStory(tx, id);
    const queued = await queue(tx, row);
    const marks = queued.length > 0 && canImageTransition(row.imageStatus, IMAGE_STATUS.generating);
    return { story: marks ? await updateStory(tx, id, { imageStatus: IMAGE_STATUS.generating }) : toStoryDetail(row), queued };
  });
}

/** Stories written whole (the seed command); returns their ids in order. */
export async function insertStories(rows: NewStory[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return committed(async (tx, change) => {
    const inserted = await tx.insert(stories).values(rows).returning({ id: stories.id, published: stories.published, archived: stories.archived });
    inserted.forEach(change.of);
    return inserted.map((row) => row.id);
  });
}
