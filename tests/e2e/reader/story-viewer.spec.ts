import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { elapse } from "../../support/elapse";
import { fontNames, pageText } from "../../support/pdf-text";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { scriptsLoadedBy } from "../support/pages";
import { seedStory } from "../support/seed";

let storyId: number;

/** A slow network for a stored picture: the page's scripts have long run before it arrives. */
const SLOW_PICTURE_MS = 2_000;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", "Pepita's Sunny Week"]);
});

test("the server's first HTML already holds the title, image, both texts and the Stories list", async ({ request }) => {
  const response = await request.get(`/story/${storyId}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Pepita&#x27;s Sunny Week");
  // The seed's stored PNG is shown through its WebP copies, sized, and preloaded in the head.
  expect(html).toMatch(/<img[^>]+src="\/objects\/seed\/[^"]+-\d+x\d+-w\d+\.webp"[^>]+srcSet="[^"]+-w480\.webp 480w[^"]*"[^>]+width="\d+" height="\d+"/);
  expect(html).toMatch(/<link rel="preload" as="image"[^>]+imageSrcSet="\/objects\/seed\/[^"]+-w480\.webp 480w/);
  // The captions as rendered markup (not the router's data), one word to a span for the read-along.
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
  const caption = (lang: string) =>
    [...markup.matchAll(new RegExp(`<p lang="${lang}"[^>]*>([\\s\\S]*?)</p>`, "g"))].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
  expect(caption("en")).toContain("Pepita and Abuelita open the big blue door and wave hello to the morning.");
  expect(caption("es")).toContain("Pepita y Abuelita abren la gran puerta azul y saludan a la mañana.");
  expect(html).toContain(`href="/story/${storyId}"`);
  expect(html).toContain(`<link rel="canonical" href="${process.env.E2E_BASE_URL}/story/${storyId}"/>`);
  expect(html).toContain(`<meta property="og:image" content="${process.env.E2E_BASE_URL}/story/${storyId}/share-card"/>`);
});

test("a reader pages through a story with buttons and arrow keys, and the URL carries the page", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText("Page 1 of 10")).toBeVisible();
  await expect(page.getByRole("button", { name: "← Previous" })).toBeDisabled();
  await page.getByRole("button", { name: "Next →" }).click();
  await expect(page.getByText("Page 2 of 10")).toBeVisible();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText("They stir warm chocolate in the clay pot, and it smells like cinnamon.")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Page 3 of 10")).toBeVisible();
  await expect(page).toHaveURL(/\?page=3$/);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("Page 2 of 10")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Story progress" })).toHaveAttribute("aria-valuenow", "2");
  await expectNoA11yViolations(page, "a story's page");
});

test("the next page's picture is fetched once the page has loaded, never beside the picture on screen", async ({ page }) => {
  // A slow network for page 1's picture (a stored image): the scripts run long before it arrives.
  await page.route("**/objects/**", async (route) => {
    await elapse(SLOW_PICTURE_MS);
    await route.continue();
  });
  await page.goto(`/story/${storyId}`);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const next = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/original-story/02-hot-chocolate.svg"));
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
        return next && navigation && navigation.loadEventEnd > 0 ? next.startTime >= navigation.loadEventEnd : null;
      }),
    )
    .toBe(true);
});

test("reloading on ?page=3 opens page 3, and the last page starts again", async ({ page }) => {
  await page.goto(`/story/${storyId}?page=3`);
  await expect(page.getByText("Page 3 of 10")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Page 3 of 10")).toBeVisible();
  await expect(page.getByText("Little hands fold the dough into half-moons, one, two, three.")).toBeVisible();
  await page.goto(`/story/${storyId}?page=10`);
  await page.getByRole("button", { name: "Start Again" }).click();
  await expect(page.getByText("Page 1 of 10")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));
});

test("a page number beyond the story shows 'Page not found' with a way back", async ({ page }) => {
  await page.goto(`/story/${storyId}?page=42`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoA11yViolations(page, "a story's missing page");
  await page.getByRole("button", { name: "Go to beginning" }).click();
  await expect(page.getByText("Page 1 of 10")).toBeVisible();
});

test("Download PDF saves a US-letter sheet with the page's text in Helvetica", async ({ page }) => {
  await page.goto(`/story/${storyId}?page=2`);
  await expect(page.getByText("Page 2 of 10")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe("Abuelita_Pepita_Page_2.pdf");
  await expect(page.getByText("PDF downloaded!")).toBeVisible();
  await expect(page.getByText("Page 2 downloaded successfully.")).toBeVisible();
  await expectNoA11yViolations(page, "a story's page with the download toast");
  const doc = await PDFDocument.load(await readFile((await download.path())!));
  expect(doc.getPageCount()).toBe(1);
  expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  expect(fontNames(doc)).toEqual(["Helvetica", "Helvetica-Bold"]);
  const text = pageText(doc.getPage(0));
  expect(text[0]).toBe("Pepita's Sunny Week");
  expect(text).toContain(`Abuelita and Pepita's Coloring Stories brought to you by ${new URL(process.env.E2E_BASE_URL!).host}`);
  expect(text.join(" ")).toContain("Menean el chocolate caliente en la olla de barro, y huele a canela.");
});

test("Download whole story saves a cover and every page", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download whole story" }).click()]);
  expect(download.suggestedFilename()).toBe("Abuelita_Pepita_Pepita_s_Sunny_Week.pdf");
  const doc = await PDFDocument.load(await readFile((await download.path())!));
  expect(doc.getPageCount()).toBe(11);
});

