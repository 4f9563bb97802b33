import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { npmRun } from "./cli";
import type { E2EServer } from "./environment";

export { expect };

export const ADMIN_PASSWORD = "Molinillo-2025!";

export type Account = { email: string; fullName: string; password: string };

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** An account invited by command (as an operator would) and registered through the API. */
export async function registerAccount(request: APIRequestContext, fullName: string, flags: string[] = []): Promise<Account> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invitation = (await npmRun("invite", [email, ...flags])).trim().split("\n").at(-1)!;
  const token = new URL(invitation).searchParams.get("token");
  const password = ADMIN_PASSWORD;
  const registered = await request.post("/api/admin/register", { headers: origin(), data: { fullName, email, password, confirmPassword: password, token } });
  expect(registered.status()).toBe(201);
  return { email, fullName, password };
}

/** Signs `request` in; it then carries the session cookie. */
export async function signIn(request: APIRequestContext, account: Account): Promise<void> {
  const login = await request.post("/api/admin/login", { headers: origin(), data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
}

/** The server a project's specs run against, set per project in playwright.config.ts. */
export type ServerOptions = { server: E2EServer };
type WorkerFixtures = ServerOptions & { serverEnvironment: void; admin: Account & { storageState: string } };
type TestFixtures = { adminPage: Page };

// One admin per worker, signed in once through the API; each test gets a fresh browser context
// holding that session, so no spec pays for a sign-in through the form (accounts/sign-in-and-passwords.spec.ts covers it).
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    { baseURL: "", port: 0, dataDir: "" },
    { option: true, scope: "worker" },
  ],
  // A worker runs one project's specs: the helpers that seed, invite or build a URL outside a
  // test's fixtures (support/cli.ts, the specs' origin headers) read its server from here.
  serverEnvironment: [
    async ({ server }, provide) => {
      if (!server.port) throw new Error("This project names no e2e server: set `use.server` in playwright.config.ts.");
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_DATA_DIR = server.dataDir;
      await provide();
    },
    { scope: "worker", auto: true },
  ],
  admin: [
    async ({ playwright, server }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: server.baseURL });
      const account = await registerAccount(request, `Abuelita Worker ${workerInfo.parallelIndex}`);
      await signIn(request, account);
      const storageState = path.join(workerInfo.project.outputDir, `.auth/admin-${workerInfo.workerIndex}.json`);
      await request.storageState({ path: storageState });
      await request.dispose();
      await provide({ ...account, storageState });
    },
    { scope: "worker" },
  ],
  adminPage: async ({ browser, admin }, provide) => {
    // The runner fills in the project's options (baseURL, viewport, tracing) for this context too.
    const context = await browser.newContext({ storageState: admin.storageState });
    const page = await context.newPage();
    await provide(page);
    await context.close();
  },
});
