import { forgetProcessSingleton } from "@/lib/core/process-singleton";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_ORIGINAL_TITLE } from "@/lib/stories/model/original-view";
import { freePort } from "../../support/free-port";

// The server's side of a database that cannot be reached: a fresh copy of the modules is
// pointed at a port where nothing listens and started as the server starts it.

let modules: {
  db: typeof import("@/lib/db");
  errors: typeof import("@/lib/core/errors");
  original: typeof import("@/lib/stories/server/original");
  health: typeof import("@/app/api/health/route");
};
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  await (await import("@/lib/db")).closeDb();
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await freePort()}/app`;
  // The runner is a process singleton (like the client): drop the one the
  // setup's copy of the modules made so that the fresh copy starts its own.
  forgetProcessSingleton((await import("@/lib/db")).MIGRATIONS_SINGLETON);
  vi.resetModules();
  modules = {
    db: await import("@/lib/db"),
    errors: await import("@/lib/core/errors"),
    original: await import("@/lib/stories/server/original"),
    health: await import("@/app/api/health/route"),
  };
});

afterAll(() => {
  process.env.DATABASE_URL = savedUrl;
});

describe("a database that is down", () => {
  it("makes a direct query fail with an error recognised as the database being unavailable", async () => {
    const { db, errors } = modules;
    const { sql } = await import("drizzle-orm");
    const failure = await (await db.getDb()).execute(sql`select 1`).catch((error: unknown) => error);
    expect(errors.isDatabaseUnavailable(failure)).toBe(true);
  });

  it("refuses getDb() with the 503 refusal while the server's migrations have not succeeded", async () => {
    const { db, errors } = modules;
    db.startMigrations();
    const failure = await db.getDb().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(errors.AppError);
    expect((failure as InstanceType<typeof errors.AppError>).status).toBe(503);
    expect(errors.isDatabaseUnavailable(failure)).toBe(true);
  });

  it("still serves the built-in story, under its default title", async () => {
    const story = await modules.original.getOriginalStory();
    expect(story.title).toBe(DEFAULT_ORIGINAL_TITLE);
    expect(story.pages.length).toBeGreaterThan(0);
  });

  it("answers 503 on /api/health", async () => {
    const response = await modules.health.GET(new Request("http://localhost:3000/api/health"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: modules.errors.DATABASE_UNAVAILABLE });
  });
});
