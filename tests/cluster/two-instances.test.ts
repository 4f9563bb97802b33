import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyPrefix } from "@/lib/cache/redis-cache-handler.mjs";
import { elapse } from "../support/elapse";
import { png } from "../support/fixtures/images";
import {
  killEverything,
  npmRun,
  startHangingService,
  startInstance,
  startPostgres,
  startRedis,
  startS3,
  waitFor,
  type Instance,
  type RedisServer,
  type S3Server,
} from "./support/services";

// Two `next start` processes of one build behind an imaginary load balancer, sharing what a
// several-instance deployment shares: PostgreSQL (data, sessions, throttle, jobs), Redis (the
// page cache) and S3 (images). Each check acts on one instance and looks at the other. A third,
// C, runs as on a serverless host (JOB_WORKER=off): no worker, jobs run after the answers that
// queue them or when its scheduler calls the run endpoint.

const SITE = "http://stories.test";
const AUTH_SECRET = "cluster-secret-cluster-secret-cluster-0123";
const PASSWORD = "Molinillo-2025!";
const CRON_SECRET = "cluster-cron-secret-0123456789";
const distDir = process.env.CLUSTER_DIST_DIR || ".next-cluster";

let pg: Awaited<ReturnType<typeof startPostgres>>;
let redis: RedisServer;
let s3: S3Server;
let writer: Awaited<ReturnType<typeof startHangingService>>;
let a: Instance;
let b: Instance;
let c: Instance;
let cliDataDir: string;
let admin: { email: string; cookie: string };
let member: { email: string };
let published: { id: number; title: string };
let hidden: { id: number; title: string };

type Call = { cookie?: string; json?: unknown; headers?: Record<string, string> };

