import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { jobs, type NewStory } from "@/lib/db/schema";
import { POST as generateDiscord } from "@/app/api/stories/[id]/generate-discord-midjourney/[pageNumber]/route";
import { GET as discordPromptRoute } from "@/app/api/stories/[id]/discord-prompt/[pageNumber]/route";
import { GET as imageJobs } from "@/app/api/stories/[id]/image-jobs/route";
import { SEED_PLACEHOLDER } from "@/lib/images/discord/prompt";
import { getStorage, objectKeyFromUrl } from "@/lib/storage";
import { createDiscordImageHandler, jobSeed, type DiscordWaitOptions } from "@/lib/images/discord/midjourney-job";
import { signedInAdmin } from "../support/accounts";
import { startFakeServer } from "../../support/fake-http-server";
import { imagesOf, insertStory, storyPages, storyRow } from "../support/stories";
import { routeCallerAs } from "../support/route-caller";
import { png } from "../../support/fixtures/images";
import { startTestWorker, stopTestWorkers, until } from "../support/job-worker";

// Discord is a loopback fake: set before anything reads the environment (the first query).
const fake = await startFakeServer();
const MIDJOURNEY = "936929561302675456";
const CHANNEL = "222222222222222222";
const GUILD = "111111111111111111";
const TOKEN = "user-token-for-tests";
Object.assign(process.env, {
  DISCORD_MIDJOURNEY_ENABLED: "true",
  DISCORD_TOKEN: TOKEN,
  DISCORD_GUILD_ID: GUILD,
  DISCORD_CHANNEL_ID: CHANNEL,
  DISCORD_API_BASE: `${fake.url}/api/v10`,
});

const duckPond = (values: Partial<NewStory> = {}) =>
  insertStory({ activityType: "Park", season: "Summer", title: "Duck Pond", pages: storyPages(10, "Abuelita and Pepita feed the ducks, scene"), ...values });

let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});
afterEach(async () => {
  await stopTestWorkers();
  // A test's unfinished job must not be picked up by the next test's worker.
  const db = await getDb();
  await db
    .update(jobs)
    .set({ status: "failed" })
    .where(and(eq(jobs.kind, "discord-image"), inArray(jobs.status, ["queued", "running"])));
  fake.answerWith({ status: 200, json: [] });
});
afterAll(() => fake.close());

async function discordJobs(id: number) {
  const db = await getDb();
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.storyId, id), eq(jobs.kind, "discord-image")))
    .orderBy(jobs.id);
}

const api = routeCallerAs(() => cookie);
const DISCORD_ROUTE = "/api/stories/[id]/generate-discord-midjourney/[pageNumber]";
const PROMPT_ROUTE = "/api/stories/[id]/discord-prompt/[pageNumber]";

const start = (id: number, page = 3) => api(generateDiscord, "POST", DISCORD_ROUTE, { params: { id, pageNumber: page } });

/** Runs the 'discord-image' jobs in this process, polling Discord every few milliseconds. */
function runWorker(options: DiscordWaitOptions = {}) {
  return startTestWorker({
    handlers: { "discord-image": createDiscordImageHandler({ firstPollMs: 10, maxPollMs: 20, timeoutMs: 10_000, ...options }) },
    pollMs: 20,
  });
}

async function jobSettled(id: number) {
  return until(
    `the Discord job of story ${id} to end`,
    async () => {
      const [job] = await discordJobs(id);
      return job && (job.status === "done" || job.status === "failed") && job;
    },
    20_000,
  );
}

let nextMessageId = 1_300_000_000_000_000_000n;
function midjourneyMessage(content: string, attachments: { url: string; filename: string; content_type: string }[] = []) {
  nextMessageId += 1n;
  return { id: nextMessageId.toString(), content, author: { id: MIDJOURNEY, username: "Midjourney Bot" }, attachments, embeds: [] };
}

/**
 * A Midjourney grid: the first picture (top left) a grey, anti-aliased outline on a cream page,
 * the other three solid black, so a page made from anything but the first picture is mostly black.
 */
