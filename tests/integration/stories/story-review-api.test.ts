import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as publish } from "@/app/api/stories/[id]/publish/route";
import { PATCH as promote } from "@/app/api/stories/[id]/promote-homepage/route";
import { POST as clearReview } from "@/app/api/stories/[id]/clear-review/route";
import { GET as getStory } from "@/app/api/stories/[id]/route";
import { GET as publicStory } from "@/app/api/public/stories/[id]/route";
import { GET as publicStories } from "@/app/api/public/stories/route";
import { HELD_FOR_REVIEW, NOT_HELD_FOR_REVIEW } from "@/lib/stories/server/commands";
import type { StoryDetail } from "@/lib/stories/model/types";
import { ORIGIN, signedInAdmin } from "../support/accounts";
import { callRoute, routeCallerAs } from "../support/route-caller";
import { insertStory, storyRow } from "../support/stories";

type Answer = { success: boolean; message: string; story: StoryDetail };

const REASON = `The word list found "carajo" (profanity) in page 6's Spanish text.`;

let cookie: string;
let adminEmail: string;
const api = routeCallerAs(() => cookie);

beforeAll(async () => {
  const admin = await signedInAdmin();
  ({ cookie } = admin);
  adminEmail = admin.account.email;
});

const heldStory = () => insertStory({ title: "Held Beans", imageStatus: "complete", needsReview: true, reviewReason: REASON });

async function call(handler: Parameters<typeof api>[0], method: string, route: string, id: number, body?: unknown) {
  const response = await api(handler, method, route, { params: { id }, body });
  return { status: response.status, body: (await response.json()) as Answer };
}

describe("a story held for review", () => {
  it("cannot be published or promoted: 409 with a clear message, and nothing changes", async () => {
    const id = await heldStory();
    const published = await call(publish, "PATCH", "/api/stories/[id]/publish", id, { published: true });
    expect([published.status, published.body]).toEqual([409, { success: false, message: HELD_FOR_REVIEW }]);
    const promoted = await call(promote, "PATCH", "/api/stories/[id]/promote-homepage", id);
    expect([promoted.status, promoted.body.message]).toEqual([409, HELD_FOR_REVIEW]);
    expect(await storyRow(id)).toMatchObject({ published: false, publishedAt: null, isHomepage: false, needsReview: true, reviewReason: REASON });
  });

  it("shows the admin the flag and its reason, and the public nothing", async () => {
    const id = await heldStory();
    const detail = await call(getStory, "GET", "/api/stories/[id]", id);
    expect(detail.body.story).toMatchObject({ needsReview: true, reviewReason: REASON, reviewClearedBy: null, reviewClearedAt: null });
    const visitor = await publicStory(new Request(`${ORIGIN}/api/public/stories/${id}`), { params: Promise.resolve({ id: String(id) }) });
    expect(visitor.status).toBe(404);
    const list = (await (await publicStories(new Request(`${ORIGIN}/api/public/stories`))).json()) as { stories: { id: number }[] };
    expect(list.stories.map((story) => story.id)).not.toContain(id);
  });

  it("is cleared by an admin, who is recorded with the time; then it publishes and promotes as any story", async () => {
    const id = await heldStory();
    const before = Date.now();
    const cleared = await call(clearReview, "POST", "/api/stories/[id]/clear-review", id);
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBe("Story read and cleared: it may now be published.");
    expect(cleared.body.story).toMatchObject({ needsReview: false, reviewReason: REASON, reviewClearedBy: adminEmail });
    expect(Date.parse(cleared.body.story.reviewClearedAt!)).toBeGreaterThanOrEqual(before - 1000);

    const again = await call(clearReview, "POST", "/api/stories/[id]/clear-review", id);
    expect([again.status, again.body.message]).toEqual([409, NOT_HELD_FOR_REVIEW]);

    const published = await call(publish, "PATCH", "/api/stories/[id]/publish", id, { published: true });
    expect([published.status, published.body.story.published]).toEqual([200, true]);
    const promoted = await call(promote, "PATCH", "/api/stories/[id]/promote-homepage", id);
    expect([promoted.status, promoted.body.story.isHomepage]).toEqual([200, true]);
  });

  it("is cleared only by a signed-in admin from a page of this site", async () => {
    const id = await heldStory();
    const signedOut = await callRoute(clearReview, "POST", "/api/stories/[id]/clear-review", { params: { id } });
    expect(signedOut.status).toBe(401);
    const { cookie: notAdmin } = await signedInAdmin({ isAdmin: false });
    const refused = await callRoute(clearReview, "POST", "/api/stories/[id]/clear-review", { params: { id }, cookie: notAdmin });
    expect(refused.status).toBe(403);
    const foreign = await clearReview(
      new Request(`${ORIGIN}/api/stories/${id}/clear-review`, { method: "POST", headers: { cookie, origin: "https://evil.example" } }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    expect(foreign.status).toBe(403);
    expect(await storyRow(id)).toMatchObject({ needsReview: true, reviewClearedBy: null });
    const missing = await call(clearReview, "POST", "/api/stories/[id]/clear-review", 987654);
    expect(missing.status).toBe(404);
  });

  it("is refused by the database as published, or held without a reason, whatever the code does", async () => {
    await expect(insertStory({ needsReview: true, reviewReason: REASON, published: true })).rejects.toThrow();
    await expect(insertStory({ needsReview: true })).rejects.toThrow();
  });
});
