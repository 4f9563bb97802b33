import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { originalStorySettings, stories, type NewStory } from "@/lib/db/schema";
import type { StoryDetail, StorySummary } from "@/lib/stories/model/types";
import { ORIGIN, signedInAdmin } from "../support/accounts";
import { insertStory, storyPages } from "../support/stories";
import { routeCallerAs } from "../support/route-caller";

// The page cache is dropped by every command: the test counts the drops.
const revalidated = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/stories/server/revalidate", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/stories/server/revalidate")>();
  return {
    revalidateStory: () => {
      revalidated.count += 1;
      real.revalidateStory();
    },
  };
});

const { GET: listStories } = await import("@/app/api/stories/route");
const { GET: getStory } = await import("@/app/api/stories/[id]/route");
const { PATCH: publish } = await import("@/app/api/stories/[id]/publish/route");
const { POST: archive } = await import("@/app/api/stories/[id]/archive/route");
const { POST: unarchive } = await import("@/app/api/stories/[id]/unarchive/route");
const { PATCH: promote } = await import("@/app/api/stories/[id]/promote-homepage/route");
const { PUT: editContent } = await import("@/app/api/stories/[id]/edit-content/route");
const { PUT: editTitle } = await import("@/app/api/stories/[id]/edit-title/route");
const { PUT: editSpanishTitle } = await import("@/app/api/stories/[id]/edit-spanish-title/route");
const { PUT: originalTitle } = await import("@/app/api/admin/original-story/title/route");
const { POST: generateStory } = await import("@/app/api/stories/generate/route");
const { PATCH: promoteOriginal } = await import("@/app/api/admin/original-story/promote-homepage/route");
const { getHomepageStory } = await import("@/lib/stories/server/homepage");
const { forgetStoryList } = await import("@/lib/stories/server/story-list");
const { getOriginalStory } = await import("@/lib/stories/server/original");

type Answer = { success: boolean; message: string; story: StoryDetail; errors?: Record<string, string> };

let cookie: string;

const PAGES = storyPages(3);

const insert = (values: Partial<NewStory> = {}) =>
  insertStory({
    activityType: "baking",
    season: "Fall",
    pepitaRole: "helper",
    pages: PAGES,
    imageStatus: "complete",
    published: true,
    publishedAt: new Date(),
    ...values,
  });

async function row(id: number) {
  const db = await getDb();
  const [found] = await db.select().from(stories).where(eq(stories.id, id));
  return found!;
}

async function markedIds(): Promise<number[]> {
  const db = await getDb();
  return (await db.select({ id: stories.id }).from(stories).where(eq(stories.isHomepage, true))).map((found) => found.id);
}

async function originalIsMarked(): Promise<boolean> {
  const db = await getDb();
  const [settings] = await db.select().from(originalStorySettings);
  return settings?.isHomepage ?? false;
}

const api = routeCallerAs(() => cookie);

async function answer(response: Response, status = 200): Promise<Answer> {
  expect(response.status).toBe(status);
  return (await response.json()) as Answer;
}

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});

beforeEach(async () => {
  revalidated.count = 0;
  const db = await getDb();
  await db.update(stories).set({ isHomepage: false }).where(eq(stories.isHomepage, true));
});

