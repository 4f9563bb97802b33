import "server-only";
import { connect as connectSocket, type Socket } from "node:net";
import postgres from "postgres";
import { databaseUnavailable, isDatabaseUnavailable, loggableError, NO_ANSWER_IN_TIME } from "@/lib/errors";
import { noteDatabaseOutage } from "@/lib/http/outage-clock";

// The server's PostgreSQL pool, made to answer within 2 s whatever the database does.
// postgres.js alone waits as long as the server does: a frozen server (a hung machine, SIGSTOP)
// never answers a query on an open connection, queued queries wait for connections that never
// free up, and its reconnection backoff grows to 20 s, so requests took up to 25 s or forever.
// Here:
//   - every statement, and every wait for a connection, has a client-side deadline: the caller
//     is answered that the database is unavailable (a 503), the query is cancelled, and the
//     connections that went silent are destroyed, so that none is used again;
//   - the first sign that the database is unreachable opens a circuit breaker: until a probe
//     (a fresh connection running `select 1`, repeated every quarter second) is answered, every
//     query fails at once, so requests are answered 503 at once and nothing piles up; the first
//     probe runs at once, so a query that was only slow costs a moment of 503s at most;
//   - connections reconnect without backoff: the breaker paces the attempts instead.
// Migrations do not come through here: they wait for each other's advisory lock as long as it
// takes (db/index.ts).

/** How long a statement, or a wait for a connection, may take before the database counts as unreachable. */
export const QUERY_DEADLINE_MS = 1_500;
/** Seconds postgres.js waits for a new connection to be ready, on connections nothing waits for any more. */
export const CONNECT_TIMEOUT_S = 2;
const PROBE_INTERVAL_MS = 250;

type Sql = postgres.Sql;

export type GuardedPool = {
  /** The client to hand to drizzle: its queries and transactions are guarded. */
  sql: Sql;
  close(): Promise<void>;
};

function noAnswer(): Error {
  return Object.assign(new Error(`The database did not answer within ${QUERY_DEADLINE_MS} ms`), { code: NO_ANSWER_IN_TIME });
}

// postgres.js opens its sockets through this, so that a stuck one can be found and destroyed
// (it offers no way to end one connection of a pool). The last time each socket was heard
// from tells a stuck connection from a busy one.
function socketTracker() {
  const heard = new Map<Socket, number>();
  let next = 0;
  return {
    open({ host, port, path }: { host: string[]; port: number[]; path?: string | false }): Socket {
      // Several hosts in the URL are tried in turn, as postgres.js does with its own sockets.
      const index = next++ % host.length;
      const socket = path ? connectSocket(path) : connectSocket(port[index]!, host[index]);
      // postgres.js names the host for TLS (SNI) from this, as on the sockets it opens itself.
      Object.assign(socket, { host: host[index], port: port[index] });
      heard.set(socket, performance.now());
      socket.on("data", () => heard.set(socket, performance.now()));
      socket.once("close", () => heard.delete(socket));
      return socket;
    },
    /** Destroys every socket that has not been heard from since `since` (all of them without it). */
    destroySilent(error: Error, since = Infinity): void {
      for (const [socket, at] of heard) if (at <= since) socket.destroy(error);
    },
  };
}

// A deadline that can be paused: a transaction's own code may take its time between statements.
class Deadline {
  #timer: NodeJS.Timeout | undefined;
  since = 0;
  expired = false;

  constructor(private readonly onExpire: () => void) {}

  arm(): void {
    this.since = performance.now();
    const timer = setTimeout(
      // Answers already received are handled first (the poll phase runs before immediates):
      // an event loop kept busy must not turn a query answered in time into a timeout.
      () => setImmediate(() => {
        if (this.#timer !== timer) return;
        this.expired = true;
        this.onExpire();
      }),
      QUERY_DEADLINE_MS,
    );
    this.#timer = timer;
  }

  disarm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

export function guardedPool(url: string, max: number): GuardedPool {
  // `socket` is documented (README, "Custom socket") but missing from postgres.js's types.
  const options = (max: number, open: ReturnType<typeof socketTracker>["open"]) =>
    ({ max, connect_timeout: CONNECT_TIMEOUT_S, backoff: () => 0, onnotice: () => {}, socket: open }) as postgres.Options<Record<string, never>>;
  const sockets = socketTracker();
  const pool = postgres(url, options(max, sockets.open));

  let outage: { since: number; reason: string } | null = null;
  let closed = false;

  function refusal(): Error {
    noteDatabaseOutage();
    return databaseUnavailable();
  }

  function trip(error: unknown): void {
    noteDatabaseOutage();
    if (outage || closed) return;
    outage = { since: performance.now(), reason: loggableError(error).split("\n")[0]! };
    void probeUntilAnswered();
  }

  async function probeUntilAnswered(): Promise<void> {
    let first = true;
    while (!closed && !(await answers())) {
      if (first) console.warn(`The database is unreachable (${outage?.reason}): database requests answer 503 until it answers again.`);
      first = false;
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS).unref());
    }
    if (!first) console.warn(`The database answers again, after ${((performance.now() - outage!.since) / 1000).toFixed(1)} s.`);
    outage = null;
  }

