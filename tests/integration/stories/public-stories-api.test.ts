import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { originalStorySettings, stories, type NewStory } from "@/lib/db/schema";
import { insertStory } from "../support/stories";

// Admin-only behaviour: the test decides who is an admin.
const admin = vi.hoisted(() => ({ signedIn: false }));
vi.mock("@/lib/auth/require-admin", async () => (await import("../support/admin-switch")).switchableAdmin(admin));

const { GET: listStories } = await import("@/app/api/public/stories/route");
const { GET: publicStory } = await import("@/app/api/public/stories/[id]/route");
const { GET: originalStory } = await import("@/app/api/public/original-story/route");
const { GET: homepageStory } = await import("@/app/api/homepage-story/route");
const { GET: adminStory } = await import("@/app/api/stories/[id]/route");

const storyData = { pages: [{ pageNumber: 1, storyText: "Hello", spanishText: "Hola", sceneDescription: "x" }] };

const insert = (values: Partial<NewStory>) => insertStory({ activityType: "baking", season: "Fall", pepitaRole: "helper", storyData, ...values });

const withId = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });
const request = (path: string) => new Request(`http://localhost:3000${path}`);

let ids: Record<"published" | "draft" | "archived" | "generating" | "untitled", number>;

beforeAll(async () => {
  ids = {
    published: await insert({ title: "Marigold Morning", published: true, imageData: { 1: "/objects/x/aaaaaaaa.png" }, manualImages: {} }),
    draft: await insert({ title: "Secret Draft", published: false }),
    archived: await insert({ title: "Old One", published: true, archived: true, archivedAt: new Date() }),
    generating: await insert({ title: "Half Done", published: true, status: "generating" }),
    untitled: await insert({ title: null, activityType: "dancing", published: true }),
  };
});

describe("GET /api/public/stories", () => {
  it("lists only complete, published, unarchived stories with the list fields", async () => {
    const response = await listStories(new Request("http://localhost:3000/api/public/stories"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; stories: { id: number }[] };
    expect(body.success).toBe(true);
    expect(body.stories.map((story) => story.id).sort()).toEqual([ids.published, ids.untitled].sort());
    expect(body.stories.find((story) => story.id === ids.published)).toEqual({
      id: ids.published,
      title: "Marigold Morning",
      activityType: "baking",
      status: "complete",
    });
  });
});

describe("GET /api/public/stories/{id}", () => {
  it("answers a published story with the viewer's fields and nothing else", async () => {
    const response = await publicStory(request(`/api/public/stories/${ids.published}`), withId(ids.published));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; story: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(Object.keys(body.story).sort()).toEqual(
      ["activityType", "id", "imageData", "manualImages", "published", "spanishTitle", "status", "storyData", "title"].sort(),
    );
    expect(body.story).toMatchObject({
      title: "Marigold Morning",
      storyData: JSON.stringify(storyData),
      imageData: JSON.stringify({ 1: "/objects/x/aaaaaaaa.png" }),
      published: true,
    });
  });

  it.each(["draft", "archived"] as const)("never answers a %s story", async (kind) => {
    const response = await publicStory(request(`/api/public/stories/${ids[kind]}`), withId(ids[kind]));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Story not found" });
  });

  it("answers 404 for an unknown id", async () => {
    const response = await publicStory(request("/api/public/stories/999999"), withId(999999));
    expect(response.status).toBe(404);
  });

  it.each(["abc", "0", "-3", "1.5", "99999999999", "1e3", ""])("answers 400 with a clear message for the id %j", async (id) => {
    const response = await publicStory(request(`/api/public/stories/${id}`), withId(id));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "Story id must be a positive integer" });
  });
});

