import { createServer, type Server, type Socket } from "node:net";
import { forgetProcessSingleton } from "@/lib/core/process-singleton";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database host that accepts connections but never answers (a stopped VM, a black-holing
// firewall): a request fails as the database being unavailable after the query deadline
// (1.5 s), instead of waiting postgres.js's default 30 s.

let silent: Server;
const sockets: Socket[] = [];
const savedUrl = process.env.DATABASE_URL;
let modules: { db: typeof import("@/lib/db"); errors: typeof import("@/lib/core/errors") };

beforeAll(async () => {
  await (await import("@/lib/db")).closeDb();
  silent = createServer((socket) => sockets.push(socket)).listen(0, "127.0.0.1");
  await new Promise((resolve) => silent.once("listening", resolve));
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${(silent.address() as { port: number }).port}/app`;
  forgetProcessSingleton((await import("@/lib/db")).MIGRATIONS_SINGLETON);
  vi.resetModules();
  modules = { db: await import("@/lib/db"), errors: await import("@/lib/core/errors") };
});

afterAll(async () => {
  await modules.db.closeDb().catch(() => {});
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  process.env.DATABASE_URL = savedUrl;
});

describe("a database that never answers", () => {
  it("fails a query as unavailable after the query deadline, not postgres.js's 30 s", async () => {
    const { sql } = await import("drizzle-orm");
    const started = Date.now();
    const failure = await (await modules.db.getDb()).execute(sql`select 1`).catch((error: unknown) => error);
    const waited = Date.now() - started;
    expect(modules.errors.isDatabaseUnavailable(failure)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(modules.db.QUERY_DEADLINE_MS - 200);
    expect(waited).toBeLessThan(modules.db.QUERY_DEADLINE_MS + 1_000);
  });
});