  async function answers(): Promise<boolean> {
    const probeSockets = socketTracker();
    const probe = postgres(url, options(1, probeSockets.open));
    const deadline = new Deadline(() => probeSockets.destroySilent(noAnswer()));
    deadline.arm();
    try {
      await probe`select 1`;
      return true;
    } catch {
      return false;
    } finally {
      deadline.disarm();
      await probe.end({ timeout: 0 });
      probeSockets.destroySilent(noAnswer());
    }
  }

  /** Runs `work` under the deadline and the breaker; `cancel` stops what it started when the deadline passes. */
  function guarded<T>(work: (deadline: Deadline) => PromiseLike<T>, cancel?: () => void): Promise<T> {
    if (outage) return Promise.reject(refusal());
    return new Promise<T>((resolve, reject) => {
      const deadline = new Deadline(() => {
        const error = noAnswer();
        cancel?.();
        sockets.destroySilent(error, deadline.since);
        trip(error);
        reject(error);
      });
      deadline.arm();
      work(deadline).then(
        (value) => {
          deadline.disarm();
          resolve(value);
        },
        (error: unknown) => {
          // After the deadline, the caller has had its answer: what the abandoned work met is moot.
          if (deadline.expired) return;
          deadline.disarm();
          if (isDatabaseUnavailable(error)) trip(error);
          reject(error);
        },
      );
    });
  }

  // drizzle reads with `unsafe(...)` (sometimes `.values()`) and writes transactions with
  // `begin` and `savepoint`, whose callbacks receive a client of their own, guarded the same way.
  function guard(sql: Sql): Sql {
    return new Proxy(sql, {
      get(target, key, receiver) {
        if (key === "unsafe") return (...args: Parameters<Sql["unsafe"]>) => statement(target.unsafe(...args));
        if (key === "begin" || key === "savepoint") {
          const open = (target as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[key]!.bind(target);
          return (...args: unknown[]) => transaction(open, args);
        }
        return Reflect.get(target, key, receiver);
      },
    });
  }

  function statement(query: postgres.PendingQuery<postgres.Row[]>) {
    let result: Promise<unknown> | undefined;
    // postgres.js runs a query when it is first awaited: so does this.
    const run = () => (result ??= guarded(() => query, () => cancelQueued(query)));
    const guardedQuery = {
      values() {
        query.values();
        return guardedQuery;
      },
      then<A, B>(onFulfilled?: (value: unknown) => A | PromiseLike<A>, onRejected?: (reason: unknown) => B | PromiseLike<B>) {
        return run().then(onFulfilled, onRejected);
      },
    };
    return guardedQuery as unknown as postgres.PendingQuery<postgres.Row[]>;
  }

  // A query still waiting for a connection is taken out of the queue, so that it does not run
  // after its caller was told it failed. One already sent is left alone: postgres.js would cancel
  // it through a new connection whose failure nothing could catch, and the silent connection
  // it was sent on is destroyed anyway.
  function cancelQueued(query: postgres.PendingQuery<postgres.Row[]>): void {
    if ((query as unknown as { state: unknown }).state === null) void query.cancel();
  }

  // The deadline covers the wait for a connection, `begin`, `commit` and `rollback`; it pauses
  // while the transaction's own code runs, whose statements each have their own.
  function transaction(open: (...args: unknown[]) => Promise<unknown>, args: unknown[]): Promise<unknown> {
    const body = args.at(-1) as (sql: Sql) => unknown;
    return guarded((deadline) =>
      open(...args.slice(0, -1), async (sql: Sql) => {
        // The caller was answered while this waited for a connection: roll back at once.
        if (deadline.expired) throw noAnswer();
        deadline.disarm();
        try {
          return await body(guard(sql));
        } finally {
          deadline.arm();
        }
      }),
    );
  }

  return {
    sql: guard(pool),
    async close() {
      closed = true;
      await pool.end({ timeout: CONNECT_TIMEOUT_S });
      sockets.destroySilent(new Error("The database client was closed"));
    },
  };
}