test("a page without an image shows the placeholder and disables Download PDF", async ({ page }) => {
  const id = await seedStory(["--title", "No Pictures Yet", "--no-images"]);
  await page.goto(`/story/${id}`);
  await expect(page.getByText("Coloring page not available")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  await expectNoA11yViolations(page, "a story's page without its image");
});

test("the Stories menu lists the original first, then public stories, and navigates", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  await page.getByText("Stories", { exact: true }).click();
  const items = page.getByRole("listitem");
  await expect(items.first()).toHaveText("Original Story");
  // By its address: a worker restarted after a failure seeds this file's story again, same title.
  await page.locator(`a[href="/story/${storyId}"]`, { hasText: "Pepita's Sunny Week" }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));
  await page.getByText("Stories", { exact: true }).click();
  await page.getByRole("link", { name: "Original Story" }).click();
  await expect(page).toHaveURL(/\/story\/original$/);
  await expect(page.getByRole("heading", { name: "The Weekly Arrival" })).toBeVisible();
});

test("visitors get the not-found state for unpublished and archived stories, marked noindex", async ({ page }) => {
  for (const flag of ["--unpublished", "--archived"]) {
    const id = await seedStory(["--title", `Hidden ${flag}`, flag]);
    await page.goto(`/story/${id}`);
    await expect(page.getByRole("heading", { name: "Story Not Found", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Story not found", exact: true })).toBeVisible();
    await expect(page.getByText("This story may not exist or is not available for public viewing.")).toBeVisible();
    // The 404 carries Next's own noindex besides the page's: every robots tag must say noindex.
    await expect
      .poll(() => page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content") ?? "")))
      .toEqual(expect.arrayContaining([expect.stringMatching(/noindex/)]));
    expect(
      (await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content") ?? ""))).every((content) =>
        content.includes("noindex"),
      ),
    ).toBe(true);
    await expect(page.getByText(`Hidden ${flag}`)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Go to homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the built-in story pages through its ten scenes with Spanish titles", async ({ page }) => {
  // The page before is fetched once the page is idle, into the cache only: an SVG loaded as a
  // picture would be parsed on the main thread before anyone pages to it.
  const warmed = page.waitForRequest((request) => request.url().endsWith("/original-story/09-market-adventure.svg"));
  await page.goto("/?page=10");
  await expect(page.getByText("Page 10 of 10")).toBeVisible();
  expect((await warmed).resourceType()).toBe("other");
  await expect(page.getByRole("heading", { name: /Bedtime Blessing/ })).toBeVisible();
  await page.getByRole("button", { name: "Start Again" }).click();
  await expect(page.getByRole("heading", { name: /The Weekly Arrival/ })).toBeVisible();
});

test("an unknown path shows the Home screen with a 404 status", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Free Coloring Pages" })).toBeVisible();
  await expect(page.getByText("Page 1 of 10")).toBeVisible();
});

test("sitemap.xml lists the original and every public story; robots.txt points at it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${process.env.E2E_BASE_URL}/</loc>`);
  expect(sitemap).toContain(`<loc>${process.env.E2E_BASE_URL}/story/${storyId}</loc>`);
  expect(sitemap).not.toContain("Hidden");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${process.env.E2E_BASE_URL}/sitemap.xml`);
});

test("story pages load no PDF library and no ad code without ad settings", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, `/story/${storyId}`);
  await expect(page.getByText("Page 1 of 10")).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes("PDFDocument") || source.includes("pdf-lib"))).toBe(false);
  await expect(page.locator("script[src*='googlesyndication']")).toHaveCount(0);
  await expect(page.getByText("Sponsored")).toHaveCount(0);
});

test("the scripts a public page starts with carry no schema library and no toast library", async ({ request }) => {
  for (const path of [`/story/${storyId}`, "/", "/stories", `/es/story/${storyId}`, "/es"]) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await (await request.get(src)).text();
      // zod's own issue code, in every build of it: zod would be a sixth of these scripts.
      expect(script, `${path}: ${src}`).not.toContain('"invalid_type"');
      // sonner's toaster attribute: it comes when a toast is shown or the page is idle.
      expect(script, `${path}: ${src}`).not.toContain("data-sonner-toaster");
    }
  }
});

test.describe("the homepage story", () => {
  test("an open Home switches to a newly promoted story at its next 30 s check", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "The Weekly Arrival" })).toBeVisible();
    // The 30 s timer starts at hydration: advancing the clock before it would skip the check.
    await page.getByRole("button", { name: "Next →" }).click();
    await expect(page.getByText("Page 2 of 10")).toBeVisible();
    await page.getByRole("button", { name: "← Previous" }).click();
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    await seedStory(["--title", "Our Homepage Story", "--homepage"]);
    await page.clock.fastForward(29_000);
    await expect(page.getByRole("heading", { name: "The Weekly Arrival" })).toBeVisible();
    await page.clock.fastForward(1_000);
    // React paces the reveal of the refreshed content with timers, which the fake clock only
    // fires as it moves: keep it moving (well short of the next 30 s check) until it shows.
    await expect(async () => {
      await page.clock.runFor(250);
      await expect(page.getByRole("heading", { name: "Our Homepage Story", level: 1 })).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 30_000 });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Our Homepage Story", level: 1 })).toBeVisible();
  });

  test("with another story on Home, the menu's Original Story still opens the built-in story, in either language", async ({ page }) => {
    const home = await seedStory(["--title", "Home Story Beside The Original", "--homepage"]);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Home Story Beside The Original", level: 1 })).toBeVisible();
    await page.getByText("Stories", { exact: true }).click();
    await expect(page.locator("details[open] [aria-current=page]")).toHaveAttribute("href", `/story/${home}`);
    await page.getByRole("link", { name: "Original Story" }).click();
    await expect(page).toHaveURL(/\/story\/original$/);
    await expect(page.getByRole("heading", { name: "Original Story", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Weekly Arrival" })).toBeVisible();
    await page.getByText("Stories", { exact: true }).click();
    await expect(page.locator("details[open] [aria-current=page]")).toHaveText("Original Story");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/story\/original$/);

    await page.goto("/es/story/original");
    await expect(page.getByRole("heading", { name: "Cuento original", level: 1 })).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/share-card\/es$/);
    // A page number in the address still works, as on any story page.
    await page.goto("/story/original?page=3");
    await expect(page.getByText("Page 3 of 10")).toBeVisible();
  });
});
