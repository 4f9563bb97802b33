import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { STORED_FILE_CSP } from "@/lib/stored-file-policy";
import { expect, test } from "./support/fixtures";
import { seedStory } from "./support/seed";

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

/** A raw POST, so that the body can be sent without a declared length. */
function rawPost(pathname: string, body: Buffer, headers: Record<string, string>): Promise<number> {
  const url = new URL(pathname, process.env.E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: "POST", headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", (error) => ((error as NodeJS.ErrnoException).code === "EPIPE" || (error as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(error)));
    outgoing.end(body);
  });
}

test("page paths refuse a request body over the cap with 413", async ({ request }) => {
  const big = Buffer.alloc(2 * 1024 * 1024, "a");
  for (const pathname of ["/register", "/admin", "/reset-password"]) {
    expect(await rawPost(pathname, big, { "content-type": "text/plain", "content-length": String(big.length) })).toBe(413);
    expect(await rawPost(pathname, big, { "content-type": "text/plain", "transfer-encoding": "chunked" })).toBe(413);
  }
  expect((await request.get("/register")).status()).toBe(200);
});