describe("GET /api/stories", () => {
  it("lists every story's summary fields, newest first, privately and with an ETag", async () => {
    const older = await insert({ title: "Older", createdAt: new Date("2025-01-01T10:00:00Z"), published: false, publishedAt: null });
    const newer = await insert({ title: "Newer", createdAt: new Date("2025-06-01T10:00:00Z"), status: "generating", imageStatus: "pending" });
    const response = await listStories(new Request(`${ORIGIN}/api/stories`, { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    const body = (await response.json()) as { success: boolean; stories: StorySummary[] };
    expect(body.success).toBe(true);
    const ids = body.stories.map((story) => story.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const created = body.stories.map((story) => story.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(Object.keys(body.stories.find((story) => story.id === newer)!).sort()).toEqual(
      [
        "activityType",
        "archived",
        "archivedAt",
        "createdAt",
        "id",
        "imageStatus",
        "isHomepage",
        "needsReview",
        "published",
        "publishedAt",
        "status",
        "title",
        "writer",
        "pageCount",
        "pagesWithoutPicture",
      ].sort(),
    );
    expect(body.stories.find((story) => story.id === older)).toMatchObject({
      title: "Older",
      published: false,
      publishedAt: null,
      createdAt: "2025-01-01T10:00:00.000Z",
    });
  });

  it("answers 304 with no body while nothing changed, and 200 with a new ETag after any change", async () => {
    const id = await insert({ title: "Watched" });
    // Inserted straight into the table, not by a command: forget the version the previous test's
    // list left, as a command would, or it may lapse during the loop below and change the ETag.
    forgetStoryList();
    const first = await listStories(new Request(`${ORIGIN}/api/stories`, { headers: { cookie } }));
    const etag = first.headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const unchanged = await listStories(new Request(`${ORIGIN}/api/stories`, { headers: { cookie, "if-none-match": ifNoneMatch } }));
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe("");
      expect(unchanged.headers.get("etag")).toBe(etag);
    }
    await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id }, body: { title: "Watched again" } }));
    const changed = await listStories(new Request(`${ORIGIN}/api/stories`, { headers: { cookie, "if-none-match": etag } }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    // A row written behind the commands' back (another server instance) shows within a second:
    // the clock is moved 1.1 s on rather than waited for.
    await insert();
    const now = Date.now.bind(Date);
    vi.spyOn(Date, "now").mockImplementation(() => now() + 1_100);
    try {
      const added = await listStories(new Request(`${ORIGIN}/api/stories`, { headers: { cookie, "if-none-match": changed.headers.get("etag")! } }));
      expect(added.status).toBe(200);
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
  });
});

describe("GET /api/stories/{id}", () => {
  it("answers every field of the story", async () => {
    const id = await insert({
      title: "Full",
      fullPrompt: "Write a story",
      errorMessage: null,
      pepitaCustomization: { personality: ["Brave"], favoriteActivity: "baking" },
    });
    const { story } = await answer(
      await getStory(new Request(`${ORIGIN}/api/stories/${id}`, { headers: { cookie } }), { params: Promise.resolve({ id: String(id) }) }),
    );
    expect(story).toMatchObject({
      id,
      title: "Full",
      season: "Fall",
      pepitaRole: "helper",
      fullPrompt: "Write a story",
      errorMessage: null,
      status: "complete",
      imageStatus: "complete",
    });
    expect(JSON.parse(story.storyData!)).toEqual({ pages: PAGES });
    expect(JSON.parse(story.pepitaCustomization!)).toEqual({ personality: ["Brave"], favoriteActivity: "baking" });
    expect(typeof story.createdAt).toBe("string");
  });
});

describe("PATCH /api/stories/{id}/publish", () => {
  it("publishes with a date and unpublishes clearing it", async () => {
    const id = await insert({ published: false, publishedAt: null });
    const published = await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id }, body: { published: true } }));
    expect(published).toMatchObject({ success: true, message: "Story Published", story: { id, published: true } });
    expect(published.story.publishedAt).not.toBeNull();
    expect((await row(id)).publishedAt).toBeInstanceOf(Date);
    expect(revalidated.count).toBe(1);
    const hidden = await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id }, body: { published: false } }));
    expect(hidden).toMatchObject({ message: "Story Unpublished", story: { published: false, publishedAt: null } });
    expect(revalidated.count).toBe(2);
  });

  it("gives the homepage back to the original when the homepage story is unpublished", async () => {
    const id = await insert();
    await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id } }));
    expect(await getHomepageStory()).toEqual({ id, isOriginal: false });
    await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id }, body: { published: false } }));
    expect(await markedIds()).toEqual([]);
    expect(await originalIsMarked()).toBe(true);
    expect(await getHomepageStory()).toEqual({ id: "original", isOriginal: true });
  });

  it("refuses bad input and changes nothing", async () => {
    const id = await insert({ published: false, publishedAt: null });
    const wrongType = await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id }, body: { published: "yes" } }), 400);
    expect(wrongType).toMatchObject({ success: false, message: "published must be true or false", errors: { published: "published must be true or false" } });
    await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id }, raw: "{not json" }), 400);
    await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id }, body: {} }), 400);
    expect(await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id: "abc" }, body: { published: true } }), 400)).toMatchObject({
      message: "Story id must be a positive integer",
    });
    expect(await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id: 999999 }, body: { published: true } }), 404)).toMatchObject({
      message: "Story not found",
    });
    expect((await row(id)).published).toBe(false);
    expect(revalidated.count).toBe(0);
  });
});

