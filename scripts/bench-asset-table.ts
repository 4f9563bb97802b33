import { chromium, type Page } from "@playwright/test";
import { assetRows, filterAssetRows, NO_FILTERS, sortAssetRows, ASSET_SORT_KEYS, type AssetFilters } from "@/lib/stories/model/asset-table";
import { IMAGE_STATUSES } from "@/lib/db/enums";
import type { StorySummary } from "@/lib/stories/model/types";

// The Story Assets list filters, searches and sorts every story in the browser (the 5 s poll
// brings them all), so its speed at 10,000 stories is the table model's: measured here alone, in
// this process, and as an admin feels it, in Chromium against the running server.

const REPEATS = 7;
const AIM_MS = 100;
const SEARCH_DELAY_MS = 250;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => `median ${median(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
const figure = (values: number[]) => `${spread(values)} (aim under ${AIM_MS} ms: ${Math.max(...values) < AIM_MS ? "met" : "NOT met"})`;

/**
 * Summaries in the same mix of states as `npm run seed -- --bulk`, their titles' numbers shuffled
 * so that no sort starts from rows already in its order.
 */
function summaries(count: number): StorySummary[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const createdAt = new Date(now - (count - index) * 60_000).toISOString();
    const published = index % 3 !== 0;
    const archived = index % 11 === 0;
    return {
      id: index + 1,
      title: `Bulk story ${((index * 7919) % count) + 1}`,
      activityType: "market day",
      createdAt,
      status: index % 17 === 0 ? "failed" : index % 13 === 0 ? "generating" : "complete",
      imageStatus: IMAGE_STATUSES[index % IMAGE_STATUSES.length]!,
      writer: "seed",
      pageCount: 0,
      pagesWithoutPicture: 0,
      published,
      publishedAt: published ? createdAt : null,
      archived,
      archivedAt: archived ? createdAt : null,
      isHomepage: false,
      needsReview: false,
    };
  });
}

function timed(run: () => unknown): number[] {
  return Array.from({ length: REPEATS }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
}

const FILTERS: [string, AssetFilters][] = [
  ["filter: Story Status = complete", { ...NO_FILTERS, storyStatus: "complete" }],
  ["filter: Published = unpublished", { ...NO_FILTERS, published: "unpublished" }],
  ["filter: Archive Status = archived", { ...NO_FILTERS, archive: "archived" }],
  ["search: '99' (title or story #)", { ...NO_FILTERS, query: "99" }],
];

/** The pure rules the screen memoizes: rows from the poll's answer, each filter, the search, each sort. */
export function benchAssetTableModel(count: number): string[][] {
  const stories = summaries(count);
  const rows = assetRows(stories, "Original Story");
  const lines = [[`rows from ${count} stories (once per changed poll, not per sort or filter)`, spread(timed(() => assetRows(stories, "Original Story")))]];
  for (const [name, filters] of FILTERS) lines.push([name, figure(timed(() => filterAssetRows(rows, filters)))]);
  for (const key of ASSET_SORT_KEYS) lines.push([`sort: ${key}, descending`, figure(timed(() => sortAssetRows(rows, { key, desc: true })))]);
  return lines;
}

// In the page: from the event to the frame after React has drawn its answer (a task queued from
// requestAnimationFrame runs once that frame is painted), the way an admin waits for it.
async function clickToPaint(page: Page, header: string): Promise<number> {
  return page.evaluate(async (name) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>("thead button")].find((candidate) => candidate.textContent?.trim() === name);
    if (!button) throw new Error(`No sort button '${name}'`);
    const start = performance.now();
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, header);
}

async function selectToPaint(page: Page, label: string, value: string): Promise<number> {
  return page.evaluate(
    async ([id, option]) => {
      const select = document.getElementById(id!) as HTMLSelectElement;
      const start = performance.now();
      select.value = option!;
      select.dispatchEvent(new Event("change", { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    },
    [label, value],
  );
}

// The search waits for a pause in typing (250 ms) before it filters: the figure is what the list
// takes after that pause, from the typed text to the painted list.
async function searchToPaint(page: Page, text: string): Promise<number> {
  const total = await page.evaluate(async (query) => {
    const input = document.getElementById("filter-title") as HTMLInputElement;
    const counter = document.querySelector("p[aria-live=polite]")!;
    const before = counter.textContent;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    const start = performance.now();
    setValue.call(input, query);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (counter.textContent === before) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(counter, { childList: true, characterData: true, subtree: true });
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, text);
  return total - SEARCH_DELAY_MS;
}

/** Story Assets in Chromium, signed in with `cookie`, over every story the server holds. */
export async function benchAssetTableInBrowser(origin: string, cookie: string, executablePath: string): Promise<string[][]> {
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: origin }]);
    const page = await context.newPage();
    const loadStart = Date.now();
    await page.goto(`${origin}/admin/assets`);
    const counter = page.getByText(/^Showing 1-20 of \d+ stories$/);
    await counter.waitFor({ timeout: 60_000 });
    const loadMs = Date.now() - loadStart;
    const shown = (await counter.textContent())!.replace(/^Showing 1-20 of /, "");

    const lines = [[`open Story Assets: navigation to the first page of ${shown} drawn`, `${loadMs} ms`]];
    const sorts: number[] = [];
    for (const header of ["Title", "Story Status", "Image Status", "Published", "Created"]) {
      for (let i = 0; i < REPEATS; i++) sorts.push(await clickToPaint(page, header));
    }
    lines.push([`sort: a header clicked, 5 columns x ${REPEATS} clicks`, figure(sorts)]);
    const filters: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      filters.push(await selectToPaint(page, "filter-published", "unpublished"));
      filters.push(await selectToPaint(page, "filter-story-status", "complete"));
      filters.push(await selectToPaint(page, "filter-archive", "active"));
      for (const id of ["filter-published", "filter-story-status", "filter-archive"]) await selectToPaint(page, id, "all");
    }
    lines.push([`filter: a filter chosen, 3 filters x ${REPEATS}`, figure(filters)]);
    const searches: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      searches.push(await searchToPaint(page, `${i + 1}9`));
      await searchToPaint(page, "");
    }
    lines.push([`search: typed text to painted list, after the ${SEARCH_DELAY_MS} ms typing pause, ${REPEATS} searches`, figure(searches)]);
    return lines;
  } finally {
    await browser.close();
  }
}
