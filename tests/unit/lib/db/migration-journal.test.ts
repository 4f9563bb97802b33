import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// drizzle's migrator applies only the migrations whose journal date is later than the newest one a
// database has run: a migration dated before an earlier one is skipped on every database that
// already has that earlier one.
const folder = path.join(process.cwd(), "db/migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { idx: number; when: number; tag: string }[] };

describe("the migrations' journal", () => {
  it("dates every migration after the one before it, in file order", () => {
    const entries = journal.entries;
    expect(entries.map((entry) => entry.idx)).toEqual(entries.map((_, index) => index));
    expect(entries.map((entry) => entry.tag)).toEqual([...entries.map((entry) => entry.tag)].sort());
    for (let index = 1; index < entries.length; index++) {
      expect(entries[index]!.when, `${entries[index]!.tag} after ${entries[index - 1]!.tag}`).toBeGreaterThan(entries[index - 1]!.when);
    }
  });

  it("names every SQL file in the folder, and only those", () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.replace(/\.sql$/, ""));
    expect(journal.entries.map((entry) => entry.tag).sort()).toEqual(files.sort());
  });
});