function call(instance: Instance, method: string, pathname: string, { cookie, json, headers = {} }: Call = {}): Promise<Response> {
  return fetch(`${instance.url}${pathname}`, {
    method,
    redirect: "manual",
    headers: {
      ...(method === "GET" ? {} : { origin: SITE }),
      ...(cookie ? { cookie } : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** A public page as a visitor gets it, with Next's answer on where it came from (HIT: the cache). */
async function page(instance: Instance, pathname: string) {
  const response = await call(instance, "GET", pathname);
  const { headers } = response;
  return { status: response.status, cache: headers.get("x-nextjs-cache"), cacheControl: headers.get("cache-control"), html: await response.text() };
}

/** Requests the page until it comes from the cache, so the next answer would too if nothing dropped it. */
async function cached(instance: Instance, pathname: string): Promise<string> {
  let last = "";
  try {
    return await waitFor(
      `${pathname} on ${instance.name} to be served from the page cache`,
      async () => {
        const answer = await page(instance, pathname);
        last = `${answer.status}, x-nextjs-cache ${answer.cache ?? "none"}, cache-control ${answer.cacheControl ?? "none"}`;
        return answer.status === 200 && answer.cache === "HIT" && answer.html;
      },
      15_000,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; last answer: ${last}`);
  }
}

/**
 * What a change made through one instance does to another's pages. Next drops the page cache
 * just after answering the request that made the change (its revalidations run once the answer
 * is sent), and the other instance's next request renders the page afresh: a few milliseconds
 * and one render later, not before that answer arrives. A render on a loaded two-core machine may
 * take a second, so the change must show within three.
 */
async function soon(instance: Instance, pathname: string, shows: (html: string) => boolean): Promise<void> {
  const started = Date.now();
  let last = "";
  try {
    await waitFor(
      `${pathname} on ${instance.name} to show the change`,
      async () => {
        const answer = await page(instance, pathname);
        last = `${answer.status}, x-nextjs-cache ${answer.cache ?? "none"}`;
        return shows(answer.html);
      },
      3_000,
      20,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; last answer: ${last}`);
  }
  console.info(`${pathname} on ${instance.name} showed the change after ${Date.now() - started} ms`);
}

function signIn(instance: Instance, email: string, password: string, headers?: Record<string, string>): Promise<Response> {
  return call(instance, "POST", "/api/admin/login", { json: { email, password }, headers });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("authjs.session-token="));
  if (!cookie) throw new Error(`no session cookie in the answer (${response.status})`);
  return cookie.split(";")[0]!;
}

async function newAccount(fullName: string): Promise<{ email: string }> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.com`;
  const link = (await npmRun("invite", [email], cliEnv())).trim().split("\n").at(-1)!;
  const token = new URL(link).searchParams.get("token");
  const registered = await call(a, "POST", "/api/admin/register", { json: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD, token } });
  expect(registered.status).toBe(201);
  return { email };
}

async function seed(title: string, extra: string[] = []): Promise<{ id: number; title: string }> {
  const output = await npmRun("seed", ["--title", title, "--no-images", ...extra], cliEnv());
  const id = Number(/story-id=(\d+)/.exec(output)?.[1]);
  if (!id) throw new Error(`npm run seed printed no story id:\n${output}`);
  return { id, title };
}

async function setPublished(instance: Instance, id: number, value: boolean): Promise<void> {
  const response = await call(instance, "PATCH", `/api/stories/${id}/publish`, { cookie: admin.cookie, json: { published: value } });
  expect(response.status).toBe(200);
}

const sharedEnv = () => ({
  PUBLIC_URL: SITE,
  AUTH_SECRET,
  DATABASE_URL: pg.url,
  REDIS_URL: redis.url,
  // Behind a load balancer: the client address is the last X-Forwarded-For entry.
  TRUSTED_PROXY_HOPS: "1",
  ...s3.env,
  S3_PUBLIC_URL: "",
  SMTP_URL: "",
  ANTHROPIC_API_KEY: "",
  ANTHROPIC_BASE_URL: "",
  OPENAI_API_KEY: "",
  OIDC_ISSUER: "",
  OIDC_CLIENT_ID: "",
  OIDC_CLIENT_SECRET: "",
  ADS_PUBLISHER_ID: "",
});

const form = {
  activityType: "Baking",
  season: "Fall",
  pepitaRole: "Helper",
  pepitaCustomization: { personality: ["Brave", "Curious"], favoriteActivity: "dancing", specialTrait: "", outfit: "a red rebozo" },
};

async function storyOn(instance: Instance, id: number): Promise<{ status: string; title: string | null } | undefined> {
  const answer = await call(instance, "GET", `/api/stories/${id}`, { cookie: admin.cookie });
  return ((await answer.json()) as { story?: { status: string; title: string | null } }).story;
}

const cliEnv = () => ({ ...sharedEnv(), REDIS_URL: "", DATA_DIR: cliDataDir });

beforeAll(async () => {
  cliDataDir = mkdtempSync(path.join(tmpdir(), "cluster-cli-"));
  [pg, redis, s3, writer] = await Promise.all([startPostgres(), startRedis(), startS3(), startHangingService()]);
  // A writes stories through a service that never answers (its job stays in flight until A is
  // killed); B has the offline writer.
  [a, b, c] = await Promise.all([
    startInstance("a", distDir, { ...sharedEnv(), ANTHROPIC_API_KEY: "cluster-test-key", ANTHROPIC_BASE_URL: writer.url }),
    startInstance("b", distDir, sharedEnv()),
    startInstance("c", distDir, { ...sharedEnv(), JOB_WORKER: "off", JOB_RUN_SECONDS: "30", CRON_SECRET }),
  ]);
  const [adminAccount, memberAccount, one, two] = await Promise.all([
    newAccount("Abuelita Carmen"),
    newAccount("Tia Rosa"),
    seed(`Cluster Published ${Date.now()}`),
    seed(`Cluster Hidden ${Date.now()}`, ["--unpublished"]),
  ]);
  admin = { email: adminAccount.email, cookie: sessionCookie(await signIn(a, adminAccount.email, PASSWORD)) };
  member = memberAccount;
  published = one;
  hidden = two;
});

afterAll(async () => {
  await Promise.allSettled([a?.kill(), b?.kill(), c?.kill(), redis?.kill(), s3?.close(), writer?.close()]);
  await pg?.stop();
  killEverything();
  rmSync(cliDataDir, { recursive: true, force: true });
});

describe("two instances of one build", () => {
  it("share sessions: one made on A works on B, and logout on B ends it on A", async () => {
    const cookie = sessionCookie(await signIn(a, member.email, PASSWORD));
    const onB = await call(b, "GET", "/api/admin/me", { cookie });
    expect(onB.status).toBe(200);
    expect((await onB.json()).user.email).toBe(member.email);

    expect((await call(b, "POST", "/api/admin/logout", { cookie })).status).toBe(200);
    expect((await call(a, "GET", "/api/admin/me", { cookie })).status).toBe(401);
  });

  it("share the page cache: published through A, a story is on B's cached pages at once; unpublished through B, gone from A's", async () => {
    const story = `/story/${hidden.id}`;
    const other = `/story/${published.id}`;
    // The hidden story's page is a 404, rendered each time and never kept (made-up ids would push
    // real pages out of the shared cache); B serves the other page from its cache, menu without it.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await page(b, story);
      expect([answer.status, answer.cache]).toEqual([404, "MISS"]);
      expect(answer.html).not.toContain(hidden.title);
    }
    expect(await cached(b, other)).not.toContain(hidden.title);

    await setPublished(a, hidden.id, true);
    await soon(b, story, (html) => html.includes(hidden.title));
    await soon(b, other, (html) => html.includes(hidden.title));
    // The back office's list keeps its version (ETag) for a second per instance, no longer.
    await waitFor(
      "B's admin list to show the story published",
      async () => {
        const list = (await (await call(b, "GET", "/api/stories", { cookie: admin.cookie })).json()) as { stories: { id: number; published: boolean }[] };
        return list.stories.find((row) => row.id === hidden.id)?.published;
      },
      3_000,
      100,
    );

    expect(await cached(a, story)).toContain(hidden.title);
    expect(await cached(a, other)).toContain(hidden.title);
    await setPublished(b, hidden.id, false);
    await soon(a, story, (html) => !html.includes(hidden.title));
    await soon(a, other, (html) => !html.includes(hidden.title));
  });

  it("let a CDN in front keep Home and story pages only briefly, since it hears of no revalidation", async () => {
    for (const pathname of ["/", `/story/${published.id}`]) {
      expect((await page(b, pathname)).cacheControl).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    }
  });

  it("keep the shared pages under the build's id, so another build never serves them", async () => {
    const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
    const keys = await redis.keys();
    expect(keys.some((key) => key.includes(`/story/${published.id}`))).toBe(true);
    expect(keys.filter((key) => !key.startsWith(keyPrefix(buildId)))).toEqual([]);
  });

  it("count login failures made on both instances together", async () => {
    const client = { "x-forwarded-for": "198.51.100.7" };
    for (const instance of [a, b]) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signIn(instance, member.email, `wrong-guess-${attempt}`, client)).status).toBe(401);
      }
    }
    // Ten failures in all: the right password is refused on both, though each saw only five.
    for (const instance of [a, b]) {
      const refused = await signIn(instance, member.email, PASSWORD, client);
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(/^Too many failed sign-in attempts/);
    }
  });

  it("share images: one uploaded through A is served by B", async () => {
    const upload = (await (await call(a, "POST", "/api/objects/upload", { cookie: admin.cookie })).json()) as { uploadURL: string; url: string };
    const picture = await png({ width: 96, height: 64 });
    const put = await fetch(upload.uploadURL, { method: "PUT", headers: { "content-type": "image/png" }, body: new Uint8Array(picture) });
    expect(put.status).toBe(200);
    const attached = await call(a, "PUT", `/api/stories/${published.id}/manual-image/1`, { cookie: admin.cookie, json: { imageURL: upload.url } });
    expect(attached.status).toBe(200);
    const imageUrl = (JSON.parse((await attached.json()).story.manualImages) as Record<string, string>)["1"]!;

    const served = await call(b, "GET", new URL(imageUrl, SITE).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);
    const { width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 96, height: 64 });
    const storedName = path.basename(new URL(imageUrl, SITE).pathname).replace(/\.\w+$/, "");
    await soon(b, `/story/${published.id}`, (html) => html.includes(storedName));
  });

  it("keep answering while Redis is down, and serve nothing changed meanwhile once it is back", async () => {
    const story = `/story/${published.id}`;
    expect(await cached(b, story)).toContain(published.title);
    // Redis keeps what it held across the restart (as a persistent or replicated one does).
    await redis.save();
    await redis.kill();

    for (const instance of [a, b]) {
      for (const pathname of ["/", story]) {
        const started = Date.now();
        expect((await page(instance, pathname)).status).toBe(200);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    }
    await setPublished(a, published.id, false);
    expect((await page(b, story)).html).not.toContain(published.title);

    await redis.start();
    // The story's page is now a 404, which is never kept: Home shows when B reads the cache again.
    const staleAnswers: (string | null)[] = [];
    await waitFor(
      "B to use the cache again",
      async () => {
        const answer = await page(b, story);
        if (answer.html.includes(published.title)) staleAnswers.push(answer.cache);
        return (await page(b, "/")).cache === "HIT";
      },
      20_000,
    );
    expect(staleAnswers).toEqual([]);
    for (const instance of [a, b]) {
      const answer = await page(instance, story);
      expect(answer.status).toBe(404);
      expect(answer.html).not.toContain(published.title);
    }
  });

  it("finish a story generation on B when A is killed in the middle of it", async () => {
    const started = await call(a, "POST", "/api/stories/generate", { cookie: admin.cookie, json: form });
    expect(started.status).toBe(200);
    const { storyId } = (await started.json()) as { storyId: number };

    // A's worker holds the job and waits on the writing service: kill A there.
    await waitFor("A to ask the writing service for the story", async () => writer.received.length > 0, 20_000);
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      const job = async () =>
        (
          await sql<
            { status: string; lease_owner: string; attempts: number }[]
          >`select status, lease_owner, attempts from jobs where story_id = ${storyId} and kind = 'story-text'`
        )[0]!;
      expect(await job()).toMatchObject({ status: "running", attempts: 1, lease_owner: expect.stringContaining(`:${a.pid}:`) });
      await a.kill();
      // A's lease would lapse a minute after its last renewal; the database clock is moved past it
      // instead of waited for (the lease's length is the job queue's own integration test).
      await sql`update jobs set lease_expires_at = now() - interval '1 second' where story_id = ${storyId} and kind = 'story-text'`;

      // Once A's lease lapses, B takes the job over and writes the story with its offline writer.
      const story = await waitFor(
        "B to finish the story",
        async () => {
          const answer = await call(b, "GET", `/api/stories/${storyId}`, { cookie: admin.cookie });
          const body = (await answer.json()) as { story?: { status: string; title: string | null } };
          return body.story?.status === "complete" && body.story;
        },
        120_000,
        1_000,
      );
      expect(story.title).toBeTruthy();
      expect(await job()).toMatchObject({ status: "done", attempts: 2, lease_owner: expect.stringContaining(`:${b.pid}:`) });
    } finally {
      await sql.end();
    }
  }, 150_000);

  describe("and C, with no worker (JOB_WORKER=off)", () => {
    let sql: postgres.Sql;
    const storyJob = async (storyId: number) =>
      (
        await sql<
          { status: string; lease_owner: string | null; attempts: number }[]
        >`select status, lease_owner, attempts from jobs where story_id = ${storyId} and kind = 'story-text'`
      )[0]!;
    beforeAll(async () => {
      sql = postgres(pg.url, { max: 1, onnotice: () => {} });
      // No resident worker is left anywhere: whatever runs a job now is C.
      await a.kill();
      await b.kill();
    });
    afterAll(() => sql.end());

    it("finishes a story generation started through it, right after answering", async () => {
      const started = await call(c, "POST", "/api/stories/generate", { cookie: admin.cookie, json: form });
      expect(started.status).toBe(200);
      const { storyId } = (await started.json()) as { storyId: number };
      const story = await waitFor(
        "C to finish the story",
        async () => {
          const current = await storyOn(c, storyId);
          return current?.status === "complete" && current;
        },
        30_000,
        250,
      );
      expect(story.title).toBeTruthy();
      expect(await storyJob(storyId)).toMatchObject({ status: "done", attempts: 1, lease_owner: expect.stringContaining(`:${c.pid}:`) });
    });

    it("runs what no answer ran when its scheduler calls the run endpoint with CRON_SECRET, and only then", async () => {
      // A story queued by a function the host froze before its after() ran.
      const [queued] = await sql<{ id: number }[]>`
        insert into stories (activity_type, season, pepita_role, pepita_customization, status)
        values ('Garden', 'Spring', 'Helpful', '{"personality":["Curious"],"favoriteActivity":"singing"}', 'generating') returning id`;
      const storyId = queued!.id;
      await sql`insert into jobs (kind, story_id) values ('story-text', ${storyId})`;
      const runEndpoint = "/api/internal/jobs/run";
      expect((await call(c, "GET", runEndpoint)).status).toBe(401);
      expect((await call(c, "POST", runEndpoint, { headers: { authorization: "Bearer wrong-secret-wrong-secret" } })).status).toBe(401);
      // Another process's after() cannot be watched from here: a second is given for one that a
      // refused call might have run.
      await elapse(1_000);
      expect(await storyJob(storyId)).toMatchObject({ status: "queued", attempts: 0 });

      // Vercel's cron calls with GET and the secret.
      const ran = await call(c, "GET", runEndpoint, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
      expect(ran.status).toBe(200);
      expect(await ran.json()).toEqual({ success: true, claimed: 1, done: 1, retried: 0, failed: 0, released: 0, lost: 0 });
      expect((await storyOn(c, storyId))?.status).toBe("complete");
      expect(await storyJob(storyId)).toMatchObject({ status: "done", lease_owner: expect.stringContaining(`:${c.pid}:`) });
    });
  });
});
