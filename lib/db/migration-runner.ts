import "server-only";

// The server must start whatever the database does: migrations are attempted in the
// background until they succeed, and until then nothing may query a schema that may be
// missing or old. Command-line tools and tests never start a runner: they migrate
// synchronously and fail loudly.

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** How long to wait after the n-th failure in a row (n from 1): 0.5 s, doubling, at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

export type MigrationStatus = "not-started" | "migrating" | "waiting-to-retry" | "ready";

export type MigrationRunner = {
  /** Starts the attempts once; later calls do nothing. Never rejects. */
  start(): void;
  status(): MigrationStatus;
  /**
   * Whether the database may be queried: true once migrations have succeeded, or when no
   * runner was started in this process. Waits for an attempt in flight (at most `waitMs`)
   * rather than refusing the requests that arrive while the server is starting.
   */
  usable(): Promise<boolean>;
};

type Options = {
  migrate: () => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
  /** The longest a caller of usable() waits for an attempt in flight; no limit without it. */
  waitMs?: number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  return cause && !message.includes(cause) ? `${message} (${cause})` : message;
}

export function createMigrationRunner({ migrate, sleep = wait, log = console.error, waitMs }: Options): MigrationRunner {
  let status: MigrationStatus = "not-started";
  let attempt: Promise<boolean> | null = null;

  async function loop(): Promise<void> {
    let failures = 0;
    let lastReason = "";
    for (;;) {
      status = "migrating";
      let failure: unknown = null;
      attempt = migrate().then(
        () => true,
        (error: unknown) => {
          failure = error;
          return false;
        },
      );
      if (await attempt) break;
      failures += 1;
      const delay = retryDelayMs(failures);
      // One line per streak (and per new reason), not one per attempt: a database that is
      // down for an hour must not fill the log.
      const current = reason(failure);
      if (current !== lastReason) {
        log(
          `Database migrations failed: ${current}. Retrying in the background (every ${MAX_RETRY_MS / 1000} s at most); database requests answer 503 until then.`,
        );
        lastReason = current;
      }
      status = "waiting-to-retry";
      await sleep(delay);
    }
    status = "ready";
    if (failures > 0) log(`Database migrations applied after ${failures + 1} attempts: the database is available.`);
  }

  return {
    start() {
      if (status === "not-started") void loop();
    },
    status: () => status,
    async usable() {
      if (status === "not-started" || status === "ready") return true;
      if (status !== "migrating" || !attempt) return false;
      if (waitMs === undefined) return attempt;
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
      return Promise.race([attempt, gaveUp]).finally(() => clearTimeout(timer));
    },
  };
}