describe("GET /api/stories/{id} (admin)", () => {
  it("refuses anyone who is not an admin", async () => {
    admin.signedIn = false;
    const response = await adminStory(request(`/api/stories/${ids.draft}`), withId(ids.draft));
    expect(response.status).toBe(401);
  });

  it("answers an unpublished story to an admin, uncached", async () => {
    admin.signedIn = true;
    const response = await adminStory(request(`/api/stories/${ids.draft}`), withId(ids.draft));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as { success: boolean; story: Record<string, unknown> };
    expect(body).toMatchObject({ success: true, story: { id: ids.draft, title: "Secret Draft", published: false } });
  });

  it("answers 400 and 404 for bad and unknown ids", async () => {
    admin.signedIn = true;
    expect((await adminStory(request("/api/stories/x"), withId("x"))).status).toBe(400);
    expect((await adminStory(request("/api/stories/424242"), withId(424242))).status).toBe(404);
  });
});

describe("GET /api/public/original-story", () => {
  it("answers the default title and the ten scenes when nothing was changed", async () => {
    const body = (await (await originalStory(new Request("http://localhost:3000/api/public/original-story"))).json()) as {
      success: boolean;
      story: { title: string; pages: { title: string }[] };
    };
    expect(body.success).toBe(true);
    expect(body.story.title).toBe("Original Story");
    expect(body.story.pages.map((page) => page.title)).toEqual([
      "The Weekly Arrival",
      "Making Hot Chocolate Magic",
      "Empanada Lesson",
      "Garden of Marigolds",
      "Sugar Skull Decorating",
      "Sunset Stories",
      "Learning to Dance",
      "Tortilla Time",
      "Market Adventure",
      "Bedtime Blessing",
    ]);
  });

  it("answers the title kept in the settings row", async () => {
    const db = await getDb();
    await db
      .insert(originalStorySettings)
      .values({ id: 1, title: "Abuelita's Week" })
      .onConflictDoUpdate({ target: originalStorySettings.id, set: { title: "Abuelita's Week" } });
    const body = (await (await originalStory(new Request("http://localhost:3000/api/public/original-story"))).json()) as { story: { title: string } };
    expect(body.story.title).toBe("Abuelita's Week");
  });
});

describe("GET /api/homepage-story", () => {
  async function answer() {
    const response = await homepageStory(new Request("http://localhost:3000/api/homepage-story"));
    expect(response.status).toBe(200);
    return (await response.json()) as { success: boolean; story: { id: number | string; isOriginal: boolean } };
  }

  it("answers the original when no story is marked", async () => {
    expect(await answer()).toEqual({ success: true, story: { id: "original", isOriginal: true } });
  });

  it("answers the marked story once it is published and complete", async () => {
    const { promoteStoryToHomepage } = await import("@/lib/stories/server/commands");
    await promoteStoryToHomepage(ids.published);
    expect(await answer()).toEqual({ success: true, story: { id: ids.published, isOriginal: false } });
  });

  it("falls back to the original when the marked story is unpublished, archived or not complete", async () => {
    // Marked directly: the back office refuses to promote such stories, but older rows may be marked.
    const db = await getDb();
    const { eq } = await import("drizzle-orm");
    for (const kind of ["draft", "archived", "generating"] as const) {
      await db.update(stories).set({ isHomepage: false }).where(eq(stories.isHomepage, true));
      await db.update(stories).set({ isHomepage: true }).where(eq(stories.id, ids[kind]));
      expect((await answer()).story).toEqual({ id: "original", isOriginal: true });
    }
    await db.update(stories).set({ isHomepage: false }).where(eq(stories.isHomepage, true));
  });

  it("keeps at most one story marked, and promoting the original clears the mark", async () => {
    const { promoteOriginalToHomepage, promoteStoryToHomepage } = await import("@/lib/stories/server/commands");
    await promoteStoryToHomepage(ids.published);
    await promoteStoryToHomepage(ids.untitled);
    const db = await getDb();
    const marked = await db
      .select({ id: stories.id })
      .from(stories)
      .where((await import("drizzle-orm")).eq(stories.isHomepage, true));
    expect(marked).toEqual([{ id: ids.untitled }]);
    await promoteOriginalToHomepage();
    expect((await answer()).story).toEqual({ id: "original", isOriginal: true });
  });
});
