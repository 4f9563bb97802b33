import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPostgresCluster, postgresBinDir, type PostgresCluster } from "../tests/e2e/support/postgres";
import { freePort, sleep, waitFor } from "./bench-net";

// A database outage as visitors meet it: a server of the build on a PostgreSQL cluster of its
// own (the bench's database, whichever it is, is never stopped), ten requests at a time to a
// page and two APIs that need the database, while PostgreSQL is stopped (`pg_ctl -m fast`) and
// while it is frozen (SIGSTOP), then how soon the server serves again. The aim: every answer a
// 503 (no-store) within 2 s, and served again within 2 s of the database's return.

const AIM_MS = 2_000;
const CLIENTS = 10;
const WAVES = 3;
// A request unanswered after this counts as hung, so a regression cannot stall the bench.
const GIVE_UP_MS = 30_000;
const PATHS = ["/api/health", "/api/public/stories", "/story/1"];

type Wave = { slowestMs: number; outages: number; others: string[] };

async function timedRequest(url: string): Promise<{ ms: number; outage: boolean; answer: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(GIVE_UP_MS) });
    await response.arrayBuffer();
    const cache = response.headers.get("cache-control");
    return { ms: performance.now() - started, outage: response.status === 503 && cache === "no-store", answer: `${response.status} (${cache})` };
  } catch (error) {
    return { ms: performance.now() - started, outage: false, answer: String(error) };
  }
}

async function wave(base: string): Promise<Wave> {
  const answers = await Promise.all(Array.from({ length: CLIENTS }, (_, index) => timedRequest(base + PATHS[index % PATHS.length])));
  return {
    slowestMs: Math.max(...answers.map((each) => each.ms)),
    outages: answers.filter((each) => each.outage).length,
    others: answers.filter((each) => !each.outage).map((each) => each.answer),
  };
}

async function recoveryMs(base: string): Promise<number> {
  const returned = performance.now();
  while (performance.now() - returned < GIVE_UP_MS) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) return performance.now() - returned;
    await sleep(50);
  }
  return Infinity;
}

const TARGET = `${CLIENTS} requests at a time to ${PATHS.join(", ")}`;

function row(kind: string, waves: Wave[], recovery: number): string[] {
  const slowest = Math.max(...waves.map((each) => each.slowestMs));
  const outages = waves.reduce((sum, each) => sum + each.outages, 0);
  const others = waves.flatMap((each) => each.others);
  const met = slowest <= AIM_MS && recovery <= AIM_MS && others.length === 0;
  return [
    TARGET,
    `PostgreSQL ${kind}, ${WAVES} waves`,
    `slowest answer per wave ${waves.map((each) => `${each.slowestMs.toFixed(0)} ms`).join(", ")}; ${outages}/${CLIENTS * WAVES} answered 503 no-store` +
      `${others.length ? ` (others: ${[...new Set(others)].join(", ")})` : ""}; served again ${recovery.toFixed(0)} ms after its return; aim 2 s: ${met ? "met" : "NOT met"}`,
  ];
}

/**
 * Rows of [target, setting, figure] for the outage, or one saying why it was not measured. `env`
 * is the bench server's environment; this server gets its own port, data folder and database.
 */
export async function benchDatabaseOutage(env: NodeJS.ProcessEnv): Promise<string[][]> {
  const bin = postgresBinDir();
  if (!bin) return [[TARGET, "not measured", "no PostgreSQL server binaries under /usr/lib/postgresql"]];
  let cluster: PostgresCluster | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-outage-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ReturnType<typeof spawn> | undefined;
  try {
    cluster = await createPostgresCluster(bin, await freePort(), "bench_outage");
    await cluster.start();
    server = spawn("sh", ["scripts/start.sh", "-p", String(port)], {
      env: {
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${cluster.port}/bench_outage`,
        PUBLIC_URL: `http://localhost:${port}`,
        PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
      },
      stdio: "ignore",
      // Its own process group, so that the server under `sh` ends with it.
      detached: true,
    });
    await waitFor(`${base}/api/health`);
    // Every route loaded and the pool's connections open, as on a server in use.
    await wave(base);

    await cluster.stopFast();
    const stopped = [];
    for (let index = 0; index < WAVES; index++) stopped.push(await wave(base));
    await cluster.start();
    const stoppedRecovery = await recoveryMs(base);

    await wave(base);
    cluster.freeze();
    const frozen = [];
    try {
      for (let index = 0; index < WAVES; index++) frozen.push(await wave(base));
    } finally {
      cluster.thaw();
    }
    const frozenRecovery = await recoveryMs(base);
    return [row("stopped", stopped, stoppedRecovery), row("frozen (SIGSTOP)", frozen, frozenRecovery)];
  } finally {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
