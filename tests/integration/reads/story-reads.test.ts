import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { storyReads } from "@/lib/db/schema";
import { READ_KIND_MESSAGE, STORY_KEY_MESSAGE } from "@/lib/api/reads";
import { READS_PER_CLIENT_PER_MINUTE, TOO_MANY_READS } from "@/lib/reads/server/beacon-limit";
import { NOT_COUNTABLE } from "@/lib/reads/server/countable";
import { flushReads } from "@/lib/reads/server/counter";
import { addReadCounts, windowStart } from "@/lib/reads/server/store";
import { dailyReads, mostReadThisMonth, readsScreenData, CHART_DAYS } from "@/lib/reads/server/report";
import { findLibraryPage } from "@/lib/stories/server/library";
import { parseLibraryQuery } from "@/lib/stories/model/library-query";
import { ORIGIN } from "../support/accounts";
import { insertStory, storyPages } from "../support/stories";

// Drafts' PDFs are for admins: the test decides who is one.
const admin = vi.hoisted(() => ({ signedIn: false }));
vi.mock("@/lib/auth/require-admin", async () => (await import("../support/admin-switch")).switchableAdmin(admin));

const { POST: report } = await import("@/app/api/public/reads/route");
const { GET: pdf } = await import("@/app/api/pdf/[story]/route");

const USER_AGENT = "Mozilla/5.0 (Linux; Android 14) FamilyPhone/1.0";
let peers = 0;
/** A client address of its own for each test, so the per-client limit of one never touches another. */
const nextPeer = () => `198.51.100.${(peers += 1)}`;

// As navigator.sendBeacon sends a string: text/plain, from a page of this site.
function beacon(body: unknown, { peer = nextPeer(), origin = ORIGIN as string | null, raw }: { peer?: string; origin?: string | null; raw?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "text/plain;charset=UTF-8", "x-peer-address": peer, "user-agent": USER_AGENT };
  if (origin) headers.origin = origin;
  return report(new Request(`${ORIGIN}/api/public/reads`, { method: "POST", headers, body: raw ?? JSON.stringify(body) }));
}

const getPdf = (key: string | number, query = "", headers: Record<string, string> = {}) =>
  pdf(new Request(`${ORIGIN}/api/pdf/${key}${query}`, { headers: { "x-peer-address": nextPeer(), "user-agent": USER_AGENT, ...headers } }), {
    params: Promise.resolve({ story: String(key) }),
  });

async function counts(storyKey: string): Promise<Record<string, number>> {
  await flushReads();
  const rows = await (await getDb()).select().from(storyReads).where(eq(storyReads.storyKey, storyKey));
  return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
}

async function clearReads() {
  await flushReads();
  await (await getDb()).delete(storyReads);
}

let ids: Record<"published" | "draft" | "archived", number>;

beforeAll(async () => {
  ids = {
    published: await insertStory({ title: "Marigold Morning", published: true, pages: storyPages(2) }),
    draft: await insertStory({ title: "Secret Draft", published: false, pages: storyPages(2) }),
    archived: await insertStory({ title: "Old One", published: true, archived: true, archivedAt: new Date(), pages: storyPages(2) }),
  };
});

beforeEach(clearReads);

