import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, e2eServers, type E2EServer } from "./tests/e2e/support/environment";
import type { ServerOptions } from "./tests/e2e/support/fixtures";

// Every spec shares a server and its database with others. Specs that change what other specs
// read (the homepage story, the original story's title, which pages lack images) or that need
// pages to stay cached while they look (any new story drops the page cache) run one at a time in
// a chain of their own; the rest, which only add their own accounts and invitations or start
// servers of their own, run beside them. The serial specs make three chains, each on a server and
// a data folder of its own so that none disturbs another, and each worker takes a chain first.
// With two workers the reader chain alone was the suite's critical path. A third worker cut the
// suite from 23.5 to 17.9 minutes on a busy two-core machine; on a quiet one the processor is
// the limit (load near 14 while they run), so more workers are no answer there (docs/testing.md).
// A chain runs its files in the order of their names: gallery-and-image-table, whose 'Generate
// all missing images' draws every page of its server still without a picture, comes before the
// specs that leave stories without pictures (generate-progress, honest-labels), so it draws its
// own 5 pages rather than 34.
const ADMIN_CHAIN =
  /\/(back-office\/(story-assets|image-uploads|gallery-and-image-table|laptop-and-phone-layout|story-detail|honest-labels|generate-progress|first-data|story-review|picture-descriptions)|reader\/story-admin-banner)\.spec\.ts$/;
const READER_CHAIN =
  /\/reader\/(colouring|listen|read-along|phone-reading|spanish-pages-text|story-reads|story-viewer|story-viewer-fit|picture-descriptions)\.spec\.ts$/;
const OFFLINE_CHAIN = /\/(reader\/(library-and-spanish|offline|offline-shelf|page-cache|share-cards)|server\/http-hardening)\.spec\.ts$/;

const [adminServer, readerServer, offlineServer] = e2eServers(3) as [E2EServer, E2EServer, E2EServer];

const on = (server: E2EServer) => ({ ...devices["Desktop Chrome"], baseURL: server.baseURL, server });

export default defineConfig<object, ServerOptions>({
  testDir: "./tests/e2e",
  workers: 3,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    // The offline-reading worker answers a page from its saved copy when the network is slow (4 s),
    // which would hide what the server answers; only the specs about it let it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The runner hands out work in project order, at most one worker per chain: each worker takes a
  // chain first, then the parallel specs once its chain is done.
  projects: [
    { name: "shared-state-admin", testMatch: ADMIN_CHAIN, workers: 1, use: on(adminServer) },
    { name: "shared-state-reader", testMatch: READER_CHAIN, workers: 1, use: on(readerServer) },
    { name: "shared-state-offline", testMatch: OFFLINE_CHAIN, workers: 1, use: on(offlineServer) },
    { name: "chromium", testIgnore: [ADMIN_CHAIN, READER_CHAIN, OFFLINE_CHAIN], fullyParallel: true, use: on(adminServer) },
  ],
  // The production build (`npm run test:e2e` builds first) on each server's port, with its own
  // data, started side by side (tests/e2e/support/servers.ts) rather than as `webServer` entries,
  // which Playwright starts one after another.
  globalSetup: "./tests/e2e/support/servers.ts",
});
