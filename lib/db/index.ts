import "server-only";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/core/env";
import { databaseUnavailable } from "@/lib/core/errors";
import { tightenPrivateTree } from "@/lib/core/private-files";
import { acquireDataLock } from "@/lib/db/data-lock";
import { CONNECT_TIMEOUT_S, guardedPool, QUERY_DEADLINE_MS } from "@/lib/db/guarded-postgres";
import { createMigrationRunner, type MigrationRunner } from "@/lib/db/migration-runner";
import * as schema from "@/lib/db/schema";
import { isBuildPhase } from "@/lib/config/build-phase";
import { processSingleton } from "@/lib/core/process-singleton";

export { QUERY_DEADLINE_MS };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type Client = { db: Database; driver: "postgres" | "pglite"; close: () => Promise<void> };

// One client per process: Next may load this module more than once (instrumentation and
// route bundles), and two PGlite instances on one folder would corrupt it.
/** The migration runner's singleton key: tests forget it to start a server's migrations afresh. */
export const MIGRATIONS_SINGLETON = "database-migrations";

// One connection (pool or PGlite) per process, however many bundles import this module.
const connection = () => processSingleton("database-client", () => ({ pending: undefined as Promise<Client> | undefined }));

async function connect(): Promise<Client> {
  const { DATABASE_URL, dataDir, PORT } = env();
  if (DATABASE_URL) {
    const { drizzle } = await import("drizzle-orm/postgres-js");
    // A database that does not answer must fail a request within 2 s (a 503), whatever it does.
    const pool = guardedPool(DATABASE_URL, 10);
    return { db: drizzle(pool.sql, { schema }) as unknown as Database, driver: "postgres", close: pool.close };
  }
  if (isBuildPhase()) {
    // Build workers run in parallel processes: none of them may open the embedded database.
    throw new Error("The embedded database is not available during `next build`: render this route at request time.");
  }
  acquireDataLock(dataDir, process.env.CLI_TOOL ? "cli" : "server", process.env.CLI_TOOL ? null : PORT);
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  // PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM heap, which never
  // shrinks; this site's data fits many times over in 16 MB, and the rest is the OS's file cache.
  if (!existsSync(path.join(dir, "PG_VERSION"))) await createEmbeddedDatabase(dir);
  const client = new PGlite(dir, { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] });
  await client.waitReady;
  tightenPrivateTree(dataDir);
  return { db: drizzle(client, { schema }) as unknown as Database, driver: "pglite", close: () => client.close() };
}

// Creating the database runs initdb in a WASM instance of its own, about 450 MB that, freed in
// this process, would stay in its heap and malloc arenas (about 45 MB more RSS for the server's
// life): a process of its own creates the folder, then exits.
async function createEmbeddedDatabase(dir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(process.cwd(), "lib", "db", "create-pglite.mjs"), dir]);
}

function client(): Promise<Client> {
  const slot = connection();
  slot.pending ??= connect().catch((error) => {
    slot.pending = undefined;
    throw error;
  });
  return slot.pending;
}

function migrations(): MigrationRunner {
  // A request that arrives while PostgreSQL migrations run waits for them no longer than for a
  // query (they may wait for another instance's, or on a frozen server); one on the embedded
  // database waits for it to open and migrate (seconds, the first time), as before.
  return processSingleton(MIGRATIONS_SINGLETON, () =>
    createMigrationRunner({ migrate: migrateDb, waitMs: env().DATABASE_URL ? QUERY_DEADLINE_MS : undefined }),
  );
}

/**
 * Server start: applies pending migrations in the background, retried with backoff until the
 * database answers, so that the server starts (and later recovers) whatever the database does.
 */
export function startMigrations(): void {
  migrations().start();
}

/**
 * The database, opened (and for PGlite, locked) on first use. In a server whose migrations
 * have not succeeded yet it throws databaseUnavailable() rather than query an old schema.
 */
export async function getDb(): Promise<Database> {
  if (!(await migrations().usable())) throw databaseUnavailable();
  return (await client()).db;
}

export async function closeDb(): Promise<void> {
  const slot = connection();
  const pending = slot.pending;
  slot.pending = undefined;
  if (pending) await (await pending).close();
}

export async function migrateDb(): Promise<void> {
  const { db, driver } = await client();
  const migrationsFolder = path.join(process.cwd(), "db", "migrations");
  if (driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder });
    return;
  }
  // Several server instances may start at once: one connection holds an advisory lock while
  // it migrates, and the others wait for it, then find nothing left to apply.
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const connection = postgres(env().DATABASE_URL!, { max: 1, connect_timeout: CONNECT_TIMEOUT_S, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(connection), { migrationsFolder });
  } finally {
    await connection.end();
  }
}

// Any constant shared by all instances of this app; "APCS" in ASCII.
const MIGRATION_LOCK_ID = 0x41504353;
