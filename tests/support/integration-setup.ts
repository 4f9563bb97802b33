import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";

// Every integration test file gets its own instance: a fresh DATA_DIR (so a fresh PGlite,
// outbox and uploads) or, when TEST_DATABASE_URL is set, a fresh PostgreSQL database. The PGlite
// starts as a copy of the one the global setup migrated, unless the file sets
// INTEGRATION_NEW_DATABASE=1 as it loads (to watch the database being created).
const dataDir = mkdtempSync(path.join(tmpdir(), "app-test-"));
process.env.DATA_DIR = dataDir;
process.env.PUBLIC_URL = "http://localhost:3000";
delete process.env.DATABASE_URL;
// Tests create many stories and images; the file that tests the daily limits sets its own.
process.env.DAILY_STORY_LIMIT = "100000";
process.env.DAILY_IMAGE_LIMIT = "100000";
process.env.DAILY_NARRATION_LIMIT = "100000";
for (const key of [
  "SMTP_URL",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "ADS_PUBLISHER_ID",
]) {
  delete process.env[key];
}

let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const adminUrl = process.env.INTEGRATION_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (adminUrl) {
    const { default: postgres } = await import("postgres");
    const name = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const template = inject("pgliteTemplate");
  if (!adminUrl && template && process.env.INTEGRATION_NEW_DATABASE !== "1") {
    cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  }
  const { migrateDb } = await import("@/lib/db");
  await migrateDb();
});

afterAll(async () => {
  const { closeDb } = await import("@/lib/db");
  await closeDb();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});
