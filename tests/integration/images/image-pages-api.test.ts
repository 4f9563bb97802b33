import { beforeAll, describe, expect, it } from "vitest";
import { GET as imagePages } from "@/app/api/admin/image-pages/route";
import type { ImagePageRow, ImagePagesResponse } from "@/lib/api/images";
import { get, signedInAdmin } from "../support/accounts";
import { insertStory, storyPages } from "../support/stories";

let cookie: string;

async function listRows(as = cookie) {
  const response = await imagePages(get("/api/admin/image-pages", as));
  return { status: response.status, headers: response.headers, body: (await response.json()) as ImagePagesResponse };
}

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});

describe("GET /api/admin/image-pages", () => {
  it("refuses visitors (401) and accounts without admin access (403)", async () => {
    expect((await imagePages(get("/api/admin/image-pages"))).status).toBe(401);
    const { cookie: visitor } = await signedInAdmin({ isAdmin: false });
    expect((await imagePages(get("/api/admin/image-pages", visitor))).status).toBe(403);
  });

  it("lists every page of every story, archived ones too, with the image each shows", async () => {
    const titled = await insertStory({
      title: "Tamales with Abuelita",
      pages: storyPages(3),
      // Page 1 also has a manual upload, which wins.
      imageData: { 1: "/objects/generated/one.png", 2: "/objects/generated/two.png" },
      manualImages: { 1: "/objects/manual/one.png" },
    });
    const archived = await insertStory({ activityType: "Market", season: "Fall", storyData: { pages: storyPages(2) }, archived: true, archivedAt: new Date() });
    const generating = await insertStory({ status: "generating", storyData: null });

    const { status, headers, body } = await listRows();
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body.success).toBe(true);

    const of = (id: number) => body.rows.filter((row) => row.storyId === id);
    expect(of(titled)).toEqual<ImagePageRow[]>([
      {
        storyId: titled,
        storyTitle: "Tamales with Abuelita",
        pageNumber: 1,
        english: "English 1",
        spanish: "Español 1",
        sceneDescription: "Scene 1",
        imageUrl: "/objects/manual/one.png",
        imageSource: "manual",
        imageCredit: null,
        job: null,
      },
      {
        storyId: titled,
        storyTitle: "Tamales with Abuelita",
        pageNumber: 2,
        english: "English 2",
        spanish: "Español 2",
        sceneDescription: "Scene 2",
        imageUrl: "/objects/generated/two.png",
        imageSource: "generated",
        imageCredit: null,
        job: null,
      },
      {
        storyId: titled,
        storyTitle: "Tamales with Abuelita",
        pageNumber: 3,
        english: "English 3",
        spanish: "Español 3",
        sceneDescription: "Scene 3",
        imageUrl: null,
        imageSource: null,
        imageCredit: null,
        job: null,
      },
    ]);
    // A story without a title reads as the back office's default title.
    expect(of(archived).map((row) => [row.storyTitle, row.pageNumber])).toEqual([
      ["Market Story - Fall", 1],
      ["Market Story - Fall", 2],
    ]);
    // A story still being written has no pages yet.
    expect(of(generating)).toEqual([]);
  });
});
