import type { APIRequestContext } from "@playwright/test";
import { PUBLIC_CACHE_CONTROL } from "@/lib/config/headers.mjs";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

// Home and story pages come from Next's full-route cache; every change to a story (made in a
// request or by the background worker) must reach them at once.

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

async function cachedHtml(request: APIRequestContext, path: string): Promise<string> {
  await request.get(path);
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-nextjs-cache"]).toBe("HIT");
  return response.text();
}

test("Home is served from the page cache and follows a promote and an unpublish at once", async ({ adminPage, request }) => {
  const admin = adminPage.request;
  const before = await cachedHtml(request, "/");
  const id = await seedStory(["--title", "Cached Home Story", "--homepage"]);
  expect(before).not.toContain("Cached Home Story");
  const promoted = await cachedHtml(request, "/");
  expect(promoted).toContain("<h1");
  expect(promoted).toContain("Cached Home Story");

  // Unpublishing the homepage story puts the built-in story back on Home.
  const unpublished = await admin.patch(`/api/stories/${id}/publish`, { headers: origin(), data: { published: false } });
  expect(unpublished.status()).toBe(200);
  const after = await cachedHtml(request, "/");
  expect(after).not.toContain("Cached Home Story");
  expect(after).toContain("The Weekly Arrival");
});

test("Home's cached route is not reachable by its own name", async ({ request }) => {
  for (const path of ["/home", "/home/live", "/home/other"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test("an unknown path answers 404 with HTML that already holds the Home header and the built-in story", async ({ request }) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Free Coloring Pages");
  expect(html).toMatch(/<summary[^>]*>Stories/);
  expect(html).toContain("The Weekly Arrival");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("images drawn by the background worker reach the cached story page", async ({ adminPage, request }) => {
  const admin = adminPage.request;
  // Two pages, not ten: the check needs the first one drawn, and every page queued is drawn, in
  // the background, on the processor the next specs run on.
  const id = await seedStory(["--title", "Drawn Later", "--no-images", "--pages", "2"]);
  expect(await cachedHtml(request, `/story/${id}`)).not.toContain("/objects/");
  const queued = await admin.post(`/api/stories/${id}/generate-missing-images`, { headers: origin() });
  expect(queued.status()).toBe(200);
  await expect(async () => {
    const html = await (await request.get(`/story/${id}`)).text();
    expect(html).toMatch(/<img[^>]+src="\/objects\//);
  }).toPass({ timeout: 60_000 });
});

/** The og:image and twitter:image paths a story page names. */
async function shareCardPaths(request: APIRequestContext, storyPath: string): Promise<string[]> {
  const html = await (await request.get(storyPath)).text();
  const urls = [...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g)].map((match) => new URL(match[1]!));
  expect(urls, storyPath).toHaveLength(2);
  return urls.map((url) => `${url.pathname}${url.search}`);
}

test("a story's share card is cached like its page and answers 404 as soon as the story is unpublished", async ({ adminPage, request }) => {
  const id = await seedStory(["--title", "Card Goes Away"]);
  expect(new Set(await shareCardPaths(request, `/story/${id}`))).toEqual(new Set([`/story/${id}/share-card`]));
  expect(new Set(await shareCardPaths(request, `/es/story/${id}`))).toEqual(new Set([`/story/${id}/share-card/es`]));
  const cards = [`/story/${id}/share-card`, `/story/${id}/share-card/es`];
  for (const card of cards) {
    // Another method first: Next's cache for the opengraph-image convention kept its answer for every later GET.
    expect((await request.fetch(card, { method: "OPTIONS" })).status()).toBe(204);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(card);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(response.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    }
  }

  const unpublished = await adminPage.request.patch(`/api/stories/${id}/publish`, { headers: origin(), data: { published: false } });
  expect(unpublished.status()).toBe(200);
  for (const card of cards) {
    const gone = await request.get(card);
    expect(gone.status(), card).toBe(404);
    expect(gone.headers()["cache-control"]).toBe("no-store");
    expect(await gone.json()).toEqual({ success: false, message: "Story not found" });
  }
});

test("a share card for an id with no public story answers 404, which is not kept once the story is published", async ({ adminPage, request }) => {
  const hidden = await seedStory(["--title", "Card Of A Draft", "--unpublished"]);
  for (const id of [hidden, 987_654, "made-up", "0"]) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(`/story/${id}/share-card${attempt ? "/es" : ""}`);
      expect(response.status(), String(id)).toBe(404);
      expect(response.headers()["cache-control"], String(id)).toBe("no-store");
    }
  }
  const published = await adminPage.request.patch(`/api/stories/${hidden}/publish`, { headers: origin(), data: { published: true } });
  expect(published.status()).toBe(200);
  expect((await request.get(`/story/${hidden}/share-card`)).status()).toBe(200);
});

test("archiving the Home story takes it off Home on the very next load", async ({ adminPage, request }) => {
  const id = await seedStory(["--title", "Home Story Put Away", "--homepage"]);
  expect(await cachedHtml(request, "/")).toContain("Home Story Put Away");
  const archived = await adminPage.request.post(`/api/stories/${id}/archive`, { headers: origin() });
  expect(archived.status()).toBe(200);
  // One load, not two: a stale copy served while the page renders again would show it once more.
  const first = await request.get("/");
  expect(first.status()).toBe(200);
  expect(await first.text()).not.toContain("Home Story Put Away");
});

test("a browser that showed Home shows it without the archived story on its next visit", async ({ adminPage }) => {
  const id = await seedStory(["--title", "Home Story Seen Then Put Away", "--homepage"]);
  await adminPage.goto("/");
  await expect(adminPage.getByRole("heading", { level: 1 })).toContainText("Home Story Seen Then Put Away");
  await adminPage.goto("/admin/assets");
  const archived = await adminPage.request.post(`/api/stories/${id}/archive`, { headers: origin() });
  expect(archived.status()).toBe(200);
  await adminPage.getByRole("link", { name: "Back to Story" }).click();
  await expect(adminPage).toHaveURL(/\/$/);
  await expect(adminPage.getByRole("heading", { level: 1 })).not.toContainText("Home Story Seen Then Put Away");
});
