import { expect, test } from "@playwright/test";

test("pages carry the icons, the web manifest and one linked stylesheet", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
  expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*" type="image\/svg\+xml"/);
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png[^"]*"/);
  // Linked, not inlined: Next would inline it twice in every page (library-and-spanish.spec.ts
  // checks it is the public stylesheet only).
  expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);

  for (const [path, type] of [
    ["/favicon.ico", "image/x-icon"],
    ["/icon.svg", "image/svg+xml"],
    ["/apple-icon.png", "image/png"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("Abuelita & Pepita's Coloring Stories");
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toContain(icon.type);
  }
});

test("the sign-in form validates without breaking the Content-Security-Policy", async ({ page }) => {
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener("securitypolicyviolation", (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Valid email required")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports)).toEqual([]);
});

test("the sign-in page ships zod without its locales", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    // A message of zod's Japanese locale: present only when the bundler kept every locale.
    expect(await (await request.get(src)).text(), src).not.toContain("無効な入力");
  }
});
