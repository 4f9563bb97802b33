import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// A throwaway PostgreSQL cluster for tests that need to start and stop the database under a
// running server. PostgreSQL refuses to run as root, so as root every server command runs as
// the `postgres` system user (as .ci/run does).

/** The newest installed PostgreSQL server binaries, or null when there are none. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, "bin") : null;
}

export type PostgresCluster = {
  port: number;
  /** Starts the server (and creates `database` the first time); resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server at once, as a crash would: open connections are cut. */
  stopImmediately(): Promise<void>;
  /** Stops the server as an operator would (`pg_ctl -m fast`): sessions are ended, then it exits. */
  stopFast(): Promise<void>;
  /**
   * Suspends the server and every backend (SIGSTOP), as a hung machine would: connections stay
   * open and the kernel still accepts new ones, but nothing answers. thaw() resumes them.
   */
  freeze(): void;
  thaw(): void;
  /** Stops the server if it runs and deletes the cluster. */
  destroy(): Promise<void>;
};

const isRoot = () => process.getuid?.() === 0;

function asServerUser(bin: string, command: string, args: string[]) {
  const file = path.join(bin, command);
  return isRoot() ? run("runuser", ["-u", "postgres", "--", file, ...args]) : run(file, args);
}

export async function createPostgresCluster(bin: string, port: number, database: string): Promise<PostgresCluster> {
  const root = mkdtempSync(path.join(tmpdir(), "app-pg-"));
  if (isRoot()) {
    await run("chown", ["postgres:postgres", root]);
    chmodSync(root, 0o700);
  }
  const data = path.join(root, "data");
  await asServerUser(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  let created = false;
  let running = false;
  let frozen: number[] = [];

  const thaw = () => {
    for (const pid of frozen) process.kill(pid, "SIGCONT");
    frozen = [];
  };

  const stop = async (mode: "immediate" | "fast") => {
    if (!running) return;
    await asServerUser(bin, "pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
    running = false;
  };

  return {
    port,
    async start() {
      const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off`;
      await asServerUser(bin, "pg_ctl", ["-D", data, "-l", path.join(root, "log"), "-w", "-o", options, "start"]);
      running = true;
      if (!created) {
        await run(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
        created = true;
      }
    },
    stopImmediately: () => stop("immediate"),
    stopFast: () => stop("fast"),
    freeze() {
      // The postmaster first, so that no backend is forked after the list is read.
      const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(postmaster, "SIGSTOP");
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen.slice(1)) process.kill(pid, "SIGSTOP");
    },
    thaw,
    async destroy() {
      thaw();
      await stop("immediate").catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}

// The processes whose parent is `pid`, read from /proc (procps may not be installed).
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The command name, in parentheses, may hold spaces: the parent pid is the 2nd field after it.
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
