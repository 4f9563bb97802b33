import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, e2eDataDir, e2ePort } from "./tests/e2e/support/environment";

const port = e2ePort();
const dataDir = e2eDataDir();
// Auth.js and Next use "localhost"; a cookie set on 127.0.0.1 would be lost.
const baseURL = `http://localhost:${port}`;
process.env.E2E_BASE_URL = baseURL;

// Every spec shares one server and one database. Specs that change what other specs read (the
// homepage story, the original story's title, which pages lack images) or that need pages to stay
// cached while they look (any new story drops the page cache) run one at a time in their own
// project; the rest, which only add their own accounts and invitations or start servers of their
// own, run beside them.
const SHARED_STATE =
  /\/(admin-assets|admin-image-upload|admin-images|admin-polish|admin-story-detail|colouring|hardening|library-and-spanish|listen|offline|page-cache|story-admin-banner|story-viewer|story-viewer-fit)\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests/e2e",
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
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
  // The runner hands out work in project order: the serial chain, the longest, goes first, and the
  // other worker takes the parallel specs meanwhile.
  projects: [
    { name: "shared-state", testMatch: SHARED_STATE, workers: 1, use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testIgnore: SHARED_STATE, fullyParallel: true, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    // The production build (`npm run test:e2e` builds first), on a free port, with its own data.
    command: "npx next start",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      DATABASE_URL: "",
    },
  },
});
