import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, e2eDataDir, e2ePort } from "./tests/e2e/support/environment";

const port = e2ePort();
const dataDir = e2eDataDir();
// Auth.js and Next use "localhost"; a cookie set on 127.0.0.1 would be lost.
const baseURL = `http://localhost:${port}`;
process.env.E2E_BASE_URL = baseURL;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
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
