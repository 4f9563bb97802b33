import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import en from "@/messages/en.json";
import { expect, registerAccount, signIn, test } from "../support/fixtures";

// Next renders a page without its layout for an RSC request (a client-side navigation), so the
// admin layout's check does not guard the pages' content: each page checks the session itself.
// Every admin page on disk is requested the way the client router asks for it, with a forged
// session cookie (which gets past the middleware's cookie-presence check).

const APP = path.join(process.cwd(), "app", "(back-office)");

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
    const source = readFileSync(file, "utf8");
    return { url: `/${segments.join("/")}`, file, texts: [...pageTexts(source), ...cataloguedIntro(source)] };
  });
}

// The page's own words: JSX text between tags (the pieces around any {expression}), long enough
// not to be a label the layout also shows. They prove a response carries the page's content.
function pageTexts(source: string): string[] {
  return [...source.matchAll(/>([^<>]+)</g)]
    .flatMap((match) => match[1]!.split(/\{[^{}]*\}/))
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter((text) => text.length >= 20 && !/[{}]/.test(text));
}

// A page whose words live in the message catalogue (getTranslations with a namespace) shows its
// namespace's intro under its heading.
function cataloguedIntro(source: string): string[] {
  const catalogue = en as unknown as Record<string, Record<string, unknown>>;
  return [...source.matchAll(/namespace: "(\w+)"/g)].flatMap(([, namespace]) => {
    const intro = catalogue[namespace!]?.intro;
    return typeof intro === "string" ? pageTexts(`>${intro}<`) : [];
  });
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

test("an admin gets each page's content in an RSC answer (the texts below are really there)", async ({ adminPage }) => {
  const request = adminPage.request;
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
  await signIn(request, await registerAccount(request, "Rsc Person", ["--no-admin"]));
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
      expect(answer.location.includes(redirect) || answer.body.includes(redirect), `${page.url} (${name}): ${answer.status} ${answer.body.slice(0, 300)}`).toBe(
        true,
      );
    }
    await forged.dispose();
  });
}
