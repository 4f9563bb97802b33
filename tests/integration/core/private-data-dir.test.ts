import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/core/env";
import { sendMail } from "@/lib/mail/send-mail";
import { getStorage } from "@/lib/storage";
import { createAccount } from "../support/accounts";

const posix = process.platform !== "win32";
// The setup file connects to PostgreSQL in this case (DATABASE_URL is set only after collection).
const embedded = !(process.env.INTEGRATION_DB === "postgres" && process.env.TEST_DATABASE_URL);

/** Every path under root (root included) whose permissions are not 0700 (folders) or 0600 (files). */
function looseEntries(root: string): string[] {
  const loose: string[] = [];
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== expected) loose.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, entry) || "."}`);
    if (stat.isDirectory()) for (const child of readdirSync(entry)) walk(path.join(entry, child));
  };
  walk(root);
  return loose;
}

function loosenTree(root: string): void {
  const stat = lstatSync(root);
  chmodSync(root, stat.isDirectory() ? 0o755 : 0o666);
  if (stat.isDirectory()) for (const child of readdirSync(root)) loosenTree(path.join(root, child));
}

/** Writes enough to the database that PostgreSQL starts new WAL segments. */
async function fillWal(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`create table if not exists wal_filler (x text)`);
  for (let round = 0; round < 3; round++) {
    await db.execute(sql`insert into wal_filler select repeat(md5(g::text), 30) from generate_series(1, 20000) g`);
    await db.execute(sql`select pg_switch_wal()`);
  }
  await db.execute(sql`checkpoint`);
}

describe.skipIf(!posix)("DATA_DIR is readable by the app's user only", () => {
  it("holds only 0700 folders and 0600 files after the app has written everything it writes", async () => {
    await createAccount();
    await sendMail({ to: "abuelita@example.org", subject: "Hola", text: "Hola", html: "<p>Hola</p>" });
    await getStorage().put("private-check/page-0001.png", Buffer.from("not really a png"), "image/png");
    if (embedded) await fillWal();
    const { dataDir } = env();
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(["auth-secret", "outbox", "uploads", ...(embedded ? ["pglite", "db.lock"] : [])]));
    expect(looseEntries(dataDir)).toEqual([]);
  });

  it.skipIf(!embedded)("tightens a DATA_DIR left world-readable by an older version when the database opens", async () => {
    const { dataDir } = env();
    await closeDb();
    loosenTree(dataDir);
    expect(looseEntries(dataDir).length).toBeGreaterThan(10);
    await createAccount();
    expect(looseEntries(dataDir)).toEqual([]);
    await fillWal();
    const wal = readdirSync(path.join(dataDir, "pglite", "pg_wal"));
    expect(wal.length).toBeGreaterThan(1);
    expect(looseEntries(dataDir)).toEqual([]);
  });
});
