import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { npmRun } from "./support/cli";

// Next renders a page without its layout for an RSC request (a client-side navigation), so the
// admin layout's check does not guard the pages' content: each page checks the session itself.
// Every admin page on disk is requested the way the client router asks for it, with a forged
// session cookie (which gets past the middleware's cookie-presence check).

const APP = path.join(process.cwd(), "app");

type AdminPage = { url: string; file: string; texts: string[] };

function adminPages(): AdminPage[] {
  const files = (readdirSync(path.join(APP, "admin"), { recursive: true }) as string[])
    .filter((entry) => path.basename(entry) === "page.tsx")
    .map((entry) => path.join(APP, "admin", entry));
  return files.map((file) => {
    const segments = path
      .relative(APP, path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) => (segment.startsWith("[") ? "1" : segment));
    return { url: `/${segments.join("/")}`, file, texts: pageTexts(readFileSync(file, "utf8")) };
  });
}

// The page's own words: JSX text between tags, long enough not to be a label the layout also
// shows. They prove a response carries the page's content.
function pageTexts(source: string): string[] {
  return [...source.matchAll(/>([^<>{}]+)</g)].map((match) => match[1]!.replace(/\s+/g, " ").trim()).filter((text) => text.length >= 20);
}

const ROUTER_STATE_TREE = encodeURIComponent(JSON.stringify(["", { children: ["admin", { children: ["__PAGE__", {}] }] }, null, null, true]));

const VARIANTS: Record<string, Record<string, string>> = {
  "RSC: 1": { rsc: "1" },
  "RSC with a router state tree": { rsc: "1", "next-router-state-tree": ROUTER_STATE_TREE },
  "RSC prefetch": { rsc: "1", "next-router-prefetch": "1", "next-router-state-tree": ROUTER_STATE_TREE },
};

async function fetchPage(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? "", body: await response.text() };
}

const pages = adminPages();

test("the scan finds the admin pages, each with text of its own", () => {
  expect(pages.map((page) => page.url)).toEqual(expect.arrayContaining(["/admin", "/admin/change-password", "/admin/users"]));
  for (const page of pages) expect(page.texts, page.file).not.toHaveLength(0);
});

/** Invites, registers and signs in an account; the request context then carries its cookie. */
async function signInNewAccount(request: APIRequestContext, flags: string[] = []) {
  const email = `rsc-${Date.now()}@example.com`;
  const token = new URL((await npmRun("invite", [email, ...flags])).trim().split("\n").at(-1)!).searchParams.get("token");
  const origin = process.env.E2E_BASE_URL!;
  const password = "marigold-garden-7";
  expect((await request.post("/api/admin/register", { headers: { origin }, data: { fullName: "Rsc Person", email, password, confirmPassword: password, token } })).status()).toBe(201);
  expect((await request.post("/api/admin/login", { headers: { origin }, data: { email, password } })).status()).toBe(200);
}

test("an admin gets each page's content in an RSC answer (the texts below are really there)", async ({ request }) => {
  await signInNewAccount(request);
  for (const page of pages) {
    for (const [name, headers] of Object.entries(VARIANTS)) {
      if (headers["next-router-prefetch"]) continue;
      const answer = await fetchPage(request, page.url, headers);
      expect(answer.status, `${page.url} (${name})`).toBe(200);
      for (const text of page.texts) expect(answer.body, `${page.url} (${name})`).toContain(text);
    }
  }
});

test("an account without admin access gets Access Denied instead of any admin page's content", async ({ request }) => {
  await signInNewAccount(request, ["--no-admin"]);
  for (const page of pages) {
    for (const [name, headers] of Object.entries(VARIANTS)) {
      const answer = await fetchPage(request, page.url, headers);
      for (const text of page.texts) expect(answer.body, `${page.url} (${name})`).not.toContain(text);
      // The Access Denied screen is a client component: the answer names it rather than its text.
      if (!headers["next-router-prefetch"]) expect(answer.body, `${page.url} (${name})`).toContain('"AccessDenied"');
    }
  }
});

for (const [name, headers] of Object.entries(VARIANTS)) {
  test(`a forged session cookie gets none of any admin page's content (${name})`, async ({ playwright, baseURL }) => {
    const forged = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: "authjs.session-token=forged" } });
    for (const page of pages) {
      const answer = await fetchPage(forged, page.url, headers);
      for (const text of page.texts) expect(answer.body, `${page.url} (${name})`).not.toContain(text);
      // A prefetch of a dynamic page carries only its loading state; the others send the
      // browser to sign in, with the way back to this page.
      if (headers["next-router-prefetch"]) continue;
      const redirect = `/login?redirect=${encodeURIComponent(page.url)}`;
      expect(answer.location.includes(redirect) || answer.body.includes(redirect), `${page.url} (${name}): ${answer.status} ${answer.body.slice(0, 300)}`).toBe(true);
    }
    await forged.dispose();
  });
}