async function gridPng(): Promise<Buffer> {
  const first = `<svg xmlns="http://www.w3.org/2000/svg" width="464" height="696"><rect width="464" height="696" fill="#f3e6d0"/><circle cx="232" cy="348" r="150" fill="#cde" stroke="#555" stroke-width="9"/></svg>`;
  const black = await png({ width: 464, height: 696, background: "#000" });
  return sharp({ create: { width: 928, height: 1392, channels: 3, background: "#000" } })
    .composite([
      { input: await sharp(Buffer.from(first)).png().toBuffer(), left: 0, top: 0 },
      { input: black, left: 464, top: 0 },
      { input: black, left: 0, top: 696 },
      { input: black, left: 464, top: 696 },
    ])
    .png()
    .toBuffer();
}

describe("Midjourney through Discord, not configured", () => {
  it("answers 501 with the message and changes nothing", async () => {
    vi.resetModules();
    process.env.DISCORD_MIDJOURNEY_ENABLED = "false";
    try {
      const { POST } = await import("@/app/api/stories/[id]/generate-discord-midjourney/[pageNumber]/route");
      const { GET } = await import("@/app/api/stories/[id]/discord-prompt/[pageNumber]/route");
      const id = await duckPond();
      const before = await storyRow(id);
      const sent = fake.requests.length;
      const response = await api(POST, "POST", DISCORD_ROUTE, { params: { id, pageNumber: 3 } });
      expect([response.status, await response.json()]).toEqual([501, { success: false, message: "Midjourney through Discord is not configured." }]);
      expect(await storyRow(id)).toEqual(before);
      expect(await discordJobs(id)).toEqual([]);
      expect(fake.requests.length).toBe(sent);
      expect(await (await api(GET, "GET", PROMPT_ROUTE, { params: { id, pageNumber: 3 } })).json()).toMatchObject({
        success: true,
        provider: "midjourney",
        configured: false,
      });
    } finally {
      process.env.DISCORD_MIDJOURNEY_ENABLED = "true";
      vi.resetModules();
    }
  });
});

