import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./bench-net";

// The framework's own floor on the machine that runs the bench: a Next.js app with one static
// page, one heading, one paragraph and no client component of its own, built and served by the
// same Next and React as the product. Lighthouse's mobile run multiplies the main-thread work
// it observes, so the score this page gets is as far as any page of this stack can reach here;
// the product's pages are read against it.

const FILES: Record<string, string> = {
  "next.config.mjs": "export default {};\n",
  "app/layout.jsx": `export const metadata = { title: "Framework floor", description: "One static page of an empty Next.js app." };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  // An icon, so the browser does not ask for /favicon.ico and log its 404 as a console error.
  "app/icon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#b9532d"/></svg>\n`,
  "app/page.jsx": `export default function Page() {
  return (<main><h1>Framework floor</h1><p>One static page: no client component, no picture, no stylesheet.</p></main>);
}
`,
};

/** Builds the bare app, serves it on a free port while `measure` runs, then removes it. */
export async function withBareNextPage<T>(measure: (url: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-next-"));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
    const next = path.resolve("node_modules/next/dist/bin/next");
    const env = { ...process.env, NODE_ENV: "production" as const, NEXT_TELEMETRY_DISABLED: "1" };
    const build = spawnSync(process.execPath, [next, "build"], { cwd: dir, env, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`The bare Next.js app did not build:\n${build.stdout}\n${build.stderr}`);
    const port = await freePort();
    const server = spawn(process.execPath, [next, "start", "-p", String(port)], { cwd: dir, env, stdio: "ignore" });
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      return await measure(`http://localhost:${port}/`);
    } finally {
      server.kill("SIGTERM");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