describe("the story_reads table", () => {
  it("has a column for the story, the day, the kind and the count, and none that could name a person", async () => {
    const db = await getDb();
    const result = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'story_reads' order by column_name`,
    );
    // PGlite answers { rows }, postgres.js the rows themselves.
    const rows: { column_name: string }[] = Array.isArray(result) ? result : (result as { rows: { column_name: string }[] }).rows;
    expect(rows.map((row) => row.column_name)).toEqual(["count", "day", "kind", "story_key"]);
  });

  it("adds to a row from any number of writers at once (one per process), never replacing it", async () => {
    const day = windowStart(1);
    await Promise.all(Array.from({ length: 5 }, () => addReadCounts([{ storyKey: "original", day, kind: "page_view", count: 2 }])));
    expect(await counts("original")).toEqual({ page_view: 10 });
  });
});

describe("POST /api/public/reads", () => {
  it("counts a view, a listen, a printed coloring and a share of the built-in story and of a published one, setting no cookie", async () => {
    for (const kind of ["page_view", "page_view", "listen", "colouring_printed", "share"]) {
      const response = await beacon({ story: "original", kind });
      expect(response.status).toBe(202);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await beacon({ story: String(ids.published), kind: "page_view" })).status).toBe(202);
    expect(await counts("original")).toEqual({ page_view: 2, listen: 1, colouring_printed: 1, share: 1 });
    expect(await counts(String(ids.published))).toEqual({ page_view: 1 });
  });

  it("stores nothing about the sender: no address, browser or identifier in any row", async () => {
    const peer = "203.0.113.99";
    await beacon({ story: "original", kind: "page_view" }, { peer });
    await flushReads();
    const rows = await (await getDb()).select().from(storyReads);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(peer);
    expect(stored).not.toContain("FamilyPhone");
    expect(Object.keys(rows[0]!).sort()).toEqual(["count", "day", "kind", "storyKey"]);
  });

  it("refuses an unknown kind, a PDF kind (the PDF route counts those) and a malformed story key with a clear message, writing nothing", async () => {
    for (const kind of ["download", "pdf_page", "", 3, null]) {
      const response = await beacon({ story: "original", kind });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(READ_KIND_MESSAGE);
    }
    for (const story of ["abc", "0", "-1", "1.5", "99999999999", "ORIGINAL", 7]) {
      const response = await beacon({ story, kind: "page_view" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(STORY_KEY_MESSAGE);
    }
    for (const raw of ["", "not json", "[]", "null"]) expect((await beacon(null, { raw })).status).toBe(400);
    expect((await beacon(null, { raw: JSON.stringify({ story: "original", kind: "page_view", padding: "x".repeat(2000) }) })).status).toBe(413);
    await flushReads();
    expect(await (await getDb()).select().from(storyReads)).toEqual([]);
  });

  it("answers 404 for a story families cannot read (unknown, draft, archived), writing nothing", async () => {
    for (const story of ["424242", String(ids.draft), String(ids.archived)]) {
      const response = await beacon({ story, kind: "page_view" });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(NOT_COUNTABLE);
    }
    await flushReads();
    expect(await (await getDb()).select().from(storyReads)).toEqual([]);
  });

  it("refuses a report from another site or without an Origin", async () => {
    expect((await beacon({ story: "original", kind: "share" }, { origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await beacon({ story: "original", kind: "share" }, { origin: null })).status).toBe(403);
    expect(await counts("original")).toEqual({});
  });

  it("takes a minute's reports from one client, then answers 429 to it alone", async () => {
    const peer = nextPeer();
    for (let sent = 0; sent < READS_PER_CLIENT_PER_MINUTE; sent += 1)
      expect((await beacon({ story: "original", kind: "page_view" }, { peer })).status).toBe(202);
    const refused = await beacon({ story: "original", kind: "page_view" }, { peer });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(TOO_MANY_READS);
    expect((await beacon({ story: "original", kind: "page_view" })).status).toBe(202);
    expect(await counts("original")).toEqual({ page_view: READS_PER_CLIENT_PER_MINUTE + 1 });
  });
});

describe("PDF downloads", () => {
  it("are counted by kind by the PDF route: a page's sheet, the whole story, the booklet, and a re-download answered 304", async () => {
    const page = await getPdf("original", "?page=1");
    expect(page.status).toBe(200);
    expect((await getPdf("original")).status).toBe(200);
    expect((await getPdf("original", "?layout=booklet")).status).toBe(200);
    const again = await getPdf("original", "?page=1", { "if-none-match": page.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(await counts("original")).toEqual({ pdf_page: 2, pdf_story: 1, pdf_booklet: 1 });
  });

  it("count a published story's downloads under its id, and neither an admin's draft nor a refused request", async () => {
    expect((await getPdf(ids.published, "?paper=a4&lang=es")).status).toBe(200);
    admin.signedIn = true;
    try {
      expect((await getPdf(ids.draft)).status).toBe(200);
    } finally {
      admin.signedIn = false;
    }
    // A page with no picture has no sheet, a page past the end no PDF, a draft none for visitors.
    expect((await getPdf(ids.published, "?page=2")).status).toBe(404);
    expect((await getPdf(ids.published, "?page=99")).status).toBe(404);
    expect((await getPdf(ids.draft)).status).toBe(404);
    expect(await counts(String(ids.published))).toEqual({ pdf_story: 1 });
    expect(await counts(String(ids.draft))).toEqual({});
  });
});

describe("what the back office and the library read from the counts", () => {
  it("ranks this month's stories by opens with every kind's count, and charts one story's last 30 days", async () => {
    const today = windowStart(1);
    await addReadCounts([
      { storyKey: String(ids.published), day: today, kind: "page_view", count: 7 },
      { storyKey: String(ids.published), day: today, kind: "pdf_booklet", count: 2 },
      { storyKey: "original", day: today, kind: "page_view", count: 3 },
      { storyKey: "original", day: today, kind: "share", count: 9 },
    ]);
    const list = await mostReadThisMonth();
    expect(list.map((row) => [row.storyKey, row.title, row.opens])).toEqual([
      [String(ids.published), "Marigold Morning", 7],
      ["original", expect.any(String), 3],
    ]);
    expect(list[0]!.counts).toMatchObject({ page_view: 7, pdf_booklet: 2, share: 0 });
    const chart = (await dailyReads(String(ids.published)))!;
    expect(chart.days).toHaveLength(CHART_DAYS);
    expect(chart.days.at(-1)).toEqual({ day: today, counts: expect.objectContaining({ page_view: 7, pdf_booklet: 2 }) });
    expect(chart.days.slice(0, -1).every(({ counts }) => Object.values(counts).every((count) => count === 0))).toBe(true);
    expect(await dailyReads("424242")).toBeNull();
    // The screen charts the story asked for, else the month's most read, else the built-in story.
    expect((await readsScreenData("original")).chart.storyKey).toBe("original");
    expect((await readsScreenData("424242")).chart.storyKey).toBe(String(ids.published));
    expect((await readsScreenData(undefined)).chart.storyKey).toBe(String(ids.published));
    await clearReads();
    expect(await readsScreenData("not a key")).toMatchObject({ mostRead: [], chart: { storyKey: "original" } });
  });

  it("orders the library by the last 30 days' opens with ?sort=most-read, newest first otherwise", async () => {
    const older = await insertStory({ title: "Older But Loved", published: true, createdAt: new Date("2020-01-01T00:00:00Z"), pages: storyPages(1) });
    await addReadCounts([
      { storyKey: String(older), day: windowStart(1), kind: "page_view", count: 5 },
      { storyKey: String(ids.published), day: windowStart(1), kind: "page_view", count: 2 },
      // Read long ago, or printed but not opened: neither ranks.
      { storyKey: String(ids.published), day: windowStart(40), kind: "page_view", count: 100 },
      { storyKey: String(ids.published), day: windowStart(1), kind: "pdf_page", count: 50 },
    ]);
    const order = async (params: Record<string, string>) => (await findLibraryPage(parseLibraryQuery(params))).cards.map((card) => card.id);
    const mostRead = await order({ sort: "most-read" });
    expect(mostRead.indexOf(older)).toBeLessThan(mostRead.indexOf(ids.published));
    const newest = await order({});
    expect(newest.indexOf(ids.published)).toBeLessThan(newest.indexOf(older));
    expect(mostRead).not.toContain(ids.draft);
  });
});