describe("POST /api/stories/{id}/archive and /unarchive", () => {
  it("archives with a date and restores", async () => {
    const id = await insert();
    const archived = await answer(await api(archive, "POST", "/api/stories/[id]/archive", { params: { id } }));
    expect(archived).toMatchObject({ success: true, message: "Story Archived", story: { archived: true } });
    expect(archived.story.archivedAt).not.toBeNull();
    const restored = await answer(await api(unarchive, "POST", "/api/stories/[id]/unarchive", { params: { id } }));
    expect(restored).toMatchObject({ message: "Story Restored", story: { archived: false, archivedAt: null } });
    expect(revalidated.count).toBe(2);
  });

  it("gives the homepage back to the original when the homepage story is archived", async () => {
    const id = await insert();
    await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id } }));
    await answer(await api(archive, "POST", "/api/stories/[id]/archive", { params: { id } }));
    expect(await markedIds()).toEqual([]);
    expect(await originalIsMarked()).toBe(true);
    expect(await getHomepageStory()).toEqual({ id: "original", isOriginal: true });
  });

  it("answers 400 and 404 for bad and unknown ids", async () => {
    await answer(await api(archive, "POST", "/api/stories/[id]/archive", { params: { id: "0" } }), 400);
    await answer(await api(unarchive, "POST", "/api/stories/[id]/unarchive", { params: { id: 999999 } }), 404);
  });
});

describe("PATCH /api/stories/{id}/promote-homepage", () => {
  it("keeps exactly one homepage story: promoting B while A is the homepage leaves only B", async () => {
    const a = await insert({ title: "A" });
    const b = await insert({ title: "B" });
    expect(await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id: a } }))).toMatchObject({
      success: true,
      message: "Story promoted to homepage successfully",
      story: { id: a, isHomepage: true },
    });
    await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id: b } }));
    expect(await markedIds()).toEqual([b]);
    expect(await originalIsMarked()).toBe(false);
    expect(await getHomepageStory()).toEqual({ id: b, isOriginal: false });
    expect(revalidated.count).toBe(2);
  });

  it("refuses an unpublished, archived, incomplete or already promoted story, changing nothing", async () => {
    const current = await insert();
    await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id: current } }));
    const cases: [number, string][] = [
      [await insert({ published: false, publishedAt: null }), "Only a published story can be promoted to the homepage"],
      [await insert({ archived: true, archivedAt: new Date() }), "An archived story cannot be promoted to the homepage"],
      [await insert({ status: "generating" }), "Only a complete story can be promoted to the homepage"],
      [await insert({ status: "failed" }), "Only a complete story can be promoted to the homepage"],
      [current, "This story is already the homepage story"],
    ];
    revalidated.count = 0;
    for (const [id, message] of cases) {
      expect(await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id } }), 400)).toEqual({ success: false, message });
    }
    await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id: 999999 } }), 404);
    expect(await markedIds()).toEqual([current]);
    expect(revalidated.count).toBe(0);
  });

  it("two promotions at once still leave one homepage story", async () => {
    const ids = [await insert(), await insert(), await insert()];
    const responses = await Promise.all(ids.map((id) => api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id } })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await markedIds()).toHaveLength(1);
  });
});

describe("PATCH /api/admin/original-story/promote-homepage", () => {
  it("gives the homepage to the original and clears every story's mark", async () => {
    const id = await insert();
    await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id } }));
    const body = await answer(await api(promoteOriginal, "PATCH", "/api/admin/original-story/promote-homepage"));
    expect(body).toEqual({ success: true, message: "Promoted to Homepage" });
    expect(await markedIds()).toEqual([]);
    expect(await originalIsMarked()).toBe(true);
    expect(await getHomepageStory()).toEqual({ id: "original", isOriginal: true });
    await answer(await api(promoteOriginal, "PATCH", "/api/admin/original-story/promote-homepage"));
    // Promoting a story afterwards takes the flag from the original.
    await answer(await api(promote, "PATCH", "/api/stories/[id]/promote-homepage", { params: { id } }));
    expect(await originalIsMarked()).toBe(false);
  });
});

