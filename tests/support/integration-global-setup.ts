import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

// Creating an embedded database (initdb in WASM) and migrating it takes seconds, once per test
// file. The suite does it once here; each file starts from a copy of the migrated folder
// (tests/support/integration-setup.ts).

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.INTEGRATION_DB === "postgres") {
    project.provide("pgliteTemplate", null);
    return () => {};
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-test-template-"));
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  const { migrateDb, closeDb } = await import("@/lib/db");
  await migrateDb();
  await closeDb();
  process.env.DATA_DIR = previous;
  project.provide("pgliteTemplate", path.join(dataDir, "pglite"));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
