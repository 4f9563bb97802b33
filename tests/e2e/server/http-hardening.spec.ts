import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { STORED_FILE_CSP } from "@/lib/config/headers.mjs";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { expect, test } from "../support/fixtures";
import { E2E_KEEP_ALIVE_MS } from "../support/environment";
import { seedStory } from "../support/seed";

test("a story id with no public story answers 404 'Story Not Found' and is never kept in the page cache", async ({ page, request }) => {
  const unpublished = await seedStory(["--title", "Hidden Draft", "--unpublished"]);
  for (const id of [987_654, unpublished]) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(`/story/${id}`);
      expect(response.status()).toBe(404);
      expect(response.headers()["x-nextjs-cache"]).not.toBe("HIT");
      // Next answers a 404 found while rendering an ISR page with its error shell; the browser renders the payload.
      expect(await response.text()).toContain("Story Not Found");
    }
  }
  const missing = await page.goto("/story/987654");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Story Not Found", exact: true })).toBeVisible();

  const published = await seedStory(["--title", "Shown Story"]);
  expect((await request.get(`/story/${published}`)).status()).toBe(200);
  const again = await request.get(`/story/${published}`);
  expect(again.status()).toBe(200);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
});

test("the server keeps an idle connection longer than any test lasts, so no request meets one it is closing", async ({ request }) => {
  const keepAlive = (await request.get("/api/health")).headers()["keep-alive"] ?? "";
  expect(Number(/timeout=(\d+)/.exec(keepAlive)?.[1]) * 1000).toBe(E2E_KEEP_ALIVE_MS);
});

test("stored files keep their sandbox policy while pages keep theirs", async ({ request }) => {
  // An SVG with a script, planted straight into local storage as an attacker with storage access would.
  const folder = path.join(process.env.E2E_DATA_DIR!, "uploads", "gallery");
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "planted-svg-0001.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
  writeFileSync(path.join(folder, "planted-svg-0001.svg.type"), "image/svg+xml");

  const image = await request.get("/objects/gallery/planted-svg-0001.svg");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-security-policy"]).toBe(STORED_FILE_CSP);
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await request.get("/attached_assets/nothing-here.svg")).headers()["content-security-policy"]).toBe(STORED_FILE_CSP);
  const page = await request.get("/login");
  expect(page.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(page.headers()["content-security-policy"]).not.toContain("sandbox");
});

type RawAnswer = { status: number; headers: IncomingHttpHeaders };

/** A raw request: any method (the browser's client refuses TRACE), a body without a declared length. */
function rawRequest(method: string, pathname: string, body?: Buffer, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(pathname, process.env.E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    outgoing.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "EPIPE" || (error as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(error),
    );
    outgoing.end(body);
  });
}

async function rawPost(pathname: string, body: Buffer, headers: Record<string, string>): Promise<number> {
  return (await rawRequest("POST", pathname, body, headers)).status;
}

test("page paths refuse a request body over the cap with 413", async ({ request }) => {
  const big = Buffer.alloc(2 * 1024 * 1024, "a");
  for (const pathname of ["/register", "/admin", "/reset-password"]) {
    expect(await rawPost(pathname, big, { "content-type": "text/plain", "content-length": String(big.length) })).toBe(413);
    expect(await rawPost(pathname, big, { "content-type": "text/plain", "transfer-encoding": "chunked" })).toBe(413);
  }
  expect((await request.get("/register")).status()).toBe(200);
});

/**
 * The public URL of every page.tsx or route.ts under app/, its dynamic segments filled in: a page
 * of app/[locale] once in each language (English at the root).
 */
function urlsOf(file: "page.tsx" | "route.ts", fill: (segment: string) => string): string[] {
  const entries = readdirSync(path.resolve("app"), { recursive: true, encoding: "utf8" }).filter((entry) => path.basename(entry) === file);
  return entries
    .map((entry) =>
      path
        .dirname(entry)
        .split(path.sep)
        .filter((part) => part !== "." && !/^\(.*\)$/.test(part)),
    )
    .flatMap((parts) => {
      const url = `/${parts
        .filter((part) => part !== "[locale]")
        .map((part) => (part.startsWith("[") ? fill(part) : part))
        .join("/")}`;
      return parts[0] === "[locale]" ? LOCALES.map((locale) => localePath(locale, url)) : [url];
    })
    .sort();
}

// Every query parameter a page reads (lib/http/search-params.ts), and one none reads.
const QUERY_PARAMETERS = ["q", "season", "page", "token", "redirect", "other"];
// NUL alone and in text, an encoded lone surrogate, bytes that are no UTF-8, an overlong NUL.
const UNSTORABLE_VALUES = ["%00", "abc%00", "%ED%A0%80", "%FF", "%C0%80"];

test("no page answers 500 to NUL or invalid Unicode in any query parameter", async ({ request }) => {
  // Several hundred requests, each a server render: a bound for a busy machine, never a wait.
  test.setTimeout(150_000);
  const id = await seedStory(["--title", "Fuzzed Story"]);
  const pages = urlsOf("page.tsx", (segment) => (segment === "[id]" ? String(id) : "1"));
  expect(pages).toEqual(expect.arrayContaining(["/stories", "/es/stories", "/login", "/register", "/reset-password", `/story/${id}`, "/admin"]));
  for (const page of ["/", "/es", ...pages]) {
    for (const name of QUERY_PARAMETERS) {
      for (const value of UNSTORABLE_VALUES) {
        const url = `${page}?${name}=${value}`;
        expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBeLessThan(500);
      }
    }
  }
  // A search for text no title can hold is no search: the library itself is shown.
  for (const url of ["/stories?q=%00", "/stories?q=abc%00", "/es/stories?q=%00"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(new URL(response.url()).search, url).toBe("");
  }
});

test("a method a route does not serve answers 405 with the methods it does serve, never 500", async ({ request }) => {
  const id = await seedStory(["--title", "Traced Story"]);
  const html = await (await request.get(`/story/${id}`)).text();
  const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
  const routes = [...urlsOf("route.ts", () => "1"), "/sitemap.xml", "/robots.txt", card];
  expect(routes).toEqual(expect.arrayContaining(["/api/health", "/api/stories", "/objects/1"]));
  for (const route of routes) {
    const allow = (await rawRequest("OPTIONS", route)).headers.allow;
    expect(allow, route).toMatch(/^[A-Z, ]+$/);
    const unserved = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((method) => !allow!.split(", ").includes(method));
    for (const method of ["TRACE", "PROPFIND", "MKCOL", ...unserved]) {
      const answer = await rawRequest(method, route);
      expect(answer.status, `${method} ${route}`).toBe(405);
      expect(answer.headers.allow, `${method} ${route}`).toBe(allow);
    }
  }
  for (const page of ["/", `/story/${id}`, "/stories", "/es", `/es/story/${id}`, "/es/stories", "/login"]) {
    // No page takes a body: the site has no server actions.
    for (const method of ["TRACE", "PROPFIND", "POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await rawRequest(method, page);
      expect(answer.status, `${method} ${page}`).toBe(405);
      expect(answer.headers.allow, `${method} ${page}`).toBe("GET, HEAD");
      expect(answer.headers["cache-control"], `${method} ${page}`).toBe("no-store");
    }
  }
  expect((await rawRequest("TRACE", "/no/such/page")).status).toBe(404);
});