describe("PUT /api/stories/{id}/edit-content", () => {
  const edit = (id: number | string, body: unknown) => api(editContent, "PUT", "/api/stories/[id]/edit-content", { params: { id }, body });
  const storedPages = async (id: number) => (await row(id)).storyData!.pages;

  it("changes the one field of the one page, and ignores the client's copy of the story", async () => {
    const id = await insert();
    const clientCopy = JSON.stringify({ pages: PAGES.map((page) => ({ ...page, storyText: "stale copy" })) });
    const english = await answer(await edit(id, { pageNumber: 2, field: "english", value: "New English", storyData: clientCopy }));
    expect(english).toMatchObject({ success: true, message: "Content Updated", story: { id } });
    await answer(await edit(id, { pageNumber: 3, field: "spanish", value: "Nuevo" }));
    await answer(await edit(id, { pageNumber: 1, field: "scene", value: "A new scene" }));
    expect(await storedPages(id)).toEqual([
      { ...PAGES[0], sceneDescription: "A new scene" },
      { ...PAGES[1], storyText: "New English" },
      { ...PAGES[2], spanishText: "Nuevo" },
    ]);
    expect(revalidated.count).toBe(3);
  });

  it("keeps every change when admins edit different pages at the same time", async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      pageNumber: index + 1,
      storyText: `English ${index + 1}`,
      spanishText: "",
      sceneDescription: "",
    }));
    const id = await insert({ storyData: { pages: many } });
    const results = await Promise.all(
      many.map((page) =>
        edit(id, { pageNumber: page.pageNumber, field: "english", value: `Admin ${page.pageNumber}`, storyData: JSON.stringify({ pages: many }) }),
      ),
    );
    expect(results.map((response) => response.status)).toEqual(many.map(() => 200));
    expect((await storedPages(id)).map((page) => page.storyText)).toEqual(many.map((page) => `Admin ${page.pageNumber}`));
  });

  it("rewrites pages an older writer named differently in the one page shape, with the edit", async () => {
    const id = await insert();
    await (
      await getDb()
    )
      .update(stories)
      .set({ storyData: sql`'{"pages": [{"text": "Old one"}, {"page": "2", "text": "Old two"}]}'::jsonb` })
      .where(eq(stories.id, id));
    await answer(await edit(id, { pageNumber: 2, field: "english", value: "Fresh two" }));
    expect(await storedPages(id)).toEqual([
      { pageNumber: 1, storyText: "Old one", spanishText: "", sceneDescription: "" },
      { pageNumber: 2, storyText: "Fresh two", spanishText: "", sceneDescription: "" },
    ]);
  });

  it("refuses bad input and changes nothing", async () => {
    const id = await insert();
    const before = (await row(id)).storyData;
    const refusals: [unknown, number, string][] = [
      [{ pageNumber: 4, field: "english", value: "x" }, 400, "Page 4 does not exist in this story"],
      [{ pageNumber: 0, field: "english", value: "x" }, 400, "pageNumber must be a page number"],
      [{ pageNumber: 1.5, field: "english", value: "x" }, 400, "pageNumber must be a page number"],
      [{ pageNumber: "1", field: "english", value: "x" }, 400, "pageNumber must be a page number"],
      [{ pageNumber: 1, field: "title", value: "x" }, 400, "field must be english, spanish, scene, descriptionEn or descriptionEs"],
      [{ pageNumber: 1, field: "english", value: 42 }, 400, "value must be text"],
      [{ pageNumber: 1, field: "english" }, 400, "value must be text"],
    ];
    for (const [body, status, message] of refusals) {
      expect(await answer(await edit(id, body), status)).toMatchObject({ success: false, message });
    }
    await answer(await api(editContent, "PUT", "/api/stories/[id]/edit-content", { params: { id }, raw: "pageNumber=1" }), 400);
    await answer(await edit(999999, { pageNumber: 1, field: "english", value: "x" }), 404);
    await answer(await edit("x1", { pageNumber: 1, field: "english", value: "x" }), 400);
    const empty = await insert({ storyData: null });
    await answer(await edit(empty, { pageNumber: 1, field: "english", value: "x" }), 400);
    expect((await row(id)).storyData).toEqual(before);
    expect(revalidated.count).toBe(0);
  });
});

describe("PUT /api/stories/{id}/edit-title", () => {
  it("stores the trimmed title, and refuses a blank one rather than fall back to '{activityType} Story - {season}'", async () => {
    const id = await insert({ title: "Before" });
    expect(await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id }, body: { title: "  After  " } }))).toMatchObject({
      success: true,
      message: "Title Updated",
      story: { title: "After" },
    });
    expect(await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id }, body: { title: "   " } }), 400)).toMatchObject({
      message: "Title is required",
    });
    expect((await row(id)).title).toBe("After");
    expect(revalidated.count).toBe(1);
  });

  it("refuses bad input and changes nothing", async () => {
    const id = await insert({ title: "Kept" });
    expect(await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id }, body: { title: 7 } }), 400)).toMatchObject({
      message: "title must be text",
    });
    await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id }, body: { title: "x".repeat(301) } }), 400);
    await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id: 999999 }, body: { title: "x" } }), 404);
    expect((await row(id)).title).toBe("Kept");
  });
});

