import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { findAnyStory } from "@/lib/stories/server/queries";

// Migration 0006 turns the story JSON columns from text into jsonb. The suite's database is
// already migrated, so the columns are put back to text, filled with what older writers left,
// and the migration's SQL is run again over them.

const COLUMNS = ["pepita_customization", "story_data", "image_data", "manual_images"] as const;
type Column = (typeof COLUMNS)[number];

const LEGACY: Record<string, Partial<Record<Column, string | null>>> = {
  plain: {
    pepita_customization: JSON.stringify({ personality: ["Brave"], favoriteActivity: "drawing" }),
    story_data: JSON.stringify({ pages: [{ pageNumber: 1, storyText: "One" }] }),
    image_data: JSON.stringify({ "1": "/g1.png", "2": "/g2.png" }),
    manual_images: JSON.stringify({ "2": "/m2.png" }),
  },
  doubleEncoded: {
    pepita_customization: JSON.stringify(JSON.stringify({ personality: ["Kind"], favoriteActivity: "baking" })),
    story_data: JSON.stringify(JSON.stringify({ pages: [{ pageNumber: 1, storyText: "Twice" }] })),
    image_data: JSON.stringify(JSON.stringify({ images: { "3": "/g3.png" } })),
  },
  invalid: { pepita_customization: "{nope", story_data: "not json", image_data: "[broken", manual_images: "" },
  imagesWrapper: { image_data: JSON.stringify({ images: { "1": " /w1.png ", "2": { url: "/w2.png" }, x: "/bad.png", "0": "/zero.png", "4": "" } }) },
  imagesArray: { image_data: JSON.stringify(["/a1.png", null, "/a3.png"]), manual_images: JSON.stringify([{ url: "/ma1.png" }]) },
  bareArray: { story_data: JSON.stringify([{ storyText: "A" }, { storyText: "B" }]) },
  wrongShapes: {
    pepita_customization: JSON.stringify(["Brave"]),
    story_data: JSON.stringify({ pages: "none" }),
    image_data: JSON.stringify(7),
    manual_images: "null",
  },
  absent: {},
};

/** Rows of a raw query, as PGlite ({ rows }) and postgres.js (an array) return them. */
function rowsOf<T>(result: unknown): T[] {
  return (result && typeof result === "object" && "rows" in result ? result.rows : result) as T[];
}

function migrationStatements(): string[] {
  const file = path.join(process.cwd(), "db", "migrations", "0006_story_json_columns.sql");
  return readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

const converted = new Map<string, Record<Column, unknown>>();
const ids = new Map<string, number>();

beforeAll(async () => {
  const db = await getDb();
  for (const column of COLUMNS) await db.execute(sql.raw(`alter table stories alter column ${column} type text using ${column}::text`));
  for (const [name, values] of Object.entries(LEGACY)) {
    const result = await db.execute(sql`insert into stories (activity_type, season, pepita_role, pepita_customization, story_data, image_data, manual_images)
      values (${name}, 'Spring', 'Helpful', ${values.pepita_customization ?? null}, ${values.story_data ?? null}, ${values.image_data ?? null}, ${values.manual_images ?? null}) returning id`);
    const rows = rowsOf<{ id: number }>(result);
    ids.set(name, Number(rows[0]!.id));
  }
  for (const statement of migrationStatements()) await db.execute(sql.raw(statement));
  const result = await db.execute(sql`select activity_type, pepita_customization, story_data, image_data, manual_images from stories`);
  const rows = rowsOf<{ activity_type: string } & Record<Column, unknown>>(result);
  for (const { activity_type, ...columns } of rows) converted.set(activity_type, columns);
});

describe("migration 0006: story JSON columns become jsonb", () => {
  it("makes all four columns jsonb", async () => {
    const db = await getDb();
    const result = await db.execute(
      sql`select data_type from information_schema.columns where table_name = 'stories' and column_name in ('pepita_customization', 'story_data', 'image_data', 'manual_images')`,
    );
    const rows = rowsOf<{ data_type: string }>(result);
    expect(rows.map((row) => row.data_type)).toEqual(["jsonb", "jsonb", "jsonb", "jsonb"]);
  });

  it("keeps JSON text as that JSON", () => {
    expect(converted.get("plain")).toEqual({
      pepita_customization: { personality: ["Brave"], favoriteActivity: "drawing" },
      story_data: { pages: [{ pageNumber: 1, storyText: "One" }] },
      image_data: { "1": "/g1.png", "2": "/g2.png" },
      manual_images: { "2": "/m2.png" },
    });
  });

  it("unwraps JSON text that was stored as a JSON string", () => {
    expect(converted.get("doubleEncoded")).toEqual({
      pepita_customization: { personality: ["Kind"], favoriteActivity: "baking" },
      story_data: { pages: [{ pageNumber: 1, storyText: "Twice" }] },
      image_data: { "3": "/g3.png" },
      manual_images: null,
    });
  });

  it("turns text that is not JSON into null", () => {
    expect(converted.get("invalid")).toEqual({ pepita_customization: null, story_data: null, image_data: null, manual_images: null });
    expect(converted.get("absent")).toEqual({ pepita_customization: null, story_data: null, image_data: null, manual_images: null });
  });

  it("turns every image map shape into a plain map of page number to URL, keeping only usable entries", () => {
    expect(converted.get("imagesWrapper")?.image_data).toEqual({ "1": "/w1.png", "2": "/w2.png" });
    // An array's first element is page 1; an empty slot is no image.
    expect(converted.get("imagesArray")).toMatchObject({ image_data: { "1": "/a1.png", "3": "/a3.png" }, manual_images: { "1": "/ma1.png" } });
  });

  it("wraps a bare pages array, and drops values of a shape no reader accepts", () => {
    expect(converted.get("bareArray")?.story_data).toEqual({ pages: [{ storyText: "A" }, { storyText: "B" }] });
    expect(converted.get("wrongShapes")).toEqual({ pepita_customization: null, story_data: null, image_data: null, manual_images: null });
  });

  it("reads the converted stories with the code's schemas as the lenient reader showed them", async () => {
    const bare = await findAnyStory(ids.get("bareArray")!);
    expect(bare?.storyData?.pages.map((page) => [page.pageNumber, page.storyText])).toEqual([
      [1, "A"],
      [2, "B"],
    ]);
    const doubled = await findAnyStory(ids.get("doubleEncoded")!);
    expect(doubled?.pepitaCustomization).toEqual({ personality: ["Kind"], favoriteActivity: "baking" });
  });
});

describe("a stored value that fails its schema", () => {
  it("reads as absent and is reported once with the story's id", async () => {
    const db = await getDb();
    const result = await db.execute(sql`insert into stories (activity_type, season, pepita_role, story_data, image_data)
      values ('Broken', 'Spring', 'Helpful', '{"pages": "none"}'::jsonb, '{"1": 5}'::jsonb) returning id`);
    const rows = rowsOf<{ id: number }>(result);
    const id = Number(rows[0]!.id);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = await findAnyStory(id);
    await findAnyStory(id);
    expect(first).toMatchObject({ storyData: null, imageData: null });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `Story ${id}: its stored storyData does not match its schema and is ignored`,
      `Story ${id}: its stored imageData does not match its schema and is ignored`,
    ]);
    warn.mockRestore();
  });
});
