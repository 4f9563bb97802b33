import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import type { ImagePagesResponse } from "@/lib/api/images";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

// Each admin screen's first data is in the page the server sends: the first HTML response
// already holds it, and the screen shows it while its API is held unanswered (the screen
// fetches afterwards only to refresh). At a laptop's and a phone's size.

const SIZES = [
  { name: "laptop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Screen = { name: string; path: string; api: string; text: string | RegExp };

// The dashboard's data is today's story allowance: what is left, or that the limit is reached
// (every story made today counts, seeded ones too).
const ALLOWANCE = /Stories left today:|The daily limit of .+ has been reached/;

/**
 * The text the server rendered as HTML: scripts (where the same data also travels, as the
 * screens' props) left out, React's text separators and word-break hints dropped, entities read.
 */
function renderedText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->|<wbr\/?>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** The screens, with a text of their data that the HTML must carry. */
async function screens(request: APIRequestContext, email: string): Promise<Screen[]> {
  const title = `First Data ${Date.now()}`;
  const id = await seedStory(["--title", title]);
  const pages = (await (await request.get("/api/admin/image-pages")).json()) as ImagePagesResponse;
  const firstStory = Math.min(...pages.rows.map((row) => row.storyId));
  return [
    { name: "generate", path: "/admin", api: "/api/admin/generation-allowance", text: ALLOWANCE },
    { name: "assets", path: `/admin/assets?q=${encodeURIComponent(title)}`, api: "/api/stories", text: title },
    { name: "story", path: `/admin/story/${id}`, api: `/api/stories/${id}`, text: title },
    { name: "image-gen", path: "/admin/image-gen", api: "/api/admin/image-pages", text: `ID: ${firstStory}` },
    { name: "gallery", path: "/admin/gallery", api: "/api/admin/gallery", text: title },
    { name: "users", path: "/admin/users", api: "/api/admin/users", text: email },
  ];
}

const NAMES = ["generate", "assets", "story", "image-gen", "gallery", "users"] as const;
let seeded: Screen[] = [];

test.beforeAll(async ({ playwright, admin, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL, storageState: admin.storageState });
  seeded = await screens(request, admin.email);
  await request.dispose();
});

// A test a screen: each has its own time, so a slow machine fails one screen, not all six at once.
for (const name of NAMES) {
  test(`the ${name} screen's first HTML holds its data, shown before its API answers, on a laptop and a phone`, async ({ adminPage: page }, testInfo) => {
    const screen = seeded.find((candidate) => candidate.name === name)!;
    const html = await (await page.request.get(screen.path)).text();
    expect(renderedText(html), `${screen.path}'s first HTML, as rendered`).toMatch(screen.text);

    // Held, never answered: what the screen shows comes from the server's page.
    await page.route(
      (url) => url.pathname === screen.api,
      () => undefined,
    );
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(screen.path);
      await expect(page.getByText(screen.text, { exact: false }).first()).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await shot(page, testInfo, screen.name);
    }
  });
}