describe("PUT /api/stories/{id}/edit-spanish-title", () => {
  it("stores the trimmed Spanish title beside the English one, and an empty one as none", async () => {
    const id = await insert({ title: "Market Day" });
    expect((await row(id)).spanishTitle).toBeNull();
    expect(
      await answer(
        await api(editSpanishTitle, "PUT", "/api/stories/[id]/edit-spanish-title", { params: { id }, body: { spanishTitle: "  Día de mercado  " } }),
      ),
    ).toMatchObject({
      success: true,
      message: "Title Updated",
      story: { title: "Market Day", spanishTitle: "Día de mercado" },
    });
    await answer(await api(editSpanishTitle, "PUT", "/api/stories/[id]/edit-spanish-title", { params: { id }, body: { spanishTitle: " " } }));
    expect(await row(id)).toMatchObject({ title: "Market Day", spanishTitle: null });
  });

  it("refuses bad input and changes nothing", async () => {
    const id = await insert({ spanishTitle: "Se queda" });
    expect(
      await answer(await api(editSpanishTitle, "PUT", "/api/stories/[id]/edit-spanish-title", { params: { id }, body: { spanishTitle: 7 } }), 400),
    ).toMatchObject({
      message: "spanishTitle must be text",
    });
    await answer(await api(editSpanishTitle, "PUT", "/api/stories/[id]/edit-spanish-title", { params: { id }, body: { spanishTitle: "x".repeat(301) } }), 400);
    await answer(await api(editSpanishTitle, "PUT", "/api/stories/[id]/edit-spanish-title", { params: { id: 999999 }, body: { spanishTitle: "x" } }), 404);
    expect((await row(id)).spanishTitle).toBe("Se queda");
  });
});

describe("changes visitors cannot see", () => {
  it("keep every cached public page: creating a story, editing an unpublished or archived one, archiving an unpublished one", async () => {
    const form = {
      activityType: "Baking",
      season: "Fall",
      pepitaRole: "Helper",
      pepitaCustomization: { personality: ["Brave"], favoriteActivity: "baking", specialTrait: "", outfit: "" },
    };
    await answer(await api(generateStory, "POST", "/api/stories/generate", { body: form }));
    const hidden = await insert({ title: "Draft", published: false, publishedAt: null });
    await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id: hidden }, body: { title: "Still a draft" } }));
    await answer(
      await api(editContent, "PUT", "/api/stories/[id]/edit-content", {
        params: { id: hidden },
        body: { pageNumber: 1, field: "english", value: "New words" },
      }),
    );
    await answer(await api(archive, "POST", "/api/stories/[id]/archive", { params: { id: hidden } }));
    const archived = await insert({ title: "Put away", archived: true });
    await answer(await api(editTitle, "PUT", "/api/stories/[id]/edit-title", { params: { id: archived }, body: { title: "Still put away" } }));
    expect(revalidated.count).toBe(0);
    // Publishing it while it is archived is not seen either; unarchiving a published story is.
    await answer(await api(publish, "PATCH", "/api/stories/[id]/publish", { params: { id: hidden }, body: { published: true } }));
    expect(revalidated.count).toBe(0);
    await answer(await api(unarchive, "POST", "/api/stories/[id]/unarchive", { params: { id: archived } }));
    expect(revalidated.count).toBe(1);
  });
});

describe("PUT /api/admin/original-story/title", () => {
  it("saves the trimmed title, which the public side then shows", async () => {
    const body = await answer(await api(originalTitle, "PUT", "/api/admin/original-story/title", { body: { title: "  Abuelita's Week  " } }));
    expect(body).toEqual({ success: true, title: "Abuelita's Week", message: "Title Updated" });
    expect((await getOriginalStory()).title).toBe("Abuelita's Week");
    expect(revalidated.count).toBe(1);
  });

  it("refuses an empty or non-text title", async () => {
    expect(await answer(await api(originalTitle, "PUT", "/api/admin/original-story/title", { body: { title: "  " } }), 400)).toMatchObject({
      message: "Title is required",
    });
    await answer(await api(originalTitle, "PUT", "/api/admin/original-story/title", { body: { title: null } }), 400);
    await answer(await api(originalTitle, "PUT", "/api/admin/original-story/title", { body: {} }), 400);
    expect((await getOriginalStory()).title).toBe("Abuelita's Week");
    expect(revalidated.count).toBe(0);
  });
});