describe("Midjourney through Discord", () => {
  it("sends /imagine with the prompt 'Test Discord RAG' shows, Midjourney's ids and the token, and answers at once", async () => {
    const id = await duckPond();
    const shown = await (await api(discordPromptRoute, "GET", PROMPT_ROUTE, { params: { id, pageNumber: 3 } })).json();
    expect(shown).toMatchObject({ success: true, provider: "midjourney", configured: true, context: { pageNumber: 3, storyTitle: "Duck Pond" } });
    expect(shown.prompt).toContain("Scene: Abuelita and Pepita feed the ducks, scene 3");

    fake.answerNext({ status: 204, text: "" });
    const response = await start(id);
    expect([response.status, await response.json()]).toEqual([200, { success: true, message: `Midjourney generation initiated for Story ${id}, Page 3` }]);

    const sent = fake.requests.at(-1)!;
    expect([sent.method, sent.path, sent.headers.authorization]).toEqual(["POST", "/api/v10/interactions", TOKEN]);
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      type: 2,
      application_id: MIDJOURNEY,
      guild_id: GUILD,
      channel_id: CHANNEL,
      data: { id: "938956540159881230", version: "1237876415471554623", name: "imagine", type: 1 },
    });
    expect(body.nonce).toMatch(/^\d{17,20}$/);
    expect(body.session_id).toMatch(/^[0-9a-f]{32}$/);
    const [job] = await discordJobs(id);
    expect(job).toMatchObject({ pageNumber: 3, status: "queued" });
    const seed = jobSeed(job!.id);
    expect(body.data.options).toEqual([{ type: 3, name: "prompt", value: shown.prompt.replace(SEED_PLACEHOLDER, seed) }]);
    expect(body.data.options[0].value).toMatch(new RegExp(`--seed ${seed}$`));
    expect((await storyRow(id)).imageStatus).toBe("generating");
  });

  it("waits past Midjourney's progress messages for its grid, and the page gets the first picture as a two-tone coloring page", async () => {
    const id = await duckPond();
    fake.answerNext({ status: 204, text: "" });
    expect((await start(id)).status).toBe(200);
    const [job] = await discordJobs(id);
    const prompt = JSON.parse(fake.requests.at(-1)!.body).data.options[0].value as string;
    const gridUrl = `${fake.url}/attachments/${CHANNEL}/1/duck_pond_grid.png?ex=1&hm=2`;
    const preview = { url: `${fake.url}/attachments/preview.webp`, filename: "preview.webp", content_type: "image/webp" };
    const waiting = midjourneyMessage(`**${prompt}** - <@42> (Waiting to start)`);
    const someoneElse = { ...midjourneyMessage("**a castle --seed 7** - <@43> (fast)", [{ url: gridUrl, filename: "castle.png", content_type: "image/png" }]) };
    const working = midjourneyMessage(`**${prompt}** - <@42> (45%) (fast)`, [preview]);
    const done = midjourneyMessage(`**${prompt}** - <@42> (fast)`, [{ url: gridUrl, filename: "duck_pond_grid.png", content_type: "image/png" }]);
    fake.answerNext(
      { json: [waiting, someoneElse] },
      { json: [working, someoneElse] },
      { json: [done, someoneElse] },
      { bytes: await gridPng(), contentType: "image/png" },
    );
    const requestsBefore = fake.requests.length;
    runWorker();

    expect(await jobSettled(id)).toMatchObject({ id: job!.id, status: "done", lastError: null });
    const calls = fake.requests.slice(requestsBefore);
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      ...Array(3).fill(`GET /api/v10/channels/${CHANNEL}/messages?limit=50`),
      `GET /attachments/${CHANNEL}/1/duck_pond_grid.png?ex=1&hm=2`,
    ]);
    expect(calls[0]!.headers.authorization).toBe(TOKEN);

    const story = await storyRow(id);
    const imageUrl = imagesOf(story.imageData)[3]!;
    expect(imageUrl).toMatch(/^\/objects\/generated\/.+-1024x1536\.png$/);
    expect(story.imageStatus).toBe("pending");
    const storedImage = await getStorage().get(objectKeyFromUrl(imageUrl)!);
    const { data, info } = await sharp(storedImage!.body).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1536]);
    expect(new Set(data)).toEqual(new Set([0, 255]));
    const black = data.filter((value) => value === 0).length / data.length;
    expect(black).toBeGreaterThan(0.005);
    expect(black).toBeLessThan(0.2);
    // Its web copies are made as for any stored page image.
    expect(await getStorage().head(objectKeyFromUrl(imageUrl.replace(/\.png$/, "-w480.webp"))!)).not.toBeNull();
  });

  it("when Discord refuses the token at /imagine: 502 with the reason, the page's generation failed, nothing left waiting", async () => {
    const id = await duckPond();
    fake.answerNext({ status: 401, json: { message: "401: Unauthorized", code: 0 } });
    const response = await start(id);
    const message = "Discord refused the token (401: Unauthorized); check DISCORD_TOKEN.";
    expect([response.status, await response.json()]).toEqual([502, { success: false, message }]);
    expect((await storyRow(id)).imageStatus).toBe("failed");
    expect(await discordJobs(id)).toMatchObject([{ status: "failed", lastError: message }]);
    expect(await (await api(imageJobs, "GET", "/api/stories/[id]/image-jobs", { params: { id } })).json()).toEqual({
      success: true,
      jobs: [{ storyId: id, pageNumber: 3, status: "failed", lastError: message }],
    });
  });

  it("when Discord rate limits /imagine (429): 502 saying when to try again, and the page's generation failed", async () => {
    const id = await duckPond();
    fake.answerNext({ status: 429, json: { message: "You are being rate limited.", retry_after: 2.4, global: false } });
    const response = await start(id);
    expect([response.status, (await response.json()).message]).toEqual([502, "Discord is rate limiting this account (429); try again in 3 s."]);
    expect((await storyRow(id)).imageStatus).toBe("failed");
    expect(await discordJobs(id)).toMatchObject([{ status: "failed" }]);
  });

  it("when Discord refuses the token while the job waits: the page's generation failed with the reason", async () => {
    const id = await duckPond();
    fake.answerNext({ status: 204, text: "" }, { status: 401, json: { message: "401: Unauthorized", code: 0 } });
    expect((await start(id)).status).toBe(200);
    runWorker();
    expect(await jobSettled(id)).toMatchObject({ status: "failed", lastError: "Discord refused the token (401: Unauthorized); check DISCORD_TOKEN." });
    expect((await storyRow(id)).imageStatus).toBe("failed");
    expect(imagesOf((await storyRow(id)).imageData)).toEqual({});
  });

  it("when Discord keeps rate limiting the job, or does not answer it, the wait times out with the last problem", async () => {
    const limited = await duckPond();
    fake.answerNext({ status: 204, text: "" });
    expect((await start(limited)).status).toBe(200);
    fake.answerWith({ status: 429, json: { message: "You are being rate limited.", retry_after: 0.2, global: false } });
    const limitedWorker = runWorker({ timeoutMs: 1_500 });
    expect((await jobSettled(limited)).lastError).toBe(
      "Midjourney did not answer in the channel within 2 seconds; check that its bot is in DISCORD_CHANNEL_ID. Last problem: Discord is rate limiting this account (429); try again in 1 s.",
    );
    expect((await storyRow(limited)).imageStatus).toBe("failed");
    await limitedWorker.stop();

    const silent = await duckPond();
    fake.answerNext({ status: 204, text: "" });
    expect((await start(silent)).status).toBe(200);
    fake.answerWith({ json: [], delayMs: 500 });
    runWorker({ timeoutMs: 1_000, requestTimeoutMs: 100 });
    expect((await jobSettled(silent)).lastError).toBe(
      "Midjourney did not answer in the channel within 1 second; check that its bot is in DISCORD_CHANNEL_ID. Last problem: Discord did not answer within 0.1 s when asked to read the channel's messages.",
    );
    expect((await storyRow(silent)).imageStatus).toBe("failed");
  });

  it("when Midjourney never finishes, the wait times out and the page's generation failed", async () => {
    const id = await duckPond();
    fake.answerNext({ status: 204, text: "" });
    expect((await start(id)).status).toBe(200);
    const prompt = JSON.parse(fake.requests.at(-1)!.body).data.options[0].value as string;
    fake.answerWith({ json: [midjourneyMessage(`**${prompt}** - <@42> (Waiting to start)`)] });
    runWorker({ timeoutMs: 1_000 });
    expect((await jobSettled(id)).lastError).toBe("Midjourney did not finish the image within 1 second.");
    expect((await storyRow(id)).imageStatus).toBe("failed");
  });

  it("does not download a finished grid from anywhere but Discord's CDN", async () => {
    const id = await duckPond();
    fake.answerNext({ status: 204, text: "" });
    expect((await start(id)).status).toBe(200);
    const prompt = JSON.parse(fake.requests.at(-1)!.body).data.options[0].value as string;
    const elsewhere = { url: "http://169.254.169.254/latest/grid.png", filename: "grid.png", content_type: "image/png" };
    fake.answerWith({ json: [midjourneyMessage(`**${prompt}** - <@42> (fast)`, [elsewhere])] });
    const requestsBefore = fake.requests.length;
    runWorker();
    expect((await jobSettled(id)).lastError).toBe("Midjourney's image is not on Discord's CDN (169.254.169.254); it was not downloaded.");
    expect(fake.requests.slice(requestsBefore).every((request) => request.path.startsWith(`/api/v10/channels/${CHANNEL}/messages`))).toBe(true);
    expect((await storyRow(id)).imageStatus).toBe("failed");
  });
});
