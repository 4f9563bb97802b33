import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeOidc, type FakeOidc } from "../support/fake-oidc";
import { freePort } from "../../support/free-port";

// The shared e2e server has no OpenID Connect provider; this file starts a second server of the
// same build with one (a fake on loopback) to follow the whole external sign-in.
// Starting a second server takes longer while the other worker is busy too.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const EMAIL = "sso-person@example.com";
let provider: FakeOidc;
let server: ChildProcess;
let baseURL: string;
let dataDir: string;

test.beforeAll(async () => {
  provider = await startFakeOidc({ email: EMAIL, name: "Sso Person", givenName: "Sso", familyName: "Person" }, "coloring-site");
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "app-e2e-oidc-"));
  server = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_SECRET: "e2e-oidc-secret-e2e-oidc-secret-0123456789",
      DATABASE_URL: "",
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: "coloring-site",
      OIDC_CLIENT_SECRET: "client-secret",
    },
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status, { timeout: 110_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await provider?.close();
});

test("an external sign-in stores the profile and, without an admin account for the email, shows Access Denied", async ({ playwright }) => {
  const browser = await playwright.request.newContext({ baseURL });
  const landing = await browser.get("/api/login?redirect=%2Fadmin%2Fusers");
  expect(new URL(landing.url()).pathname).toBe("/admin/users");
  const page = await landing.text();
  expect(page).toContain("Access Denied");
  expect(page).toContain("Admin Access: No");
  const me = await (await browser.get("/api/admin/me")).json();
  expect(me.user).toMatchObject({ email: EMAIL, fullName: "Sso Person", isAdmin: false });
  await browser.dispose();
});

test("an external sign-in whose email has an active admin account gets the back office", async ({ playwright }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const invite = await new Promise<string>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "invite", "--", EMAIL], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: baseURL },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("close", (code) => (code === 0 ? resolve(out.trim().split("\n").at(-1)!) : reject(new Error(`invite exited ${code}`))));
  });
  const token = new URL(invite).searchParams.get("token");
  const registered = await setup.post("/api/admin/register", {
    headers: { origin: baseURL },
    data: { fullName: "Tía Sso", email: EMAIL, password: "garden-party-55", confirmPassword: "garden-party-55", token },
  });
  expect(registered.status()).toBe(201);

  const browser = await playwright.request.newContext({ baseURL });
  await browser.get("/api/login?redirect=%2Fadmin");
  const me = await (await browser.get("/api/admin/me")).json();
  expect(me.user).toMatchObject({ email: EMAIL, fullName: "Tía Sso", isAdmin: true });
  expect((await browser.get("/api/admin/users")).status()).toBe(200);
  await browser.dispose();
  await setup.dispose();
});

test("an email the provider does not verify never matches the admin account", async ({ playwright }) => {
  for (const claim of [false, undefined]) {
    provider.setEmailVerified(claim);
    const browser = await playwright.request.newContext({ baseURL });
    const landing = await browser.get("/api/login?redirect=%2Fadmin%2Fusers");
    expect(new URL(landing.url()).pathname).toBe("/admin/users");
    expect(await landing.text()).toContain("Access Denied");
    const me = await (await browser.get("/api/admin/me")).json();
    expect(me.user).toMatchObject({ email: EMAIL, isAdmin: false });
    expect((await browser.get("/api/admin/users")).status()).toBe(403);
    await browser.dispose();
  }
  provider.setEmailVerified(true);
});

test("POST /api/auth/signout ends the external session on the server: a copied cookie is signed out too", async ({ playwright }) => {
  const browser = await playwright.request.newContext({ baseURL });
  await browser.get("/api/login?redirect=%2Fadmin");
  const { cookies } = await browser.storageState();
  const session = cookies.find((cookie) => cookie.name.endsWith("authjs.session-token"));
  expect(session).toBeTruthy();
  const copy = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${session!.name}=${session!.value}` } });
  expect((await copy.get("/api/admin/me")).status()).toBe(200);

  const signedOut = await browser.post("/api/auth/signout", { headers: { origin: baseURL } });
  expect(signedOut.status()).toBe(200);
  expect((await browser.get("/api/admin/me")).status()).toBe(401);
  expect((await copy.get("/api/admin/me")).status()).toBe(401);
  await copy.dispose();
  await browser.dispose();
});
