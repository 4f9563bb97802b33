import "server-only";
import { connect as connectSocket, type Socket } from "node:net";
import postgres from "postgres";
import { databaseUnavailable, isDatabaseUnavailable, loggableError, NO_ANSWER_IN_TIME } from "@/lib/core/errors";
import { noteDatabaseOutage } from "@/lib/db/outage-clock";

// The server's PostgreSQL pool, made to answer within 2 s whatever the database does.
// postgres.js alone waits as long as the server does: a frozen server (a hung machine, SIGSTOP)
// never answers a query on an open connection, queued queries wait for connections that never
// free up, and its reconnection backoff grows to 20 s, so requests took up to 25 s or forever.
// Here:
//   - every statement, and every wait for a connection, has a client-side deadline: the caller
//     is answered that the database is unavailable (a 503), and the connections that stayed
//     silent meanwhile are destroyed, so that none is used again. A statement still queued for
//     a connection then may yet run later, as after any timeout (postgres.js's cancel() of a
//     query that is opening a connection leaves that connection unusable): what must be all or
//     nothing is a transaction, which rolls back when its caller has given up on it;
//   - the first sign that the database is unreachable opens a circuit breaker: until a probe
//     (a fresh connection running `select 1`, repeated every quarter second) is answered, every
//     query fails at once, so requests are answered 503 at once and nothing piles up; the first
//     probe runs at once, so a query that was only slow costs a moment of 503s at most;
//   - connections reconnect without backoff: the breaker paces the attempts instead.
// Migrations do not come through here: they wait for each other's advisory lock as long as it
// takes (lib/db/index.ts).

/** How long a statement, or a wait for a connection, may take before the database counts as unreachable. */
export const QUERY_DEADLINE_MS = 1_500;
/**
 * Seconds postgres.js waits for a new connection to be ready: the migrations' connection, and
 * pool connections whose first query's caller was already answered by the deadline.
 */
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
// (it offers no way to end one connection of a pool). A socket that read nothing while a query
// waited past its deadline is stuck (or idle, and then nothing is lost). The sockets are held
// weakly and judged by what their handle read: postgres.js drops a socket once it closes, and
// under TLS it takes every listener off the socket opened here, which then neither emits data
// nor learns that the TLS socket on top of it closed. For the same reason a socket is destroyed
// without an error: nothing would hear that error, and an unheard 'error' ends the process.
type Tracker = ReturnType<typeof socketTracker>;

function socketTracker() {
  const sockets = new Set<WeakRef<Socket>>();
  let next = 0;
  const live = (): Socket[] => {
    const list: Socket[] = [];
    for (const ref of sockets) {
      const socket = ref.deref();
      if (socket && !socket.destroyed) list.push(socket);
      else sockets.delete(ref);
    }
    return list;
  };
  return {
    open({ host, port, path }: { host: string[]; port: number[]; path?: string | false }): Socket {
      // Several hosts in the URL are tried in turn, as postgres.js does with its own sockets.
      const index = next++ % host.length;
      const socket = path ? connectSocket(path) : connectSocket(port[index]!, host[index]);
      // postgres.js names the host for TLS (SNI) from this, as on the sockets it opens itself.
      Object.assign(socket, { host: host[index], port: port[index] });
      live();
      sockets.add(new WeakRef(socket));
      return socket;
    },
    destroyAll(): void {
      for (const socket of live()) socket.destroy();
    },
    /** Notes what every socket has read so far; the function answered destroys those that read nothing more. */
    mark(): () => void {
      const read = new Map(live().map((socket) => [socket, socket.bytesRead]));
      return () => {
        for (const [socket, bytes] of read) if (!socket.destroyed && socket.bytesRead === bytes) socket.destroy();
      };
    },
  };
}

// A deadline that can be paused: a transaction's own code may take its time between statements.
// When it passes, the sockets that stayed silent since it was armed are destroyed.
class Deadline {
  #timer: NodeJS.Timeout | undefined;
  #destroySilent: () => void = () => {};
  expired = false;

  constructor(
    private readonly sockets: Tracker,
    private readonly onExpire: () => void,
  ) {}

  arm(): void {
    this.#destroySilent = this.sockets.mark();
    const timer = setTimeout(
      // Answers already received are handled first (the poll phase runs before immediates):
      // an event loop kept busy must not turn a query answered in time into a timeout.
      () =>
        setImmediate(() => {
          if (this.#timer !== timer) return;
          this.expired = true;
          this.onExpire();
          this.#destroySilent();
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
  const options = (max: number, open: Tracker["open"]) =>
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

  // An outage the first probe disproves (a slow query, one connection cut) is not logged.
  async function probeUntilAnswered(): Promise<void> {
    for (let probes = 1; ; probes++) {
      if (closed) return;
      if (await answers()) {
        if (probes > 1) console.warn(`The database answers again, after ${((performance.now() - outage!.since) / 1000).toFixed(1)} s.`);
        outage = null;
        return;
      }
      if (probes === 1) console.warn(`The database is unreachable (${outage?.reason}): database requests answer 503 until it answers again.`);
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS).unref());
    }
  }

  async function answers(): Promise<boolean> {
    const probeSockets = socketTracker();
    const probe = postgres(url, options(1, probeSockets.open));
    try {
      return await new Promise<boolean>((resolve) => {
        const deadline = new Deadline(probeSockets, () => resolve(false));
        deadline.arm();
        probe`select 1`
          .then(
            () => resolve(true),
            () => resolve(false),
          )
          .finally(() => deadline.disarm());
      });
    } finally {
      await probe.end({ timeout: 0 });
      // Ending does not close a socket the server never answered (frozen): it waits for that answer.
      probeSockets.destroyAll();
    }
  }

  /** Runs `work` under the deadline and the breaker. */
  function guarded<T>(work: (deadline: Deadline) => PromiseLike<T>): Promise<T> {
    if (outage) return Promise.reject(refusal());
    return new Promise<T>((resolve, reject) => {
      const deadline = new Deadline(sockets, () => {
        const error = noAnswer();
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
    const run = () => (result ??= guarded(() => query));
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
      sockets.destroyAll();
    },
  };
}
