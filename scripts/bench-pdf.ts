import { sleep } from "./bench-net";

// What the PDFs weigh as a family downloads them, and how long the server takes to build each
// the first time (then it is cached): the built-in story's whole story, booklet and one page, and
// the same for a story whose ten pictures the server drew itself (through "Generate missing
// images", as an admin would: its offline illustrator, since the bench's server has no
// OPENAI_API_KEY). Line art goes into the whole story and the booklet as 1-bit images; the
// one-page sheet stays JPEG quality 0.95.

const KB = 1000;
const AIMS_KB: Record<string, number> = { "built-in story": 1000, "generated story": 600 };
// The offline illustrator draws a page in well under a second; a queue that has not finished
// ten of them in this long has stopped.
const DRAWING_TIMEOUT_MS = 120_000;

type Admin = { base: string; headers: Record<string, string> };

async function drawMissingPictures({ base, headers }: Admin, storyId: number): Promise<void> {
  const queued = await fetch(`${base}/api/stories/${storyId}/generate-missing-images`, { method: "POST", headers });
  if (!queued.ok) throw new Error(`Generate missing images answered ${queued.status} ${await queued.text()}`);
  const deadline = Date.now() + DRAWING_TIMEOUT_MS;
  for (;;) {
    const { jobs } = (await (await fetch(`${base}/api/stories/${storyId}/image-jobs`, { headers })).json()) as {
      jobs: { status: string; lastError: string | null }[];
    };
    const failed = jobs.find((job) => job.status === "failed");
    if (failed) throw new Error(`A page's picture failed: ${failed.lastError}`);
    if (jobs.length === 0) return;
    if (Date.now() > deadline) throw new Error(`The pictures were not drawn within ${DRAWING_TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}

async function pdf(base: string, path: string): Promise<{ bytes: number; ms: number }> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { bytes, ms: performance.now() - start };
}

/** Rows of [target, setting, figure]: each PDF's size and first build time. */
export async function benchPdfSizes(admin: Admin, drawnStoryId: number): Promise<string[][]> {
  await drawMissingPictures(admin, drawnStoryId);
  const rows: string[][] = [];
  for (const [story, key] of [
    ["built-in story", "original"],
    ["generated story", String(drawnStoryId)],
  ] as const) {
    for (const [setting, query] of [
      ["whole story, Letter", ""],
      ["booklet, Letter", "?layout=booklet"],
      ["one page (JPEG q0.95), Letter", "?page=1"],
    ] as const) {
      const { bytes, ms } = await pdf(admin.base, `/api/pdf/${key}${query}`);
      const aim = query === "?page=1" ? "" : `; aim under ${AIMS_KB[story]} KB: ${bytes < AIMS_KB[story]! * KB ? "met" : "NOT met"}`;
      rows.push([story, setting, `${(bytes / KB).toFixed(0)} KB, built in ${(ms / 1000).toFixed(2)} s${aim}`]);
    }
  }
  return rows;
}
