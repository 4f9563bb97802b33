import { execFile, spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { vi } from "vitest";
import { createPostgresCluster, postgresBinDir } from "../../e2e/support/postgres";
import { freePort } from "../../support/free-port";
import { startLoopbackS3, type LoopbackS3 } from "../../support/loopback-s3";

// The pieces of a several-instance deployment, each on loopback and a free port: redis-server,
// an in-process S3 server, a hanging story-writing service, and `next start` processes of one
// build. Every process started here is tracked, so the test can end them all even when it fails
// or is interrupted.

const run = promisify(execFile);
const root = path.resolve(__dirname, "../../..");

const cleanups = new Set<() => void>();

/** Ends every process still running, synchronously (also from an exit or signal handler). */
export function killEverything(): void {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup();
    } catch {
      // Already gone.
    }
  }
  cleanups.clear();
}

process.once("exit", killEverything);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killEverything();
    process.exit(1);
  });
}

const NOT_YET = "not yet";

/** What `attempt` answers once it answers something, asked every `everyMs` (vi.waitFor) for at most `timeoutMs`. */
export async function waitFor<T>(what: string, attempt: () => Promise<T | null | undefined | false>, timeoutMs: number, everyMs = 250): Promise<T> {
  try {
    return await vi.waitFor(
      async () => {
        const value = await attempt();
        if (!value) throw new Error(NOT_YET);
        return value;
      },
      { timeout: timeoutMs, interval: everyMs },
    );
  } catch (last) {
    const reason = last instanceof Error && last.message === NOT_YET ? "" : ` (last error: ${String(last)})`;
    throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
  }
}

function killOnExit(child: ChildProcess): () => void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  cleanups.add(kill);
  return () => {
    cleanups.delete(kill);
    kill();
  };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

// Redis: Debian's redis-server, snapshotting only when told to (SAVE), so a restart can bring back
// what the cache held, as a persistent or replicated Redis would.

export type RedisServer = {
  url: string;
  /** Writes a snapshot that the next start loads. */
  save(): Promise<void>;
  /** Ends the server at once, as a crash would. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Every key, for looking at what the instances stored. */
  keys(): Promise<string[]>;
};

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "cluster-redis-"));
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (...args: string[]) => run("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...args]);
  let stop: (() => void) | null = null;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn("redis-server", ["--bind", "127.0.0.1", "--port", String(port), "--dir", dir, "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    stop = killOnExit(child);
    await waitFor("redis-server to answer", async () => (await cli("ping")).stdout.trim() === "PONG", 10_000, 100);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async save() {
      await cli("save");
    },
    async kill() {
      const current = child;
      stop?.();
      if (current) await exited(current);
    },
    start,
    async keys() {
      return (await cli("--scan")).stdout.split("\n").filter(Boolean);
    },
  };
}

// S3: s3rver in this process (it checks no signatures, so it proves the protocol path).

export type S3Server = LoopbackS3;

export async function startS3(): Promise<S3Server> {
  const s3 = await startLoopbackS3("cluster-s3-");
  cleanups.add(() => rmSync(s3.directory, { recursive: true, force: true }));
  return s3;
}

/** A story-writing service that takes every request and never answers: its caller stays mid-job. */
export async function startHangingService() {
  const received: IncomingMessage[] = [];
  const waiting = new Set<() => void>();
  const server: Server = createServer((request) => {
    received.push(request);
    for (const wake of waiting) wake();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Next instances: `next start` is the server process itself (no wrapper), so its pid is the one to kill.

export type Instance = {
  name: string;
  url: string;
  pid: number;
  /** Ends the process at once, as a crashed machine would. */
  kill(): Promise<void>;
  /** The end of the server's output, for failure messages. */
  log(): string;
};

export async function startInstance(name: string, distDir: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `cluster-${name}-`));
  const logFile = path.join(dataDir, "server.log");
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const stop = killOnExit(child);
  cleanups.add(() => rmSync(dataDir, { recursive: true, force: true }));
  const log = () => readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n");
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `instance ${name} to be healthy`,
      async () => {
        if (child.exitCode !== null) throw new Error(`instance ${name} exited:\n${log()}`);
        return (await fetch(`${url}/api/health`)).ok;
      },
      90_000,
    );
  } catch (error) {
    throw new Error(`${String(error)}\n--- ${name} log:\n${log()}`);
  }
  return {
    name,
    url,
    pid: child.pid!,
    async kill() {
      stop();
      await exited(child);
    },
    log,
  };
}

/** Runs an npm script (a command-line tool) against the cluster's database and storage. */
export async function npmRun(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", script, "--", ...args], { cwd: root, env: { ...process.env, ...env }, timeout: 120_000 });
  return stdout;
}

// PostgreSQL: the e2e suite's throwaway cluster. Its postmaster is ended here too if the test
// process exits without stopping it.

export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  const cluster = await createPostgresCluster(bin, await freePort(), "app_cluster");
  await cluster.start();
  const url = `postgres://postgres@127.0.0.1:${cluster.port}/app_cluster`;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [row] = await sql<{ dir: string }[]>`select current_setting('data_directory') as dir`;
  await sql.end();
  const dataDir = row!.dir;
  const postmasterPid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const crashStop = () => {
    process.kill(postmasterPid, "SIGQUIT");
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  };
  cleanups.add(crashStop);
  return {
    url,
    async stop() {
      cleanups.delete(crashStop);
      await cluster.destroy();
    },
  };
}
